// States of the enquiries (lists, raising one, backorder flag, cant-supply reasons).
import { fixtures } from '@garage/mock-server/seed-fixtures';
import { seedHas, type StateContext, type StateHandlers } from './support.ts';

export function enquiriesStates({ app }: StateContext): StateHandlers {
  const { db } = app.world;
  const { garages, enquiries, accounts } = fixtures;
  const enquiry = (EnquiryId: number) => db.enquiries.findFirst((q) => q.where({ EnquiryId }));
  const garage = (GarageId: number) => db.garages.findFirst((q) => q.where({ GarageId }));
  const reasons = (EnquiryId: number) => db.cantSupply.findMany((q) => q.where({ EnquiryId }));
  const ofGarage = (EnquiryId: number, GarageId: number, Status: string) => {
    const record = enquiry(EnquiryId);
    return record?.GarageId === GarageId && record.Status === Status;
  };

  return {
    'garage 1 has a quoted enquiry 101': seedHas('quoted enquiry 101 of garage 1', () =>
      ofGarage(enquiries.quoted, garages.kirkstall, 'Quoted'),
    ),
    'account PMF1001 has enquiry 101 of garage 1 and enquiry 201 of garage 2': seedHas(
      'enquiries 101 and 201 of account PMF1001',
      () =>
        garage(garages.kirkstall)?.CustomerKeyCode === accounts.pennineLeeds &&
        garage(garages.headingley)?.CustomerKeyCode === accounts.pennineLeeds &&
        enquiry(enquiries.quoted)?.GarageId === garages.kirkstall &&
        enquiry(enquiries.headingleyWaiting)?.GarageId === garages.headingley,
    ),
    'garage 1 can raise a new enquiry': seedHas('garage 1', () =>
      Boolean(garage(garages.kirkstall)),
    ),
    'enquiry 109 of garage 1 has parts on back order': seedHas(
      'backordered enquiry 109 of garage 1',
      () =>
        ofGarage(enquiries.quotedBackordered, garages.kirkstall, 'Quoted') &&
        enquiry(enquiries.quotedBackordered)?.Backordered === true,
    ),
    'enquiry 106 of garage 1 was cancelled with a reason': seedHas(
      'cancelled enquiry 106 of garage 1 with a cant-supply reason',
      () =>
        ofGarage(enquiries.cancelledWithReason, garages.kirkstall, 'Cancelled') &&
        reasons(enquiries.cancelledWithReason).length > 0,
    ),
    'enquiry 107 of garage 1 was cancelled without a reason': seedHas(
      'cancelled enquiry 107 of garage 1 without a cant-supply reason',
      () =>
        ofGarage(enquiries.cancelled, garages.kirkstall, 'Cancelled') &&
        reasons(enquiries.cancelled).length === 0,
    ),
  };
}
