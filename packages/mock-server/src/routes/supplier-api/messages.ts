import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import { InvalidInputError } from '../../domain/errors.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { postGarageMessage, readThread } from '../../domain/messages.ts';
import { storeEnquiryImage } from '../../domain/shared.ts';
import {
  checkedImage,
  ownEnquiry,
  toApiMessage,
  withLfLineBreaks,
} from '../../lib/enquiry-access.ts';

export const messagesHandlers: OperationHandlers<operations, 'getEnquiryMessages' | 'sendMessage'> =
  {
    async getEnquiryMessages(request) {
      const { db } = request.world;
      const enquiry = ownEnquiry(request, request.params.id);
      const messages = db.messages
        .findMany(new Query((record) => record.EnquiryId === enquiry.EnquiryId))
        .sort(
          (a, b) => Date.parse(b.Datetime) - Date.parse(a.Datetime) || b.MessageId - a.MessageId,
        )
        .map(toApiMessage);
      await readThread(db, enquiry);
      return messages;
    },

    async sendMessage(request) {
      const { db, clock } = request.world;
      const Text = withLfLineBreaks(request.body.Text).trim();
      const upload = request.uploads.get('Image');
      if (Text === '' && !upload) {
        throw new InvalidInputError('body/Text must not be blank when there is no body/Image');
      }
      const enquiry = ownEnquiry(request, request.body.EnquiryID);
      const image = upload && (await checkedImage(upload.data, 'Image'));

      const BlobStorageId = image ? await storeEnquiryImage(db, enquiry.EnquiryId, image) : null;
      const message = await postGarageMessage(db, enquiry, { Text, BlobStorageId }, clock.now());
      return toApiMessage(message);
    },
  };
