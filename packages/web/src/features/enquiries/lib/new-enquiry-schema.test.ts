import { describe, expect, it } from 'vitest';
import { issuesWith, missing } from '../../../testing/schema-issues.ts';
import { toggleDelivery, withVehicle } from './new-enquiry-form.ts';
import {
  checkNewEnquiry,
  deliveryChoiceMessage,
  newEnquirySchema,
  toNewEnquiryPayload,
  vehicleDetailsMessage,
  vehicleDetailsSchema,
  vehiclePartMaxLength,
  type NewEnquiryFields,
  type NewEnquiryValues,
} from './new-enquiry-schema.ts';

const validEnquiry: NewEnquiryValues = {
  Consumables: 'Parts',
  Reg: 'AB12 CDE',
  Parts: 'Front brake pads',
  Notes: '',
  Status: 'Order',
  Image: null,
};

describe('newEnquirySchema', () => {
  it('accepts a complete enquiry', () => {
    expect(newEnquirySchema.safeParse(validEnquiry)).toEqual({ success: true, data: validEnquiry });
  });

  it.each<[field: string, label: string, value: unknown, messages: string[]]>([
    ['Reg', 'missing', missing, ['Please enter a reg no']],
    ['Reg', 'empty', '', ['Please enter a reg no']],
    ['Reg', 'spaces only', '    ', ['Please enter a reg no']],
    ['Reg', '2 characters', 'AB', ['Must be at least 3 characters']],
    ['Reg', '2 characters between spaces', '  AB  ', ['Must be at least 3 characters']],
    ['Reg', '3 characters', 'AB1', []],
    ['Reg', '30 characters', 'A'.repeat(30), []],
    ['Reg', '31 characters', 'A'.repeat(31), ['Must be 30 characters or less']],
    ['Reg', 'letters, digits and a space', 'AB12 CDE', []],
    ['Reg', 'lower case', 'ab12 cde', []],
    ['Reg', 'a hyphen', 'AB-12', ['Must contain only letters, numbers and spaces']],
    ['Reg', 'an underscore', 'ab_12', ['Must contain only letters, numbers and spaces']],
    ['Reg', 'a non-ASCII letter', 'ÅB12', ['Must contain only letters, numbers and spaces']],
    ['Parts', 'empty', '', []],
    ['Parts', '200 characters', 'p'.repeat(200), []],
    ['Parts', '201 characters', 'p'.repeat(201), ['Must be 200 characters or less']],
    ['Notes', 'empty', '', []],
    // Bounded by checkNewEnquiry, which counts the notes typed only.
    ['Notes', '300 characters', 'n'.repeat(300), []],
    ['Consumables', 'Parts', 'Parts', []],
    ['Consumables', 'Consumables', 'Consumables', []],
    ['Consumables', 'another value', 'consumables', ['Must be Parts or Consumables']],
    ['Status', 'Order', 'Order', []],
    ['Status', 'Waiting', 'Waiting', []],
    ['Status', 'another value', 'Ordered', ['Must be Order or Waiting']],
    ['Image', 'null', null, []],
    ['Image', 'a Blob', new Blob(['png']), []],
    ['Image', 'a File', new File(['png'], 'pads.png', { type: 'image/png' }), []],
    ['Image', 'a file name', 'pads.png', ['Must be a file']],
  ])('%s %s', (field, _label, value, messages) => {
    expect(issuesWith(newEnquirySchema, validEnquiry, field, value)).toEqual(
      messages.map((message) => ({ path: field, message })),
    );
  });
});

describe('vehicleDetailsSchema', () => {
  const validVehicle = { make: 'Ford', model: 'Focus' };

  it.each<[field: string, label: string, value: unknown, messages: string[]]>([
    ['make', 'missing', missing, [vehicleDetailsMessage]],
    ['make', 'empty', '', [vehicleDetailsMessage]],
    ['make', 'only spaces', '   ', [vehicleDetailsMessage]],
    ['make', 'present', 'Vauxhall', []],
    ['make', '50 characters', 'm'.repeat(50), []],
    ['make', '50 characters between spaces', ` ${'m'.repeat(50)} `, []],
    ['make', '51 characters', 'm'.repeat(51), ['Must be 50 characters or less']],
    ['model', 'missing', missing, [vehicleDetailsMessage]],
    ['model', 'empty', '', [vehicleDetailsMessage]],
    ['model', 'only spaces', '   ', [vehicleDetailsMessage]],
    ['model', 'present', 'Astra', []],
    ['model', '51 characters', 'm'.repeat(51), ['Must be 50 characters or less']],
  ])('%s %s', (field, _label, value, messages) => {
    expect(issuesWith(vehicleDetailsSchema, validVehicle, field, value)).toEqual(
      messages.map((message) => ({ path: field, message })),
    );
  });

  it('trims make and model', () => {
    expect(vehicleDetailsSchema.parse({ make: ' Ford ', model: '\tFocus\n' })).toEqual({
      make: 'Ford',
      model: 'Focus',
    });
  });
});

