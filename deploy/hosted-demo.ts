// The hosted demo on this machine: N mock processes in hosted mode, sharing the secret that
// signs sandbox ids and, when given one, the store that keeps the sandboxes, behind nginx,
// which sends every request of one sandbox to one process (docs/demo-sandboxes.md: "More than
// one process"). For scripts/hosted-demo, its browser tests (a process killed and started
// again among them) and benchmarks of N processes against one.
//   node deploy/hosted-demo.ts [--processes 2] [--port 8080] [--host 127.0.0.1] [--store URL]
import { freePort } from '@garage/server-processes/free-port';
import { startServerProcess, type ServerProcess } from '@garage/server-processes/server-process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNginx, defaultNginxPath, startNginx } from './nginx-process.ts';

export type HostedDemoOptions = {
  /** Mock processes behind nginx. Default 2. */
  processes?: number;
  /** nginx's port. Default: a free one. */
  port?: number;
  /** nginx's address (the mock processes listen on loopback only). Default 127.0.0.1. */
  host?: string;
  /** Signs sandbox ids, the same in every process. Default: SANDBOX_SECRET, else random. */
  secret?: string;
  /**
   * Where every process keeps the sandboxes (the mock's --store): a redis:// URL, or
   * sqlite:<folder> on this machine. Default: STORE, else each process's memory.
   */
  store?: string;
  /** More environment for every mock process: SEED, SIMULATOR, WEB_ROOT, LOG_LEVEL... */
  env?: Record<string, string>;
  /** Default: NGINX_PATH or /usr/sbin/nginx (Debian's). */
  nginxPath?: string;
};

export type HostedDemo = {
  /** nginx: the one address visitors use. */
  url: string;
  /** The "Start a demo" page. */
  startUrl: string;
  /** Each mock process, by the name its answers carry in x-mock-process. */
  processes: { name: string; url: string }[];
  /** Kills a process at once, as a crash would (SIGKILL); nginx sends its requests on. */
  kill: (name: string) => Promise<void>;
  /**
   * Stops a process (its requests under way answered first; a killed one is stopped already)
   * and starts it again on its port, with its name.
   */
  restart: (name: string) => Promise<void>;
  /** Stops nginx, then every mock process. */
  close: () => Promise<void>;
};

const mockServer = fileURLToPath(new URL('../packages/mock-server/src/server.ts', import.meta.url));
const loopback = '127.0.0.1';

type MockProcess = ServerProcess & { name: string; url: string };

async function startMock(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<MockProcess> {
  port ??= await freePort(loopback);
  const url = `http://${loopback}:${port}`;
  const server = await startServerProcess({
    name,
    command: process.execPath,
    args: [mockServer],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: loopback,
      SANDBOXES: 'on',
      // nginx on this machine forwards the visitor's address and scheme.
      TRUST_PROXY: 'loopback',
      MOCK_PROCESS_NAME: name,
    },
    // Ready as a balancer would judge it (openapi/mock-demo-api.yaml: /readyz).
    readyUrl: `${url}/readyz`,
    // Seeding its default world takes a few seconds on a busy machine.
    timeoutMs: 30_000,
    stopSignal: 'SIGTERM',
    // Its banner names its own port, which visitors never use: the summary is nginx's.
    stdout: 'ignore',
    labelStderr: true,
  });
  return { name, url, ...server };
}

/** nginx.conf for `upstreams` (host:port each), written into `runDir`; answers its path. */
export function renderHostedNginx(runDir: string, listen: string, upstreams: string[]): string {
  const servers = upstreams.map((upstream) => `        server ${upstream};`).join('\n');
  const values: Record<string, string> = { RUN_DIR: runDir, LISTEN: listen, SERVERS: servers };
  const template = readFileSync(new URL('./hosted-demo/nginx.conf', import.meta.url), 'utf8');
  const file = join(runDir, 'nginx.conf');
  writeFileSync(
    file,
    template.replace(/@([A-Z_]+)@/g, (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`No value for ${placeholder}`);
      return value;
    }),
  );
  return file;
}

export async function startHostedDemo(options: HostedDemoOptions = {}): Promise<HostedDemo> {
  const count = options.processes ?? 2;
  if (!Number.isInteger(count) || count < 1) throw new Error(`processes must be 1 or more`);
  const nginxPath = options.nginxPath ?? defaultNginxPath;
  checkNginx(nginxPath);
  const secret =
    options.secret ?? process.env.SANDBOX_SECRET ?? randomBytes(32).toString('base64url');
  const store = options.store ?? process.env.STORE;
  const env = { ...options.env, SANDBOX_SECRET: secret, ...(store ? { STORE: store } : {}) };
  const host = options.host ?? loopback;
  const port = options.port ?? (await freePort(host));
  const url = `http://${host}:${port}`;

  const started: { close: () => Promise<void> }[] = [];
  // nginx first, then the processes it sends to.
  const close = async () => {
    for (const part of started.splice(0).reverse()) await part.close();
  };
  try {
    const mocks = await Promise.all(
      Array.from({ length: count }, (_, index) => startMock(`mock-${index + 1}`, env)),
    );
    started.push(...mocks);
    const runDir = mkdtempSync(join(tmpdir(), 'hosted-demo-nginx-'));
    started.push({ close: async () => rmSync(runDir, { recursive: true, force: true }) });
    // Started as root, nginx's workers run as nobody, who must reach its temporary folders.
    chmodSync(runDir, 0o755);
    const upstreams = mocks.map((mock) => new URL(mock.url).host);
    const nginxConf = renderHostedNginx(runDir, `${host}:${port}`, upstreams);
    started.push(await startNginx(nginxPath, ['-c', nginxConf], `${url}/__demo/clock`));
    const live = new Map(mocks.map((mock) => [mock.name, mock]));
    const named = (name: string) => {
      const mock = live.get(name);
      if (!mock) throw new Error(`No mock process named ${name}`);
      return mock;
    };
    return {
      url,
      startUrl: `${url}/start`,
      processes: mocks.map(({ name, url: mockUrl }) => ({ name, url: mockUrl })),
      kill: (name) => named(name).kill(),
      async restart(name) {
        const stopped = named(name);
        await stopped.close();
        const again = await startMock(name, env, Number(new URL(stopped.url).port));
        live.set(name, again);
        // Closed with the others: the one it replaces has stopped already.
        started.push(again);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

if (import.meta.main) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '2' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: process.env.HOST ?? loopback },
      store: { type: 'string' },
    },
  });
  try {
    const secretGiven = process.env.SANDBOX_SECRET !== undefined;
    const demo = await startHostedDemo({
      processes: Number(values.processes),
      port: Number(values.port),
      host: values.host,
      ...(values.store === undefined ? {} : { store: values.store }),
    });
    console.log(
      [
        '',
        `Hosted demo (${demo.processes.length} mock processes behind nginx): ${demo.url}/`,
        `Start a demo:  ${demo.startUrl}`,
        ...demo.processes.map((mock) => `  ${mock.name}: ${mock.url}`),
        `Sandboxes kept in: ${values.store ?? process.env.STORE ?? "each process's memory"}`,
        secretGiven
          ? 'Sandbox ids signed with SANDBOX_SECRET.'
          : 'Sandbox ids signed with a random secret for this run (SANDBOX_SECRET sets one).',
        'Ctrl-C stops nginx and every process.',
        '',
      ].join('\n'),
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void demo.close().then(() => process.exit(0)));
    }
  } catch (error) {
    console.error(`hosted-demo: ${(error as Error).message}`);
    process.exit(1);
  }
}
