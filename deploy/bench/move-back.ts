// The move-back benchmark (not a test; docs/demo-sandboxes.md, "Graceful restarts"): what a
// visitor waits once nginx sends their sandbox back to its own process after that process went
// and came back. Two mock processes behind nginx on one SQLite store, 5-second leases; a visitor
// asks every `interval` ms. The process serving the sandbox is stopped (SIGTERM) or killed
// (SIGKILL) and started again, while requests every 15 ms go on to the other process (nginx
// avoids the one that went for 10 seconds); then the visitor's requests go on for 22 seconds,
// over the move back. The figure is the slowest answer: the wait for the other process's lease.
//   node deploy/bench/move-back.ts      (scripts/bench-move-back installs nginx first)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startHostedDemo, type HostedDemo } from '../hosted-demo.ts';

const leaseSeconds = 5;
const watchMs = 22_000;
// A fifth of a lease: how long a process keeps an idle sandbox's lease (sandbox-keeper.ts).
const targetMs = (leaseSeconds * 1000) / 5;

async function answerMs(url: string): Promise<{ ms: number; process: string }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.body?.cancel();
  return {
    ms: performance.now() - started,
    process: response.headers.get('x-mock-process') ?? '',
  };
}

/** The slowest answer to a visitor asking every `intervalMs` across the process's return. */
async function slowestAfter(demo: HostedDemo, how: 'SIGTERM' | 'SIGKILL', intervalMs: number) {
  const created = await fetch(`${demo.url}/__demo/sandboxes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'Moved back' }),
  });
  const { portalUrl } = (await created.json()) as { portalUrl: string };
  const url = `${portalUrl}__demo/clock`;
  const { process: serving } = await answerMs(url);

  const back = new AbortController();
  const meanwhile = (async () => {
    while (!back.signal.aborted) {
      await answerMs(url).catch(() => undefined);
      await sleep(15);
    }
  })();
  if (how === 'SIGKILL') await demo.kill(serving);
  await demo.restart(serving);
  back.abort();
  await meanwhile;

  const from = performance.now();
  let slowest = 0;
  while (performance.now() - from < watchMs) {
    slowest = Math.max(slowest, (await answerMs(url)).ms);
    await sleep(intervalMs);
  }
  return slowest;
}

const data = mkdtempSync(join(tmpdir(), 'bench-move-back-'));
const demo = await startHostedDemo({
  processes: 2,
  store: `sqlite:${data}`,
  // The simulator on, as a hosted demo runs it: it steps every sandbox in use each second.
  env: { STORE_LEASE_SECONDS: String(leaseSeconds) },
});
try {
  const rows: string[][] = [];
  for (const how of ['SIGTERM', 'SIGKILL'] as const) {
    for (const intervalMs of [300, 2000]) {
      const slowest = await slowestAfter(demo, how, intervalMs);
      rows.push([
        `holder ${how === 'SIGTERM' ? 'stopped' : 'killed'}, a request every ${intervalMs} ms`,
        `${slowest.toFixed(0)} ms`,
        `<= ${targetMs} ms`,
        slowest <= targetMs ? 'yes' : 'NO',
      ]);
    }
  }
  const header = ['slowest answer over the move back', 'measured', 'target', 'met'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  }
} finally {
  await demo.close();
  rmSync(data, { recursive: true, force: true });
}
