// States of quotes: quote lines, recommended prices and branch stock. The seed holds all of
// them, so each state checks the records its name promises are there as it says.
import { fixtures } from '@garage/mock-server/seed-fixtures';
import { seedHas, type StateContext, type StateHandlers } from './support.ts';

const { garages, enquiries } = fixtures;

export function quotesStates({ app }: StateContext): StateHandlers {
  const { db } = app.world;
  const enquiry = (EnquiryId: number) => db.enquiries.findFirst((q) => q.where({ EnquiryId }));
  const linesOf = (EnquiryId: number) => db.quoteLines.findMany((q) => q.where({ EnquiryId }));
  const branchesOf = (Part: string) => db.stock.findMany((q) => q.where({ Part }));

  return {
    'garage 1 has a quoted enquiry 101 with 3 quote lines, one without notes': seedHas(
      'quoted enquiry 101 of garage 1 with 3 unconfirmed quote lines, one without notes',
      () => {
        const quoted = enquiry(enquiries.quoted);
        const lines = linesOf(enquiries.quoted);
        return (
          quoted?.GarageId === garages.kirkstall &&
          quoted.Status === 'Quoted' &&
          quoted.Document === 'QUO-000101' &&
          lines.length === 3 &&
          lines.every((line) => line.Confirmed === 0 && line.ResponseHeaderId === 601) &&
          lines.some((line) => line.ResponseDetailId === 9001 && line.ResponseDetailNotes) &&
          lines.some((line) => line.ResponseDetailId === 9002 && !line.ResponseDetailNotes)
        );
      },
    ),

    'garage 1 has a confirmed enquiry 104 with one line ordered and due and one not': seedHas(
      'Garage Confirmed enquiry 104 of garage 1 with line 9041 ordered and due and 9042 not',
      () => {
        const confirmed = enquiry(enquiries.garageConfirmed);
        const lines = linesOf(enquiries.garageConfirmed);
        return (
          confirmed?.GarageId === garages.kirkstall &&
          confirmed.Status === 'Garage Confirmed' &&
          lines.some(
            (line) =>
              line.ResponseDetailId === 9041 && line.Confirmed === 1 && line.DeliveryDate !== null,
          ) &&
          lines.some(
            (line) =>
              line.ResponseDetailId === 9042 && line.Confirmed === 0 && line.DeliveryDate === null,
          )
        );
      },
    ),

    'garage 1 has a waiting enquiry 102 with no quote lines yet': seedHas(
      'waiting enquiry 102 of garage 1 without quote lines',
      () =>
        enquiry(enquiries.waiting)?.GarageId === garages.kirkstall &&
        enquiry(enquiries.waiting)?.Status === 'Waiting' &&
        linesOf(enquiries.waiting).length === 0,
    ),

    'garage 1 has quote document QUO-000101 with recommended prices for 2 parts': seedHas(
      'quote document QUO-000101 of garage 1 with 2 recommended prices',
      () =>
        enquiry(enquiries.quoted)?.Document === 'QUO-000101' &&
        db.prices.findMany((q) => q.where({ Document: 'QUO-000101' })).length === 2,
    ),

    'parts BP-FO-1021 and BD-FO-2210 are stocked at branches and DPF-BM-9002 at none': seedHas(
      'branch stock of BP-FO-1021 and BD-FO-2210 and none of DPF-BM-9002',
      () =>
        branchesOf('BP-FO-1021').length > 0 &&
        branchesOf('BD-FO-2210').length > 0 &&
        branchesOf('DPF-BM-9002').length === 0,
    ),

    'quote line 9301 belongs to garage 3, not to garage 1': seedHas(
      'quote line 9301 on enquiry 301 of garage 3',
      () => {
        const line = db.quoteLines.findFirst((q) => q.where({ ResponseDetailId: 9301 }));
        return (
          line?.EnquiryId === enquiries.bradfordQuoted &&
          enquiry(enquiries.bradfordQuoted)?.GarageId === garages.bradford
        );
      },
    ),
  };
}
