import { openUrlMessageType, type OpenUrlMessage } from '../lib/worker-messages.ts';

/**
 * Shows `url` in a window of this worker's portal, the focused one first, else a visible one,
 * else any (the page navigates on the message), or in a new window when none is open.
 */
export async function openInPortalWindow(
  clients: Pick<Clients, 'matchAll' | 'openWindow'>,
  url: string,
): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const rank = (client: WindowClient) =>
    client.focused ? 0 : client.visibilityState === 'visible' ? 1 : 2;
  const [client] = windows.toSorted((a, b) => rank(a) - rank(b));
  if (client === undefined) {
    await clients.openWindow(url);
    return;
  }
  // The message first: the page shows the screen even where the browser refuses the focus.
  client.postMessage({ type: openUrlMessageType, url } satisfies OpenUrlMessage);
  await client.focus();
}
