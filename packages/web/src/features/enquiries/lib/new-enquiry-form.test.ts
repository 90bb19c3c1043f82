import { describe, expect, it } from 'vitest';
import {
  addParts,
  deliveryOf,
  regAsksForVehicle,
  toggleDelivery,
  typedNotes,
  vehicleRegOf,
  withoutVehicle,
  withVehicle,
} from './new-enquiry-form.ts';

describe('toggleDelivery', () => {
  it('prefixes the notes with the chosen delivery', () => {
    expect(toggleDelivery('Call first', 'Same day')).toBe('[SAME DAY] Call first');
    expect(toggleDelivery('', 'Next day')).toBe('[NEXT DAY] ');
  });

  it('replaces the other delivery’s prefix', () => {
    expect(toggleDelivery('[SAME DAY] Call first', 'Next day')).toBe('[NEXT DAY] Call first');
    expect(toggleDelivery('[NEXT DAY] ', 'Same day')).toBe('[SAME DAY] ');
  });

  it('removes the prefix when the active delivery is chosen again', () => {
    expect(toggleDelivery('[SAME DAY] Call first', 'Same day')).toBe('Call first');
    expect(toggleDelivery('[NEXT DAY] ', 'Next day')).toBe('');
  });

  it('leaves a prefix-like text elsewhere in the notes alone', () => {
    expect(toggleDelivery('Not [SAME DAY] please', 'Next day')).toBe(
      '[NEXT DAY] Not [SAME DAY] please',
    );
  });
});

describe('deliveryOf', () => {
  it('reads the choice from the prefix', () => {
    expect(deliveryOf('[SAME DAY] x')).toBe('Same day');
    expect(deliveryOf('[NEXT DAY] ')).toBe('Next day');
  });

  it('is none without the exact prefix', () => {
    expect(deliveryOf('')).toBeNull();
    expect(deliveryOf('[SAME DAY]x')).toBeNull();
    expect(deliveryOf(' [SAME DAY] x')).toBeNull();
  });
});

describe('withVehicle', () => {
  it('appends (make, model) on a new paragraph', () => {
    expect(withVehicle('[SAME DAY] Call first', 'Ford', 'Focus')).toBe(
      '[SAME DAY] Call first\n\n(Ford, Focus)',
    );
    expect(withVehicle('[NEXT DAY] ', ' Ford ', 'Focus ')).toBe('[NEXT DAY] \n\n(Ford, Focus)');
  });

  it('is the vehicle alone for empty notes', () => {
    expect(withVehicle('', 'Ford', 'Focus')).toBe('(Ford, Focus)');
  });
});

describe('addParts', () => {
  it('joins added parts with a comma and a space', () => {
    expect(addParts('', ['Oil filter', 'Air filter'])).toBe('Oil filter, Air filter');
    expect(addParts('Wipers', ['Oil filter'])).toBe('Wipers, Oil filter');
    expect(addParts('Wipers ', [])).toBe('Wipers');
  });
});

describe('regAsksForVehicle', () => {
  it('asks from 3 characters, not counting edge spaces', () => {
    expect(regAsksForVehicle('AB1')).toBe(true);
    expect(regAsksForVehicle(' AB ')).toBe(false);
    expect(regAsksForVehicle('')).toBe(false);
  });
});

describe('withoutVehicle', () => {
  it('takes the vehicle paragraph out and keeps what was typed around it', () => {
    expect(withoutVehicle('[SAME DAY] Call first\n\n(Ford, Focus)', 'Ford', 'Focus')).toBe(
      '[SAME DAY] Call first',
    );
    expect(withoutVehicle('(Ford, Focus)', 'Ford', 'Focus')).toBe('');
    expect(withoutVehicle('Call\n\n(Ford, Focus) after', ' Ford ', 'Focus')).toBe('Call after');
  });

  it('leaves Notes alone without a vehicle, or when the garage edited the paragraph away', () => {
    expect(withoutVehicle('(Ford, Focus)', '', '')).toBe('(Ford, Focus)');
    expect(withoutVehicle('Ford Focus', 'Ford', 'Focus')).toBe('Ford Focus');
  });
});

describe('vehicleRegOf', () => {
  it('is one value for one plate, whatever its case and spaces', () => {
    expect(vehicleRegOf(' yk19 hbn ')).toBe('YK19HBN');
    expect(vehicleRegOf('YK19HBN')).toBe('YK19HBN');
    expect(vehicleRegOf('YK19 HBM')).not.toBe(vehicleRegOf('YK19 HBN'));
  });
});

describe('typedNotes', () => {
  it('is Notes without the delivery prefix and the vehicle paragraph', () => {
    expect(typedNotes('[SAME DAY] Call first\n\n(Ford, Focus)', 'Ford', 'Focus')).toBe(
      'Call first',
    );
    expect(typedNotes('[NEXT DAY] \n\n(Ford, Focus)', 'Ford', 'Focus')).toBe('');
    expect(typedNotes('Call first', '', '')).toBe('Call first');
  });

  it('counts a paragraph the garage edited as typed', () => {
    expect(typedNotes('[SAME DAY] (Ford, Fiesta)', 'Ford', 'Focus')).toBe('(Ford, Fiesta)');
  });
});
