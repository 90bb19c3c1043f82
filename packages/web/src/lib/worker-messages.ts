// What the portal's service worker (src/service-worker/sw.ts) and its pages say to each other:
// one module both import, so the two sides cannot name a message differently.

/**
 * Sent by the worker to a portal window when a notification is clicked: show `url`, the
 * absolute URL the page put in the notification's `data.url`, in-app
 * (docs/notifications.md#desktop-notifications).
 */
export const openUrlMessageType = 'open-url';

export type OpenUrlMessage = { type: typeof openUrlMessageType; url: string };

export function isOpenUrlMessage(data: unknown): data is OpenUrlMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === openUrlMessageType &&
    typeof (data as { url?: unknown }).url === 'string'
  );
}
