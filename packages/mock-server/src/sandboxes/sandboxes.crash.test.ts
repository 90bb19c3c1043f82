// What a crash costs with a store on one machine (docs/demo-sandboxes.md, "What a crash costs"):
// a process that died holding sandboxes' leases is told from one that lives, so its sandboxes
// are served again at once, and a live one, even stopped, is never overtaken before its lease
// runs out. The holder is a real mock process (server.ts); the one taking over, an app here.
import type { Sandbox } from '@garage/api-types/demo-api';
import { freePort } from '@garage/server-processes/free-port';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

const server = fileURLToPath(new URL('../server.ts', import.meta.url));
const secret = 's'.repeat(32);

let folder = '';
let holder: ChildProcess | undefined;
const closers: (() => Promise<unknown>)[] = [];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mock-crash-'));
});
afterEach(async () => {
  holder?.kill('SIGKILL');
  for (const close of closers.splice(0)) await close();
  rmSync(folder, { recursive: true, force: true });
});

/** A mock process on the store, its lease `leaseSeconds`; its URL once it is ready. */
async function startHolder(leaseSeconds: number): Promise<string> {
  const port = await freePort('127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  holder = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      ...{ PORT: String(port), WEB: 'off', SIMULATOR: 'off', SANDBOXES: 'on' },
      ...{ STORE: `sqlite:${folder}`, STORE_LEASE_SECONDS: String(leaseSeconds) },
      SANDBOX_SECRET: secret,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${url}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(200);
  return url;
}

/** An app on the same store, as another process (or the holder restarted) would be. */
async function takingOver(leaseSeconds: number) {
  const app = await buildTestApp({
    demoApi: true,
    metrics: true,
    sandboxes: {
      secret: Buffer.from(secret, 'utf8'),
      store: { kind: 'sqlite', folder },
      storeOptions: { leaseMs: leaseSeconds * 1000 },
    },
  });
  closers.push(() => app.close());
  return app;
}

/** A sandbox started and opened on the holder: its lease taken there. Its path prefix. */
async function heldSandbox(url: string): Promise<string> {
  const created = await fetch(`${url}/__demo/sandboxes`, { method: 'POST' });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as Sandbox;
  expect((await fetch(`${url}/s/${id ?? ''}/__demo/sandbox`)).status).toBe(200);
  return `/s/${id ?? ''}`;
}

describe('with a SQLite store', () => {
  it("a dead holder's sandbox is served at once, before its lease would have run out", async () => {
    const url = await startHolder(10);
    const prefix = await heldSandbox(url);
    const leaseRunsOutBy = Date.now() + 10_000;
    const exited = once(holder as ChildProcess, 'exit');
    holder?.kill('SIGKILL');
    await exited;

    const app = await takingOver(10);
    const answer = await app.inject({ url: `${prefix}/__demo/sandbox` });

    expect(answer.statusCode, answer.body).toBe(200);
    expect(Date.now()).toBeLessThan(leaseRunsOutBy);
    expect((await app.inject({ url: '/metrics' })).body).toContain(
      'garage_mock_store_lease_takeovers_total{store="sqlite",how="at_once"} 1\n',
    );
  }, 30_000);

  it('a stopped holder, alive, keeps its sandbox until its lease runs out', async () => {
    const url = await startHolder(2);
    const leaseRunsOutAfter = Date.now() + 2_000;
    const prefix = await heldSandbox(url);
    holder?.kill('SIGSTOP');

    const app = await takingOver(2);
    const answer = await app.inject({ url: `${prefix}/__demo/sandbox` });

    expect(answer.statusCode, answer.body).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(leaseRunsOutAfter);
    expect((await app.inject({ url: '/metrics' })).body).toContain(
      'garage_mock_store_lease_takeovers_total{store="sqlite",how="waited"} 1\n',
    );
  }, 30_000);
});
