// One mock process as the hosted demo runs it (server.ts --sandboxes, the simulator on), for
// the sandboxes benchmark, which can read its CPU time and its memory after a garbage collection.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '@garage/server-processes/free-port';

const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const gcHook = new URL('./gc-hook.ts', import.meta.url).href;

/** `args`: more of the mock's flags (a store); `env`: more variables (SANDBOX_SECRET). */
export async function startMock(args: string[] = [], env: Record<string, string> = {}) {
  const port = await freePort('127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  const child = fork(
    server,
    // As behind the hosted demo's nginx: the client's address comes from X-Forwarded-For.
    ['--sandboxes', '--no-web', '--port', String(port), '--trust-proxy', '127.0.0.1', ...args],
    {
      env: { ...process.env, ...env },
      execArgv: ['--expose-gc', '--import', gcHook],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error('The mock exited while starting');
    if (attempt > 150) throw new Error(`${origin} did not answer within 30 s`);
    if (await fetch(`${origin}/__demo/sandboxes`).catch(() => null)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,

    /** The process's CPU time so far, and its memory after a full garbage collection. */
    async usage(): Promise<{ cpu: NodeJS.CpuUsage; memory: NodeJS.MemoryUsage }> {
      child.send('usage');
      const [usage] = (await once(child, 'message')) as [
        { cpu: NodeJS.CpuUsage; memory: NodeJS.MemoryUsage },
      ];
      return usage;
    },

    /** Stops it as a balancer or Docker would (SIGTERM: it drains, then gives its leases up). */
    async stop() {
      await this.signal('SIGTERM');
    },

    /** Kills it as a crash would (SIGKILL: nothing given up). */
    async kill() {
      await this.signal('SIGKILL');
    },

    async signal(signal: NodeJS.Signals) {
      process.off('exit', killChild);
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}
