// States of enquiry messages. The seed holds the thread; the state checks it is there as its
// name says, so a renamed fixture fails loudly.
import { fixtures } from '@garage/mock-server/seed-fixtures';
import { seedHas, type StateContext, type StateHandlers } from './support.ts';

const { garages, enquiries } = fixtures;

export function messagesStates({ app }: StateContext): StateHandlers {
  const { db } = app.world;
  return {
    'garage 1 has a quoted enquiry 101 with a thread of 2 text messages, the supplier’s reply newest':
      seedHas('thread of 2 text messages on enquiry 101 of garage 1, the supplier’s newest', () => {
        const enquiry = db.enquiries.findFirst((q) => q.where({ EnquiryId: enquiries.quoted }));
        const thread = db.messages
          .findMany((q) => q.where({ EnquiryId: enquiries.quoted }))
          .sort((a, b) => Date.parse(b.Datetime) - Date.parse(a.Datetime));
        const [newest, oldest] = thread;
        return (
          enquiry?.GarageId === garages.kirkstall &&
          enquiry.Status === 'Quoted' &&
          thread.length === 2 &&
          thread.every((message) => message.BlobStorageId === null) &&
          newest?.Factor === true &&
          !newest.Garage &&
          oldest?.Garage === true &&
          !oldest.Factor
        );
      }),
  };
}
