// The loads of the sandboxes benchmark, spread round-robin over the given sandboxes: signed-in
// garages listing their enquiries (the portal's busiest call), as packages/mock-server/bench
// measures one world, and the writes a store adds a save to: raising an enquiry and sending a
// message.
import autocannon from 'autocannon';
import { paced, type PacedRequest } from './paced.ts';
import { percentile } from '../statistics.ts';
import type { SignedIn } from './visitor.ts';

export type LoadResult = { requestsPerSecond: number; p99Ms: number; requests: number };
/**
 * `rate`: that many requests a second, steadily (paced.ts); without it, each connection sends
 * its next request as soon as its answer comes (autocannon), as fast as the server answers.
 */
export type Load = { connections: number; seconds: number; rate?: number };

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const boundary = 'bench-sandboxes-boundary';

/** A multipart form as the portal sends one. */
function form(fields: Record<string, string>) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

/** `requests` sent by `connections` at once for `seconds`; fails on any answer but a 2xx. */
async function run(origin: string, what: string, requests: PacedRequest[], load: Load) {
  if (load.rate !== undefined)
    return runPaced(origin, what, requests, { ...load, rate: load.rate });
  // Each connection starts at a sandbox of its own, so they do not move in step.
  let connection = 0;
  const result = await autocannon({
    url: origin,
    connections: load.connections,
    duration: load.seconds,
    requests,
    setupClient: (client) => {
      const offset = (connection * requests.length) / load.connections;
      connection += 1;
      const at = Math.floor(offset) % requests.length;
      client.setRequests([...requests.slice(at), ...requests.slice(0, at)]);
    },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${what}: ${failures} failed requests`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

async function runPaced(
  origin: string,
  what: string,
  requests: PacedRequest[],
  load: Load & { rate: number },
): Promise<LoadResult> {
  const { latenciesMs, failures, requests: sent } = await paced(origin, requests, load);
  if (failures > 0) throw new Error(`${what}: ${failures} failed requests`);
  latenciesMs.sort((a, b) => a - b);
  return { requestsPerSecond: load.rate, p99Ms: percentile(latenciesMs, 0.99), requests: sent };
}

export function listLoad(origin: string, sandboxes: SignedIn[], load: Load): Promise<LoadResult> {
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
  return run(origin, 'enquiry list', requests, load);
}

/** createEnquiry: a next-day enquiry for front pads, in each sandbox in turn. */
export function createEnquiryLoad(origin: string, sandboxes: SignedIn[], load: Load) {
  const { contentType, body } = form({
    Status: 'Waiting',
    Notes: '[NEXT DAY] (Ford, Focus)',
    Parts: 'Front brake pads',
    Reg: 'AB12 CDE',
    Consumables: 'false',
  });
  const requests = sandboxes.map(({ id, headers }) => ({
    method: 'POST' as const,
    path: `/s/${id}/api/connectplus/enquiry`,
    headers: { 'content-type': contentType, ...headers },
    body,
  }));
  return run(origin, 'createEnquiry', requests, load);
}

/** sendMessage: the garage writes on enquiry `enquiryId` of each sandbox in turn. */
export function sendMessageLoad(
  origin: string,
  sandboxes: SignedIn[],
  enquiryId: number,
  load: Load,
) {
  const { contentType, body } = form({ EnquiryID: String(enquiryId), Text: 'Any news on this?' });
  const requests = sandboxes.map(({ id, headers }) => ({
    method: 'POST' as const,
    path: `/s/${id}/api/connectplus/garage/message`,
    headers: { 'content-type': contentType, ...headers },
    body,
  }));
  return run(origin, 'sendMessage', requests, load);
}
