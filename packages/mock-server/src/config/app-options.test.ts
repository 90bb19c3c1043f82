import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { appOptionsFrom } from './app-options.ts';
import { parseConfig } from './config.ts';

const optionsFor = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
  appOptionsFrom(parseConfig(argv, env));

describe("the app's options from the mock config", () => {
  it('turns minutes into milliseconds, and runs the simulator at a trade counter’s pace', () => {
    const options = optionsFor(['--token-lifetime-minutes', '30', '--seed', '3']);
    expect(options).toMatchObject({
      seed: 3,
      clockStart: undefined,
      tokenLifetimeMs: 30 * 60_000,
      demoApi: true,
      simulator: { quoteAfterMs: 60_000, dispatchAfterMs: 120_000, replyAfterMs: 30_000 },
      logger: { level: 'warn' },
      sandboxes: undefined,
      drifts: [],
    });
    expect(options).not.toHaveProperty('trustProxy');
    expect(options).not.toHaveProperty('processName');
    expect(optionsFor(['--no-simulator']).simulator).toBeUndefined();
  });

  it('serves the portal only from a build that is there, and not when told not to', () => {
    const built = mkdtempSync(join(tmpdir(), 'portal-build-'));
    onTestFinished(() => rmSync(built, { recursive: true }));
    // A folder without index.html (a build under way, or failed) is no build.
    mkdirSync(join(built, 'static'));
    expect(optionsFor(['--web', built]).webRoot).toBeUndefined();
    writeFileSync(join(built, 'index.html'), '<!doctype html>');
    expect(optionsFor(['--web', built]).webRoot).toBe(built);
    expect(optionsFor(['--web', built, '--no-web']).webRoot).toBeUndefined();
    expect(optionsFor(['--web', join(built, 'missing')]).webRoot).toBeUndefined();
  });

  it('starts sandboxes in hosted mode only, with their limits and the shared secret', () => {
    const secret = 's'.repeat(40);
    const env = { SANDBOXES: 'on', SANDBOX_SECRET: secret };
    const argv = ['--sandbox-idle-minutes', '10', '--max-sandboxes', '20'];
    expect(optionsFor(argv, env).sandboxes).toEqual({
      expireAfterIdleMs: 10 * 60_000,
      max: 20,
      secret: Buffer.from(secret, 'utf8'),
    });
    expect(optionsFor(['--sandboxes']).sandboxes).toEqual({
      expireAfterIdleMs: 120 * 60_000,
      max: 500,
    });
    expect(optionsFor(argv, { SANDBOX_SECRET: secret }).sandboxes).toBeUndefined();
  });

  it('keeps sandboxes in the store given, signing ids with a secret a SQLite folder keeps', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
    onTestFinished(() => rmSync(folder, { recursive: true }));
    const sqlite = optionsFor(['--sandboxes', '--store', `sqlite:${folder}`]).sandboxes;
    expect(sqlite).toMatchObject({ store: { kind: 'sqlite', folder }, secret: expect.any(Buffer) });
    // The same secret at the next start, so the ids of the sandboxes it keeps still read.
    const again = optionsFor(['--sandboxes', '--store', `sqlite:${folder}`]).sandboxes;
    expect(again?.secret).toEqual(sqlite?.secret);
    const secret = 's'.repeat(40);
    const given = optionsFor(['--sandboxes', '--store', `sqlite:${folder}`], {
      SANDBOX_SECRET: secret,
    }).sandboxes;
    expect(given?.secret).toEqual(Buffer.from(secret, 'utf8'));
    const env = { STORE: 'redis://127.0.0.1:6379', STORE_LEASE_SECONDS: '2' };
    expect(optionsFor(['--sandboxes'], env).sandboxes).toEqual({
      expireAfterIdleMs: 120 * 60_000,
      max: 500,
      store: { kind: 'redis', url: 'redis://127.0.0.1:6379' },
      storeOptions: { leaseMs: 2_000 },
    });
  });

  it('passes on the proxy to trust and the process name, when given', () => {
    const env = { TRUST_PROXY: 'loopback', MOCK_PROCESS_NAME: 'mock-2' };
    expect(optionsFor([], env)).toMatchObject({ trustProxy: 'loopback', processName: 'mock-2' });
  });
});
