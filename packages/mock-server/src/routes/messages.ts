import { SupplierError } from '../plugins/infrastructure/errors.ts';
import type { OperationHandlers } from '../lib/operation-handler.ts';
import {
  checkedImage,
  nextId,
  ownEnquiry,
  storeEnquiryImage,
  toApiMessage,
  withLfLineBreaks,
} from '../lib/enquiry-access.ts';

export const messagesHandlers: OperationHandlers<'getEnquiryMessages' | 'sendMessage'> = {
  async getEnquiryMessages(request) {
    const { db } = request.server;
    const enquiry = ownEnquiry(request, request.params.id);
    const messages = db.messages
      .findMany((q) => q.where({ EnquiryId: enquiry.EnquiryId }))
      .sort((a, b) => Date.parse(b.Datetime) - Date.parse(a.Datetime) || b.MessageId - a.MessageId)
      .map(toApiMessage);
    await db.enquiries.update(enquiry, {
      data(record) {
        record.GarageUnread = 0;
      },
    });
    return messages;
  },

  async sendMessage(request) {
    const { db, clock } = request.server;
    const Text = withLfLineBreaks(request.body.Text).trim();
    const upload = request.uploads.get('Image');
    if (Text === '' && !upload) {
      throw new SupplierError(400, 'body/Text must not be blank when there is no body/Image');
    }
    const enquiry = ownEnquiry(request, request.body.EnquiryID);
    const image = upload && (await checkedImage(upload, 'Image'));

    const message = await db.messages.create({
      MessageId: nextId(db.messages.all(), 'MessageId'),
      EnquiryId: enquiry.EnquiryId,
      Text,
      Datetime: new Date(clock.now()).toISOString(),
      BlobStorageId: image ? await storeEnquiryImage(db, enquiry.EnquiryId, image) : null,
      Garage: true,
      Factor: false,
    });
    const MessageCount = db.messages.findMany((q) =>
      q.where({ EnquiryId: enquiry.EnquiryId }),
    ).length;
    // GarageUnread counts the supplier's messages the garage has not read, so it stays as it is.
    await db.enquiries.update(enquiry, {
      data(record) {
        record.MessageCount = MessageCount;
      },
    });
    return toApiMessage(message);
  },
};
