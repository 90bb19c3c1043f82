import { Query } from '@msw/data';
import type { operations } from '@garage/api-types/demo-api';
// The demo API's message operations: the supplier writes to a garage, and reads the images of
// a thread without a token.
import { InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { postSupplierMessage } from '../../domain/messages.ts';
import { storeEnquiryImage } from '../../domain/shared.ts';
import { findEnquiry } from './shared.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const messageHandlers: OperationHandlers<
  operations,
  'demoSendSupplierMessage' | 'demoGetImage'
> = {
  async demoSendSupplierMessage(request, reply) {
    const { db, clock } = request.world;
    const enquiry = findEnquiry(request);
    const { Text, Image, BlobStorageId } = request.body;
    if (Image !== undefined && BlobStorageId !== undefined) {
      throw new InvalidInputError('body must not have both Image and BlobStorageId');
    }
    if (Text === '' && Image === undefined && BlobStorageId === undefined) {
      throw new InvalidInputError('body/Text must not be empty without an image');
    }
    const png = Image === undefined ? undefined : Buffer.from(Image, 'base64');
    if (png && !png.subarray(0, pngSignature.length).equals(pngSignature)) {
      throw new InvalidInputError('body/Image must be a base64 PNG');
    }
    if (
      BlobStorageId !== undefined &&
      !db.images.findFirst(new Query((record) => record.Key === BlobStorageId))
    ) {
      throw new InvalidInputError(`body/BlobStorageId names no stored image: ${BlobStorageId}`);
    }

    const imageId = png
      ? await storeEnquiryImage(db, enquiry.EnquiryId, {
          contentType: 'image/png',
          bytes: new Uint8Array(png),
        })
      : (BlobStorageId ?? null);
    const message = await postSupplierMessage(
      db,
      enquiry,
      { Text, BlobStorageId: imageId },
      clock.now(),
    );
    reply.code(201);
    return message;
  },

  // As getImage serves it to the garage, but the back office has no token to send.
  async demoGetImage(request, reply) {
    const { BlobStorageId } = request.params;
    const image = request.world.db.images.findFirst(
      new Query((record) => record.Key === BlobStorageId),
    );
    if (!image) throw new NotFoundError(`No image ${BlobStorageId}`);
    reply.type(image.ContentType).header('cache-control', 'private, max-age=3600');
    return Buffer.from(image.Bytes);
  },
};
