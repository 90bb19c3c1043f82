// The load of the sandboxes benchmark: signed-in garages listing their enquiries (the portal's
// busiest call), spread round-robin over the given sandboxes, as packages/mock-server/bench
// measures one world.
import autocannon from 'autocannon';
import type { SignedIn } from './visitor.ts';

export type LoadResult = { requestsPerSecond: number; p99Ms: number };

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function listLoad(
  origin: string,
  sandboxes: SignedIn[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  // The portal's default window: sandboxes here keep the real time.
  const body = JSON.stringify({
    StartDate: isoDay(Date.now() - 36 * dayMs),
    EndDate: isoDay(Date.now() + dayMs),
  });
  const requests = sandboxes.map(({ id, headers }) => ({
    method: 'POST' as const,
    path: `/s/${id}/api/connectplus/enquiries`,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  }));
  // Each connection starts at a sandbox of its own, so they do not move in step.
  let connection = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests,
    setupClient: (client) => {
      const offset = (connection * requests.length) / connections;
      connection += 1;
      const at = Math.floor(offset) % requests.length;
      client.setRequests([...requests.slice(at), ...requests.slice(0, at)]);
    },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`enquiry list: ${failures} failed requests`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}
