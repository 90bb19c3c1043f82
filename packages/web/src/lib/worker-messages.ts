// What the service worker posts to a page (docs/notifications.md#desktop-notifications).

/** A notification was clicked: the page opens `url` in-app. */
export const openUrlMessage = 'open-url';

export function isOpenUrlMessage(data: unknown): data is { type: 'open-url'; url: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === openUrlMessage &&
    typeof (data as { url?: unknown }).url === 'string'
  );
}
