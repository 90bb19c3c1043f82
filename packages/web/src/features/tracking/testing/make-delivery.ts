import type { InTransitDelivery } from '@garage/api-types';

/** A delivery to Leeds from the Leeds depot, overridden per test. */
export function makeDelivery(overrides: Partial<InTransitDelivery> = {}): InTransitDelivery {
  return {
    Document: ['INV-778201'],
    PartInfo: [{ Part: 'TB-SK-5520', Qty: 1 }],
    Eta: Date.parse('2026-11-23T14:00:00'),
    Date: new Date('2026-11-23T11:00:00').toISOString(),
    Loc: [53.8112, -1.5852],
    DriverLoc: [{ Location: [53.8001, -1.5608] }],
    Depot: [53.7946, -1.5486],
    ...overrides,
  };
}
