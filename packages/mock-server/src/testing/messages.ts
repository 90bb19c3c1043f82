import { Query } from '@msw/data';
import type { FastifyInstance } from 'fastify';

export type ApiMessage = { MessageId: number; BlobStorageId: string | null } & Record<
  string,
  unknown
>;

export const threadUrl = (id: number | string) => `/api/connectplus/garage/messages/${id}/true`;

/** A message form; a field given as undefined is left out. */
export function messageForm(
  fields: Record<string, string | undefined>,
  image?: { bytes: Uint8Array; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value);
  }
  if (image) {
    form.set(
      'Image',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }),
      'photo.png',
    );
  }
  return form;
}

/** Sending a message to the app `getApp` answers, and reading back its enquiry. */
export function messageHelpers(getApp: () => FastifyInstance) {
  return {
    send: (headers: Record<string, string>, form: FormData) =>
      getApp().inject({
        method: 'POST',
        url: '/api/connectplus/garage/message',
        headers,
        body: form,
      }),
    enquiry: (EnquiryId: number) =>
      getApp().world.db.enquiries.findFirst(new Query((record) => record.EnquiryId === EnquiryId)),
  };
}