describe('form messages', () => {
  it.each([
    [deliveryChoiceMessage, 'Please select Same day or Next day delivery option'],
    [vehicleDetailsMessage, 'Please enter both make and model'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('toNewEnquiryPayload', () => {
  const image = new Blob(['png']);
  const values: NewEnquiryValues = {
    Consumables: 'Parts',
    Reg: 'ab12 cde',
    Parts: 'Front brake pads',
    Notes: '[SAME DAY] Ceramic if possible\n\n(Ford, Focus)',
    Status: 'Waiting',
    Image: image,
  };

  it('maps the form values to the API payload, Notes as shown', () => {
    expect(toNewEnquiryPayload(values)).toEqual({
      Status: 'Waiting',
      Notes: '[SAME DAY] Ceramic if possible\n\n(Ford, Focus)',
      Parts: 'Front brake pads',
      Reg: 'AB12 CDE',
      Consumables: false,
      Image: image,
    });
  });

  it.each<[label: string, consumables: NewEnquiryValues['Consumables'], expected: boolean]>([
    ['Parts', 'Parts', false],
    ['Consumables', 'Consumables', true],
  ])('sends Consumables %s as %s', (_label, consumables, expected) => {
    const payload = toNewEnquiryPayload({ ...values, Consumables: consumables });
    expect(payload.Consumables).toBe(expected);
  });

  it('leaves Image out when none is attached', () => {
    const payload = toNewEnquiryPayload({ ...values, Image: null });
    expect(payload).not.toHaveProperty('Image');
  });

  it.each([
    ['lower case', 'ab12 cde', 'AB12 CDE'],
    ['mixed case', 'Ab12 cDe', 'AB12 CDE'],
    ['upper case', 'AB12 CDE', 'AB12 CDE'],
  ])('upper-cases a %s Reg', (_label, reg, expected) => {
    const payload = toNewEnquiryPayload({ ...values, Reg: reg });
    expect(payload.Reg).toBe(expected);
  });
});

describe('Reg trimming', () => {
  it('hands on the Reg without its edge spaces', () => {
    const result = newEnquirySchema.parse({ ...validEnquiry, Reg: '  AB12 CDE ' });
    expect(result.Reg).toBe('AB12 CDE');
  });
});

describe('checkNewEnquiry', () => {
  const fields: NewEnquiryFields & { Make: string; Model: string } = {
    Consumables: 'Parts',
    Reg: 'ab12 cde',
    Parts: 'Front brake pads',
    Notes: '[NEXT DAY] Call first',
    Status: 'Waiting',
    Make: '',
    Model: '',
  };
  const { Make: _make, Model: _model, ...values } = fields;

  it('passes a complete enquiry with a delivery choice, Reg trimmed', () => {
    expect(checkNewEnquiry({ ...fields, Reg: ' ab12 cde ' }, null)).toEqual({
      ok: true,
      values: { ...values, Reg: 'ab12 cde', Image: null },
    });
  });

  /** Notes of `typed` characters after the same-day prefix, with the vehicle's paragraph. */
  const notesOf = (typed: number, make: string, model: string) => ({
    ...fields,
    Make: make,
    Model: model,
    Notes: withVehicle(toggleDelivery('n'.repeat(typed), 'Same day'), make, model),
  });

  it('bounds the notes typed at 200, not counting the delivery prefix and the vehicle', () => {
    expect(checkNewEnquiry(notesOf(200, 'Ford', 'Focus'), null).ok).toBe(true);
    expect(checkNewEnquiry(notesOf(201, 'Ford', 'Focus'), null)).toEqual({
      ok: false,
      errors: { Notes: 'Must be 200 characters or less' },
    });
  });

  it('keeps the longest Notes it passes within the contract’s 1000 characters', () => {
    // NewEnquiry.Notes in openapi/supplier-api.yaml.
    const longest = 'v'.repeat(vehiclePartMaxLength);
    const check = checkNewEnquiry(notesOf(200, longest, longest), null);
    expect(check.ok && check.values.Notes.length).toBe(11 + 200 + 2 + 4 + 2 * 50);
    expect(check.ok && check.values.Notes.length).toBeLessThanOrEqual(1000);
  });

  it('asks for a delivery choice when Notes carry no prefix', () => {
    expect(checkNewEnquiry({ ...fields, Notes: 'Call first' }, null)).toEqual({
      ok: false,
      errors: { Delivery: 'Please select Same day or Next day delivery option' },
    });
  });

  it('reports every field at once, one message each', () => {
    expect(
      checkNewEnquiry({ ...fields, Reg: '', Parts: 'p'.repeat(201), Notes: 'n'.repeat(201) }, null),
    ).toEqual({
      ok: false,
      errors: {
        Reg: 'Please enter a reg no',
        Parts: 'Must be 200 characters or less',
        Notes: 'Must be 200 characters or less',
        Delivery: 'Please select Same day or Next day delivery option',
      },
    });
  });
});
