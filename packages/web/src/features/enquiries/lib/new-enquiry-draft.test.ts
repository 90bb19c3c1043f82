// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  emptyDraft,
  needsVehicle,
  readNewEnquiryDraft,
  writeNewEnquiryDraft,
  type NewEnquiryDraft,
} from './new-enquiry-draft.ts';

afterEach(() => localStorage.clear());

const typed: NewEnquiryDraft = {
  Consumables: 'Parts',
  Reg: 'yk19 hbn',
  Parts: 'Front brake pads',
  Notes: '[SAME DAY] Call first',
  Status: 'Order',
  Make: 'Ford',
  Model: 'Focus',
  VehicleReg: 'YK19HBN',
  HasImage: true,
};

describe('the New Enquiry draft', () => {
  it('reads back what was written', () => {
    writeNewEnquiryDraft(localStorage, typed);
    expect(readNewEnquiryDraft(localStorage)).toEqual(typed);
  });

  it('is the empty form when nothing is stored, and an empty form is not stored', () => {
    expect(readNewEnquiryDraft(localStorage)).toEqual(emptyDraft);
    writeNewEnquiryDraft(localStorage, typed);
    writeNewEnquiryDraft(localStorage, emptyDraft);
    expect(localStorage.length).toBe(0);
  });

  it('starts a field stored wrong afresh and keeps the others', () => {
    localStorage.setItem(
      'newEnquiryDraft',
      JSON.stringify({ Reg: 42, Parts: 'Wipers', Status: 'Shipped', Consumables: 'Consumables' }),
    );
    expect(readNewEnquiryDraft(localStorage)).toEqual({
      ...emptyDraft,
      Parts: 'Wipers',
      Consumables: 'Consumables',
    });
  });

  it('loads a draft saved before the Reg was kept with its vehicle, the vehicle unconfirmed', () => {
    const { VehicleReg: _unsaved, ...older } = typed;
    localStorage.setItem('newEnquiryDraft', JSON.stringify(older));
    expect(readNewEnquiryDraft(localStorage)).toEqual({ ...typed, VehicleReg: '' });
  });

  it('is the empty form for an unreadable value', () => {
    localStorage.setItem('newEnquiryDraft', '{not json');
    expect(readNewEnquiryDraft(localStorage)).toEqual(emptyDraft);
  });
});

describe('needsVehicle', () => {
  const focus = { Consumables: 'Parts', Reg: 'yk19 hbn', Make: 'Ford', Model: 'Focus' } as const;

  it('asks a Parts enquiry for make and model, never a Consumables one', () => {
    expect(needsVehicle({ ...focus, Model: '', VehicleReg: 'YK19HBN' })).toBe(true);
    expect(needsVehicle({ ...focus, VehicleReg: 'YK19HBN' })).toBe(false);
    expect(
      needsVehicle({
        Consumables: 'Consumables',
        Reg: 'CONSUMABLES',
        Make: '',
        Model: '',
        VehicleReg: '',
      }),
    ).toBe(false);
  });

  it('asks again once Reg is another than the one the vehicle was confirmed for', () => {
    expect(needsVehicle({ ...focus, Reg: 'YK19 HBM', VehicleReg: 'YK19HBN' })).toBe(true);
    expect(needsVehicle({ ...focus, Reg: ' YK19HBN ', VehicleReg: 'YK19HBN' })).toBe(false);
    // A draft saved before the Reg was kept with its vehicle.
    expect(needsVehicle({ ...focus, VehicleReg: '' })).toBe(true);
  });
});
