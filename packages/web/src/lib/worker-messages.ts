// What the portal's service worker (src/service-worker/sw.ts) and its pages say to each other:
// one module both import, so the two sides cannot name a message differently.

/**
 * Sent by the worker to a portal window when a notification is clicked: show `url`, the
 * absolute URL the page put in the notification's `data.url` (docs/offline.md#notifications).
 */
export const openUrlMessageType = 'open-url';

export type OpenUrlMessage = { type: typeof openUrlMessageType; url: string };
