// What saving before every answer adds to a write's p99 at 10 connections (createEnquiry,
// sendMessage), SQLite and Redis against memory, and to the list's (nothing changed: nothing
// written). The p99s beside their targets are of a steady load (paced.ts), the latency a
// request sees; each load is also run flat out, for the rate each store's process serves and
// its CPU per request.
import { fixtures } from '../../../src/records/data/fixtures.ts';
import { median } from '../../statistics.ts';
import {
  createEnquiryLoad,
  listLoad,
  sendMessageLoad,
  type Load,
  type LoadResult,
} from '../load.ts';
import type { startMock } from '../mock-process.ts';
import { endSandboxes, signedInSandboxes, type SignedIn } from '../visitor.ts';
import { ms, names, type Kind, type Row } from './figures.ts';

type Mock = Awaited<ReturnType<typeof startMock>>;

const storeNames = 'memory / SQLite / Redis';
/** What each store may add to a write's p99 (the targets). */
const allowedMs: Record<Kind, number> = { memory: 0, sqlite: 1, redis: 2 };

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

/**
 * `mocks[at]` runs on a store of `kinds[at]`. `rounds` of each load, flat out and at
 * `steadyRate` a second for `seconds`, after one round to warm up.
 */
export async function writesAndList(
  mocks: Mock[],
  kinds: Kind[],
  { seconds, rounds, steadyRate }: { seconds: number; rounds: number; steadyRate: number },
): Promise<Row[]> {
  const rows: Row[] = [];
  const p99s = new Map<string, number[]>();
  const flatP99s = new Map<string, number[]>();
  // Each load twice: flat out (each connection sends again as soon as it is answered), for the
  // rate served and the CPU a request takes; and steadily, for the p99 a request sees.
  const flat: Load = { connections: 10, seconds };
  const steady: Load = { connections: 10, seconds, rate: steadyRate };
  // The list in 20 sandboxes nobody writes to; each write run in 50 fresh sandboxes of its
  // own, ended after it, so that what one run wrote (a longer list, a bigger document, the
  // simulator's work falling due) weighs on no other.
  const listed = await Promise.all(mocks.map((mock) => signedInSandboxes(mock.origin, 20)));
  let visitor = 100;
  const sandboxesFor = (name: string, at: number, origin: string) => {
    if (name === 'enquiry list') return Promise.resolve(listed[at] ?? []);
    visitor += 50;
    return signedInSandboxes(origin, 50, visitor);
  };
  const loads: [
    string,
    (origin: string, sandboxes: SignedIn[], load: Load) => Promise<LoadResult>,
  ][] = [
    ['createEnquiry', createEnquiryLoad],
    [
      'sendMessage',
      (origin, sandboxes, load) =>
        sendMessageLoad(origin, sandboxes, fixtures.enquiries.waiting, load),
    ],
    ['enquiry list', listLoad],
  ];
  const cpuMs = new Map<string, number[]>();
  const rates = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, value: number) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (let round = -1; round < rounds; round += 1) {
    for (const [name, run] of loads) {
      for (const [at, mock] of mocks.entries()) {
        const key = `${name}:${kinds[at]}`;
        // Round -1 warms each process up, unmeasured.
        const warm = round < 0;
        for (const load of [
          warm ? { connections: 10, seconds: 2 } : flat,
          warm ? { connections: 10, seconds: 2, rate: steadyRate } : steady,
        ]) {
          const sandboxes = await sandboxesFor(name, at, mock.origin);
          const before = (await mock.usage()).cpu;
          const { p99Ms, requests, requestsPerSecond } = await run(mock.origin, sandboxes, load);
          const { cpu } = await mock.usage();
          if (name !== 'enquiry list') await endSandboxes(mock.origin, sandboxes);
          if (warm) continue;
          if (load.rate !== undefined) {
            push(p99s, key, p99Ms);
            continue;
          }
          push(flatP99s, key, p99Ms);
          const spent = (cpu.user + cpu.system - before.user - before.system) / 1000 / requests;
          push(cpuMs, key, spent);
          push(rates, key, requestsPerSecond);
        }
      }
    }
  }
  for (const [name] of loads) {
    const p99sOf = (kind: Kind) => p99s.get(`${name}:${kind}`) ?? [];
    const memory = p99sOf('memory');
    const label = `${name} p99 @10, ${steadyRate}/s`;
    rows.push([`${label}, memory (median of rounds)`, ms(median(memory)), '', null]);
    for (const kind of ['sqlite', 'redis'] as const) {
      // Each round's store minus the same round's memory, run next to it; their median is
      // what the store adds (the best round alone flatters it, one lucky round setting it).
      const differences = p99sOf(kind).map((p99, round) => p99 - (memory[round] ?? NaN));
      const added = median(differences);
      // The list changes nothing: its p99 stays as memory's.
      const allowed = name === 'enquiry list' ? 1 : allowedMs[kind];
      rows.push([
        `${label}, ${names[kind]} (median difference)`,
        `${signed(added)} ms (rounds ${differences.map(signed).join(', ')})`,
        `<= +${allowed} ms`,
        added <= allowed,
      ]);
    }
    const all = (map: Map<string, number[]>, pick: (values: number[]) => number, digits = 0) =>
      kinds.map((kind) => pick(map.get(`${name}:${kind}`) ?? []).toFixed(digits)).join(' / ');
    const min = (values: number[]) => Math.min(...values);
    const max = (values: number[]) => Math.max(...values);
    // As fast as answered, the writes queue for the one thread: p99 follows the rate served.
    rows.push([`  ${name} flat out: answered a second, ${storeNames}`, all(rates, max), '', null]);
    rows.push([`  ${name} flat out: p99 @10, ${storeNames}`, `${all(flatP99s, min)} ms`, '', null]);
    rows.push([`  mock CPU per ${name}, ${storeNames}`, `${all(cpuMs, min, 2)} ms`, '', null]);
  }
  return rows;
}
