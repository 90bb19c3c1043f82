import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';

/** A real 2×2 PNG, as the demo API takes an image: its bytes, to send base64. */
export const pngBytes = PNG.sync.write(new PNG({ width: 2, height: 2 }));

/** Calls to the demo API of the app `getApp` answers, and what the garage's portal then sees. */
export function demoApiHelpers(getApp: () => FastifyInstance) {
  return {
    post: (url: string, payload?: object) => getApp().inject({ method: 'POST', url, payload }),
    /** The garage's enquiry as its list shows it (the window covers the seed and today). */
    listed: async (EnquiryId: number, headers: Record<string, string>) => {
      const response = await getApp().inject({
        method: 'POST',
        url: '/api/connectplus/enquiries',
        headers,
        payload: { StartDate: '2026-10-01', EndDate: '2026-12-31' },
      });
      return response
        .json<{ EnquiryId: number; Status: string }[]>()
        .find((item) => item.EnquiryId === EnquiryId);
    },
  };
}
