// The benchmark's targets: how to start each portal to measure, and the first screen's files.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '@garage/deploy/static-server';
import { freePort } from '@garage/server-processes/free-port';
import {
  firstScreenFiles,
  firstScreenRoutes,
  measureFirstScreen,
  type Manifest,
} from '@garage/e2e/bundle-size';

const root = fileURLToPath(new URL('../../', import.meta.url));
const loopback = '127.0.0.1';

export type Running = { portalOrigin: string; apiOrigin: string; stop(): Promise<void> };
export type Target = { name: string; start(): Promise<Running> };

// Every target measured by default.
export const targets: Target[] = [
  { name: 'static', start: () => startStatic() },
  { name: 'demo', start: startDemo },
  // The static host's same-origin option: nginx proxies the supplier (deploy/supplier-proxy.ts).
  { name: 'same-origin', start: () => startStatic({ sameOrigin: true }) },
];

const distDir = join(root, 'packages/web/dist');

export function ensureBuild() {
  if (!existsSync(join(distDir, 'index.html'))) {
    execFileSync('pnpm', ['--filter', '@garage/web', 'build'], { cwd: root, stdio: 'inherit' });
  }
}

const readManifest = async () =>
  JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The first screen's files, as scripts/check-bundle-size.mjs counts them. */
export async function firstScreenPaths(): Promise<Set<string>> {
  return new Set(firstScreenFiles(await readManifest(), firstScreenRoutes).map((f) => `/${f}`));
}

/**
 * The first screen's JavaScript as both hosts send it, brotli bodies without the responses'
 * headers: the figure scripts/check-bundle-size.mjs holds to its budget.
 */
export async function firstScreenSentBytes(): Promise<number> {
  const files = await measureFirstScreen(distDir, firstScreenRoutes);
  return files.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0);
}

/** The entry bundle's path, as index.html loads it. */
export async function entryPath(): Promise<string> {
  const entry = (await readManifest())['index.html'];
  if (!entry) throw new Error('The build manifest has no index.html entry');
  return `/${entry.file}`;
}

/** The demo as `npm start` runs it: the mock serving the portal's build on one origin. */
async function startDemo(): Promise<Running> {
  ensureBuild();
  const port = await freePort(loopback);
  return startMock(['--port', String(port)], `http://127.0.0.1:${port}`);
}

/**
 * Production: the build behind the production nginx config (deploy/), against the mock on
 * four hosts, as the README's deploy section runs it. `sameOrigin`: with nginx passing the
 * supplier's paths on to them (docs/deployment.md#one-origin-no-preflights).
 */
async function startStatic({ sameOrigin = false } = {}): Promise<Running> {
  ensureBuild();
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const [api, mapping, company, supplier] = await Promise.all(
    [0, 1, 2, 3].map(() => freePort(loopback)),
  );
  const portalPort = await freePort(loopback);
  const mock = await startMock(
    [
      ['--port', api],
      ['--mapping-port', mapping],
      ['--company-port', company],
      ['--supplier-port', supplier],
    ]
      .flatMap(([flag, port]) => [String(flag), String(port)])
      .concat('--cors-origin', origin(portalPort)),
    origin(Number(api)),
  );
  try {
    const site = await startStaticServer({
      distDir,
      port: portalPort,
      config: sameOrigin
        ? {
            apiHost: '',
            mappingHost: '',
            supplierHost: '',
            companyHosts: [origin(Number(company))],
          }
        : {
            apiHost: origin(Number(api)),
            mappingHost: origin(Number(mapping)),
            supplierHost: origin(Number(supplier)),
            companyHosts: [origin(Number(company))],
          },
      ...(sameOrigin && {
        proxy: {
          api: origin(Number(api)),
          mapping: origin(Number(mapping)),
          supplier: origin(Number(supplier)),
        },
      }),
    });
    return {
      portalOrigin: site.url,
      // Signing in goes where the portal's calls go.
      apiOrigin: sameOrigin ? site.url : mock.apiOrigin,
      stop: async () => {
        await site.close();
        await mock.stop();
      },
    };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}

/** The mock server (server.ts) with these arguments, once it answers at `origin`. */
export async function startMock(args: string[], origin: string): Promise<Running> {
  const server = spawn(
    process.execPath,
    ['packages/mock-server/src/server.ts', ...args],
    // No supplier simulator: nothing should change in the background between runs.
    {
      cwd: root,
      env: { ...process.env, SIMULATOR: 'off' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Should this process die on an uncaught error, the server must not outlive it.
  const killServer = () => server.kill('SIGKILL');
  process.once('exit', killServer);
  const stop = async () => {
    process.off('exit', killServer);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilAnswering(`${origin}/api/user`, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { portalOrigin: origin, apiOrigin: origin, stop };
}

async function waitUntilAnswering(url: string, gone: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`The server for ${url} exited while starting`);
    try {
      // Any answer will do: a portal that fails to load fails Lighthouse's run, loudly.
      await fetch(url);
      return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
