// The contract checks' CI pipelines (docs/ci.md), checked here rather than only written: every
// GitHub workflow against GitHub's schema (action-validator), .gitlab-ci.yml against GitLab's
// (gitlab-ci-local, which validates it before anything runs), and the GitLab pipeline's gate job
// run locally on the shell executor, failing on a document with a known break and passing on
// one without. gitlab-ci-local's state goes to the git-ignored .gitlab-ci-local/.
import { readRawOpenApiDocument } from '@garage/api-types/openapi';
import { buildApp } from '@garage/mock-server';
import type { DriftName } from '@garage/mock-server/drifts';
import { signInAt } from '@garage/mock-server/testing';
import { freePort } from '@garage/server-processes/free-port';
import { createServer } from 'node:net';
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineFile } from './openapi.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) =>
  fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const scratch = join(root, '.test-results', 'ci-pipelines');
mkdirSync(scratch, { recursive: true });
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(join(root, '.gitlab-ci-local'), { recursive: true, force: true });
});

/** A command's exit code and what it printed. */
async function run(command: string, args: string[]) {
  return promisify(execFile)(command, args, { cwd: root, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: unknown) => {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, output: stdout + stderr };
    },
  );
}

const validateWorkflow = (file: string) => run(bin('action-validator'), [file]);
const gitlabCiLocal = (args: string[]) =>
  run(bin('gitlab-ci-local'), ['--force-shell-executor', '--no-evaluate-rule-changes', ...args]);

describe('the GitHub workflows', () => {
  const workflows = readdirSync(join(root, '.github/workflows')).map((name) =>
    join('.github/workflows', name),
  );

  it.each(workflows)('%s is valid', async (workflow) => {
    const { code, output } = await validateWorkflow(workflow);
    expect(code, output).toBe(0);
  });

  it('and the validator refuses a step with a key GitHub does not know', async () => {
    const broken = join(scratch, 'broken-workflow.yml');
    const text = readFileSync(join(root, '.github/workflows/contract-gate.yml'), 'utf8');
    writeFileSync(
      broken,
      text.replace('- run: scripts/contract-gate', '- runs: scripts/contract-gate'),
    );
    const { code, output } = await validateWorkflow(broken);
    expect(code).toBe(1);
    expect(output).toContain("Additional property 'runs' is not allowed");
  });
});

describe('.gitlab-ci.yml', () => {
  it("is valid by GitLab's schema, and one that is not is refused", async () => {
    const listed = await gitlabCiLocal(['--list-all']);
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toContain('json schema validated');
    for (const job of ['test', 'contract-gate', 'verify-supplier']) {
      expect(listed.output).toMatch(new RegExp(`^${job}\\s`, 'm'));
    }

    const broken = join('.test-results', 'ci-pipelines', 'broken-gitlab-ci.yml');
    const text = readFileSync(join(root, '.gitlab-ci.yml'), 'utf8');
    writeFileSync(
      join(root, broken),
      text.replace('  timeout: 15m', '  timeout: 15m\n  artefacts: {}'),
    );
    const refused = await gitlabCiLocal(['--list-all', '--file', broken]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      "'artefacts' property is not expected to be here at contract-gate",
    );
  });

  it('runs the gate job: failing on a document that breaks the portal, passing on the baseline', async () => {
    const raw = (await readRawOpenApiDocument(baselineFile)) as { paths: Record<string, unknown> };
    delete raw.paths['/api/user'];
    const brokenDocument = join(scratch, 'supplier-api.broken.yaml');
    writeFileSync(brokenDocument, JSON.stringify(raw));
    const gate = (document: string) =>
      gitlabCiLocal([
        'contract-gate',
        ...['--variable', 'CI_PIPELINE_SOURCE=merge_request_event'],
        ...['--variable', `GATE_DOCUMENT=${document}`],
      ]);
    const report = () => readFileSync(join(root, '.test-results/ci/contract-gate.xml'), 'utf8');

    const failing = await gate(brokenDocument);
    expect(failing.code, failing.output).toBe(1);
    expect(failing.output).toContain('FAIL  contract-gate');
    expect(failing.output).toContain('getCompanyInfo (GET /api/user): path: operation removed');
    expect(report()).toContain('<failure message="path: operation removed" type="breaking"/>');

    const passing = await gate(baselineFile);
    expect(passing.code, passing.output).toBe(0);
    expect(passing.output).toContain('PASS  contract-gate');
    expect(report()).toContain('failures="0"');
  }, 240_000);

  it('runs the nightly job against a supplier: passing on the mock, failing on a drifted one, naming the operation', async () => {
    const nightly = async (drifts: DriftName[]) => {
      const app = await buildApp({ seed: 1, tokenLifetimeMs: 60 * 60 * 1000, drifts });
      try {
        const hosts = await app.listenOnHosts({
          host: '127.0.0.1',
          ports: { api: 0, mapping: 0, company: 0, supplier: 0 },
        });
        const { deviceId } = await signInAt(hosts.api);
        const variables = {
          CI_PIPELINE_SOURCE: 'schedule',
          ...{ SUPPLIER_BASE_URL: hosts.api, SUPPLIER_MAPPING_URL: hosts.mapping },
          ...{ SUPPLIER_COMPANY_URL: hosts.company, SUPPLIER_HOST_URL: hosts.supplier },
          SUPPLIER_DEVICE_ID: deviceId,
          WATCH_PORT: String(await freeRun(4)),
        };
        const args = Object.entries(variables).flatMap(([name, value]) => [
          '--variable',
          `${name}=${value}`,
        ]);
        const job = await gitlabCiLocal(['verify-supplier', ...args]);
        const summary = readFileSync(join(root, '.test-results/ci/verify-supplier.md'), 'utf8');
        return { ...job, summary };
      } finally {
        await app.close();
      }
    };

    const clean = await nightly([]);
    expect(clean.code, clean.output).toBe(0);
    expect(clean.summary).toMatch(/^### ✅ Supplier verification/);
    expect(clean.summary).toContain('### ✅ Drift watch: the answers match the document');

    const drifted = await nightly(['missing-required']);
    expect(drifted.code, drifted.output).toBe(1);
    expect(drifted.output).toContain('FAIL  verify-supplier');
    expect(drifted.summary).toContain(
      '### ❌ Drift watch: the supplier answered unlike the document',
    );
    expect(drifted.summary).toMatch(
      /getCompanyInfo \(GET \/api\/user\) 200 response\/CurrencyCode/,
    );
  }, 240_000);
});

/** The first of `count` consecutive free loopback ports. */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort('127.0.0.1');
    const free = await Promise.all(
      Array.from({ length: count - 1 }, (_, at) => portIsFree(first + at + 1)),
    );
    if (free.every(Boolean)) return first;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}
