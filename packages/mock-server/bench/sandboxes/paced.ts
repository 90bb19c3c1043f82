// A steady load for the sandboxes benchmark: requests sent at a fixed rate over a fixed number
// of kept-alive connections, each timed from when it was due to be sent, not from when a
// connection was free to send it (as wrk2 does), so a slow answer counts against every request
// that waited behind it. autocannon's own rate limit sends each second's requests in a burst,
// which measures the burst, not the server. The first second's requests are sent but not
// counted: the connections open and the code warms up then. Each load runs in a process of its own
// (paced-process.ts): a pause of the benchmark's own, whose heap holds every earlier run, would
// count against the server.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';

export type PacedRequest = {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
};
export type PacedLoad = { connections: number; seconds: number; rate: number };
/** `latenciesMs`: those of the requests due after the first second. */
export type PacedResult = { latenciesMs: number[]; failures: number; requests: number };

const warmUpMs = 1_000;

/** `requests` in turn, `load.rate` a second for `load.seconds`, over `load.connections`. */
export async function paced(
  origin: string,
  requests: PacedRequest[],
  load: PacedLoad,
): Promise<PacedResult> {
  const child = fork(new URL('./paced-process.ts', import.meta.url), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send({ origin, requests, load });
  const [result] = (await once(child, 'message')) as [PacedResult];
  await once(child, 'exit');
  return result;
}

/** `paced`, in this process. */
export async function pacedHere(
  origin: string,
  requests: PacedRequest[],
  load: PacedLoad,
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  const total = Math.round(load.rate * load.seconds);
  const latenciesMs: number[] = [];
  let failures = 0;
  let sent = 0;
  let answered = 0;
  const start = performance.now();
  let resolve = () => {};
  const done = new Promise<void>((settle) => {
    resolve = settle;
  });

  const answeredOne = (failed: boolean) => {
    if (failed) failures += 1;
    answered += 1;
    if (answered === total) resolve();
  };

  function send(dueAt: number, { method, path, headers, body }: PacedRequest) {
    const outgoing = request(`${origin}${path}`, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (dueAt - start >= warmUpMs) latenciesMs.push(performance.now() - dueAt);
        answeredOne((response.statusCode ?? 0) >= 300);
      });
    });
    outgoing.on('error', () => answeredOne(true));
    outgoing.end(body);
  }

  // Every millisecond, whatever fell due since: a late tick sends them at once, each still
  // timed from when it was due.
  const ticker = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - start) * load.rate) / 1000));
    for (; sent < due; sent += 1) {
      send(start + (sent * 1000) / load.rate, requests[sent % requests.length] as PacedRequest);
    }
    if (sent === total) clearInterval(ticker);
  }, 1);
  await done;
  agent.destroy();
  return { latenciesMs, failures, requests: total };
}
