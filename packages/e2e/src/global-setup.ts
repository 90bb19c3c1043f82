// One mock supplier for the whole browser run (vitest's globalSetup, in the main process): the
// portal's production build and the supplier console on one loopback origin, as `npm start`
// serves them, with sandboxes on. Each test file gets a sandbox of its own there (harness.ts),
// so files run side by side without seeing each other's store, clock or faults.
// Every call of the run goes through the drift watch (docs/contract-drift.md): the journeys'
// traffic must match openapi/supplier-api.yaml, and the run fails at the end if any differed.
import { allHosts, buildDriftWatch, differencesText } from '@garage/drift-watch';
import { buildApp } from '@garage/mock-server';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { supplierConsoleRoot, webRoot } from './builds.ts';

/** The run's drift report, kept for reading after the run. */
const reportDir = fileURLToPath(new URL('../../../.test-results/', import.meta.url));

declare module 'vitest' {
  interface ProvidedContext {
    /**
     * The mock's origin as the tests reach it, through the drift watch (e.g.
     * http://127.0.0.1:40123): tests use only their sandbox under it.
     */
    mockOrigin: string;
  }
}

export default function startMock(project: TestProject) {
  return startRunMock(project, { root: webRoot, reportName: 'drift-report' });
}

/**
 * The mock for a run serving the portal's build at `root`, its drift report named
 * `reportName` in .test-results/ (the cross-engine runs have their own: engines/).
 */
export async function startRunMock(
  project: TestProject,
  { root, reportName }: { root: string; reportName: string },
) {
  const reportPath = `${reportDir}${reportName}.json`;
  if (!existsSync(`${root}/index.html`)) {
    throw new Error(
      `No portal build at ${root}: run pnpm --filter @garage/web build first (scripts/test.sh does)`,
    );
  }
  const app = await buildApp({
    seed: 1,
    tokenLifetimeMs: 60 * 60 * 1000,
    // An answer that drifts from the contract fails the journey as a 500 naming the field.
    validateResponses: true,
    webRoot: root,
    demoApi: true,
    // Served only when built: console.e2e.ts says so when it is not.
    supplierConsoleRoot,
    // Every file's sandbox comes from this one address: room for a run and a few reruns.
    sandboxes: { creations: { max: 1000, windowMs: 60 * 60 * 1000 } },
  });
  // A test that calls the supplier or the demo API outside its sandbox (a path starting with
  // '/' against the sandbox's base URL) is told so, rather than passing on another world.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    const outside = /^\/(?:api|__demo)\//.test(path) && path !== '/__demo/sandboxes';
    if (request.world.id === null && outside) {
      throw Object.assign(new Error(`Outside any sandbox: ${request.method} ${path}`), {
        statusCode: 404,
      });
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  await mkdir(reportDir, { recursive: true });
  const watch = await buildDriftWatch({
    upstreams: allHosts(`http://127.0.0.1:${port}`),
    reportPath,
    // The sandboxes' calls are under /s/{id}; the mock names its URLs after the Host it sees.
    pathPrefix: '/s/:sandbox',
    preserveHost: true,
  });
  const proxy = await watch.listen({ ports: allHosts(0) });
  project.provide('mockOrigin', proxy.api);
  return async () => {
    const report = await watch.close();
    await app.close();
    if (report.summary.differences > 0) {
      throw new Error(
        `The journeys' traffic differs from openapi/supplier-api.yaml (report: ${reportPath}):\n${differencesText(report)}`,
      );
    }
  };
}
