// The hosted demo's image (hosted-demo/Dockerfile) cannot be built here (no Docker engine), so
// this runs what it would run: its start command with its environment, from the repository as
// the image copies it, then its HEALTHCHECK command, alive and after the stop signal.
import { freePort } from '@garage/server-processes/free-port';
import { startServerProcess } from '@garage/server-processes/server-process';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('..', import.meta.url));
const dockerfile = readFileSync(new URL('hosted-demo/Dockerfile', import.meta.url), 'utf8');

/** An instruction's JSON (exec form) arguments (HEALTHCHECK's command's), lines joined. */
function execForm(instruction: string): string[] {
  const joined = dockerfile.replace(/\\\n\s*/g, ' ');
  const line = joined.split('\n').find((each) => each.startsWith(`${instruction} `)) ?? '';
  const json = line.slice(line.indexOf('['));
  return JSON.parse(json) as string[];
}

/** The image's ENV, as NAME=value pairs on one line. */
function imageEnv(): Record<string, string> {
  const line = dockerfile.split('\n').find((each) => each.startsWith('ENV ')) ?? '';
  return Object.fromEntries(
    line
      .slice('ENV '.length)
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

const healthcheck = execForm('HEALTHCHECK');

let data = '';
afterEach(() => rmSync(data, { recursive: true, force: true }));

describe("the hosted demo image's commands", () => {
  it('start the demo with sandboxes in the data folder, healthy until the stop signal ends it', async () => {
    data = mkdtempSync(join(tmpdir(), 'hosted-demo-image-'));
    const port = await freePort('127.0.0.1');
    const env = {
      ...process.env,
      ...imageEnv(),
      // Here the loopback stands for the container's own address, and a folder for /data.
      HOST: '127.0.0.1',
      PORT: String(port),
      STORE: `sqlite:${data}`,
      DRAIN_SECONDS: '0',
      SANDBOX_SECRET: 'd'.repeat(32),
    };
    expect(imageEnv()).toMatchObject({ SANDBOXES: 'on', STORE: 'sqlite:/data' });
    const [command = '', ...args] = execForm('CMD');
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
    const demo = await startServerProcess({
      name: 'hosted-demo-image',
      command: command === 'node' ? process.execPath : command,
      args: args.map((arg) => join(repository, arg)),
      env,
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      timeoutMs: 30_000,
      stopSignal: 'SIGTERM',
      stdout: 'ignore',
      labelStderr: true,
    });
    const check = () =>
      promisify(execFile)(process.execPath, healthcheck.slice(1), { env, timeout: 5_000 });
    try {
      expect(healthcheck[0]).toBe('node');
      await expect(check()).resolves.toMatchObject({ stdout: '', stderr: '' });
      const started = await fetch(`http://127.0.0.1:${port}/__demo/sandboxes`, { method: 'POST' });
      expect(started.status).toBe(201);
    } finally {
      await demo.close();
    }
    await expect(check()).rejects.toMatchObject({ code: 1 });
    expect(existsSync(join(data, 'sandboxes.sqlite'))).toBe(true);
  }, 60_000);
});
