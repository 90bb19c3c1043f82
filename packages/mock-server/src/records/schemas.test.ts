// Compile-time checks (run by the typecheck) that each API entity's store schema is exactly
// the generated OpenAPI type; the runtime assertions keep vitest counting them.
import type * as Api from '@garage/api-types';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from './schemas.ts';

describe('store schemas match the OpenAPI document', () => {
  it('for every API entity', () => {
    expectTypeOf<z.output<typeof schemas.enquirySchema>>().toEqualTypeOf<Api.Enquiry>();
    expectTypeOf<z.output<typeof schemas.quoteLineSchema>>().toEqualTypeOf<Api.QuoteLine>();
    expectTypeOf<z.output<typeof schemas.messageSchema>>().toEqualTypeOf<Api.Message>();
    expectTypeOf<z.output<typeof schemas.branchStockSchema>>().toEqualTypeOf<Api.BranchStock>();
    expectTypeOf<z.output<typeof schemas.priceRecordSchema>>().toEqualTypeOf<Api.PriceRecord>();
    expectTypeOf<z.output<typeof schemas.partListEntrySchema>>().toEqualTypeOf<Api.PartListEntry>();
    expectTypeOf<z.output<typeof schemas.bulletinSchema>>().toEqualTypeOf<Api.Bulletin>();
    expectTypeOf<z.output<typeof schemas.returnRecordSchema>>().toEqualTypeOf<Api.ReturnRecord>();
    expectTypeOf<
      z.output<typeof schemas.inTransitDeliverySchema>
    >().toEqualTypeOf<Api.InTransitDelivery>();
    expectTypeOf<
      z.output<typeof schemas.deviceRegistrationSchema>
    >().toEqualTypeOf<Api.DeviceRegistration>();
    expect(schemas.enquiryStatusSchema.options).toEqual([
      'Waiting',
      'Order',
      'Garage Confirmed',
      'Ordered',
      'Quoted',
      'Cancelled',
      'Archived',
    ]);
  });
});
