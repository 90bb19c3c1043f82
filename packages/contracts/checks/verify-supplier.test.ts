// scripts/verify-supplier, run in CI against the mock server standing in for the supplier on
// its four hosts (each answering only its own operations): a device activated through the
// API, only the interactions that change nothing replayed, no provider-state set-up, each
// interaction sent to its operation's host.
import { buildApp } from '@garage/mock-server';
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { operationHosts, type HostOrigins, type HostRole } from '@garage/mock-server/hosts';
import { signInAt } from '@garage/mock-server/testing';
import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  hostVariables,
  optionsFromEnv,
  readOnlyOperations,
  verifySupplier,
} from '../scripts/verify-supplier.ts';
import { matchOperation, operationsOf } from './openapi.ts';
import { defaultPactFile } from './pact-file.ts';

let app: FastifyInstance;
let origins: HostOrigins;
let deviceId: string;
type Served = { method: string; url: string; host: HostRole; status: number };
const served: Served[] = [];

beforeAll(async () => {
  app = await buildApp({ seed: 1, tokenLifetimeMs: 60 * 60 * 1000, validateResponses: true });
  const roleByPort = new Map<number, HostRole>();
  // onResponse: a request the wrong host refuses is recorded too (onRequest stops at the 404).
  app.addHook('onResponse', async (request, reply) => {
    served.push({
      method: request.method,
      url: request.url,
      host: roleByPort.get(request.socket.localPort ?? 0) ?? 'api',
      status: reply.statusCode,
    });
  });
  origins = await app.listenOnHosts({
    host: '127.0.0.1',
    ports: { api: 0, mapping: 0, company: 0, supplier: 0 },
  });
  for (const [role, origin] of Object.entries(origins))
    roleByPort.set(Number(new URL(origin).port), role as HostRole);

  ({ deviceId } = await signInAt(origins.api));
});
afterAll(() => app.close());
beforeEach(() => {
  served.length = 0;
});

const operations = operationsOf(await loadOpenApiDocument());
const operationOf = (method: string, url: string) =>
  matchOperation(operations, method, url)?.operationId ?? '';

/** The environment naming each of the mock's four hosts. */
const fourHosts = () => ({
  SUPPLIER_BASE_URL: origins.api,
  SUPPLIER_MAPPING_URL: origins.mapping,
  SUPPLIER_COMPANY_URL: origins.company,
  SUPPLIER_HOST_URL: origins.supplier,
  SUPPLIER_DEVICE_ID: deviceId,
});

describe('verify-supplier against the mock supplier on four hosts', () => {
  it('replays the read-only interactions on their hosts, all passing, and attempts no write', async () => {
    expect(existsSync(defaultPactFile), 'no pact: run the consumer tests first').toBe(true);

    const report = await verifySupplier(optionsFromEnv(fourHosts()));
    console.log(report.text);

    const gets = report.results.filter((r) => r.request.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.filter((r) => r.outcome !== 'passed')).toEqual([]);
    expect(report.results).toContainEqual(
      expect.objectContaining({
        operationId: 'getDeviceToken',
        host: 'api',
        outcome: 'passed',
        request: `GET /api/authenticate/mobile/${deviceId}`,
      }),
    );
    for (const result of report.results.filter((r) => !r.request.startsWith('GET '))) {
      if (readOnlyOperations.has(result.operationId)) continue;
      expect(result).toMatchObject({
        outcome: 'skipped',
        reasons: [expect.stringContaining('SUPPLIER_VERIFY_WRITES=1')],
      });
    }
    expect(report.ok).toBe(true);
    expect(report.text).toMatch(/\d+ passed, 0 failed, \d+ skipped/);
    // The report names the four hosts used, and each interaction's.
    for (const origin of Object.values(origins)) expect(report.text).toContain(origin);
    expect(report.text).toContain('(getCompanyLookup, mapping host)');

    const writes = served.filter(
      ({ method, url }) => method !== 'GET' && !readOnlyOperations.has(operationOf(method, url)),
    );
    expect(writes).toEqual([]);
    // Every host got its operations and answered them; none was asked another's.
    const hostsOf = operationHosts(await loadOpenApiDocument());
    expect(served.filter(({ status }) => status === 404)).toEqual([]);
    for (const request of served) {
      expect(hostsOf.get(operationOf(request.method, request.url)) ?? ['api']).toContain(
        request.host,
      );
    }
    expect(new Set(served.map(({ host }) => host))).toEqual(
      new Set(['api', 'mapping', 'company', 'supplier']),
    );
    expect(served).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/promotions/PMF1001', host: 'company' }),
    );
  }, 120_000);

  it('fails the interactions sent to the wrong host: the company lookup on the main API', async () => {
    const report = await verifySupplier(
      optionsFromEnv({ ...fourHosts(), SUPPLIER_MAPPING_URL: origins.api }),
    );

    const lookups = report.results.filter((r) => r.operationId === 'getCompanyLookup');
    expect(lookups.length).toBeGreaterThan(0);
    for (const lookup of lookups) {
      expect(lookup).toMatchObject({ outcome: 'failed', host: 'mapping' });
      expect(lookup.reasons.join('\n')).toMatch(/404/);
    }
    expect(
      report.results.filter((r) => r.operationId !== 'getCompanyLookup' && r.outcome === 'failed'),
    ).toEqual([]);
    expect(report.ok).toBe(false);
    expect(report.text).toMatch(
      /mapping host\s+http:\/\/127\.0\.0\.1:\d+\s+\(SUPPLIER_MAPPING_URL\)/,
    );
    expect(report.text).toContain(`mapping host   ${origins.api}`);
    // The main API got the lookups and refused them.
    expect(served).toContainEqual(
      expect.objectContaining({ method: 'GET', host: 'api', status: 404 }),
    );
    expect(served.filter((r) => r.status === 404).map((r) => operationOf(r.method, r.url))).toEqual(
      lookups.map(() => 'getCompanyLookup'),
    );
  }, 120_000);
});

describe('verify-supplier from the command line', () => {
  it('writes its report as JUnit and Markdown too, naming the operation that drifted', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'verify-supplier-'));
    const [junitFile, summaryFile] = [join(folder, 'supplier.xml'), join(folder, 'supplier.md')];
    try {
      const script = fileURLToPath(new URL('../scripts/verify-supplier.ts', import.meta.url));
      const env = { ...process.env, ...fourHosts(), SUPPLIER_MAPPING_URL: origins.api };
      const args = [script, '--junit', junitFile, '--summary', summaryFile];
      const exited = await promisify(execFile)(process.execPath, args, { env }).then(
        () => 0,
        (error: unknown) => (error as { code: number }).code,
      );

      expect(exited).toBe(1);
      const junit = readFileSync(junitFile, 'utf8');
      expect(junit).toMatch(/<testsuite name="Supplier verification" tests="\d+" failures="[1-9]/);
      expect(junit).toMatch(/<testcase classname="getCompanyLookup" name="[^"]+">\s*<failure /);
      const summary = readFileSync(summaryFile, 'utf8').split('\n');
      expect(summary[0]).toMatch(/^### ❌ Supplier verification: \d+ interaction\(s\)/);
      expect(summary[6]).toMatch(/^\| ❌ failed \| getCompanyLookup \| mapping \| .* 404/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('verify-supplier’s environment', () => {
  const base = 'https://api.supplier.example';

  it('needs the main API and credentials', () => {
    expect(() => optionsFromEnv({})).toThrow(/SUPPLIER_BASE_URL/);
    expect(() => optionsFromEnv({ SUPPLIER_BASE_URL: base })).toThrow(/SUPPLIER_DEVICE_ID/);
    expect(optionsFromEnv({ SUPPLIER_BASE_URL: `${base}/`, SUPPLIER_TOKEN: 't' })).toMatchObject({
      token: 't',
      writes: false,
    });
  });

  it('sends every host to SUPPLIER_BASE_URL unless told otherwise', () => {
    expect(optionsFromEnv({ SUPPLIER_BASE_URL: `${base}/`, SUPPLIER_TOKEN: 't' }).hosts).toEqual({
      api: base,
      mapping: base,
      company: base,
      supplier: base,
    });
    expect(
      optionsFromEnv({
        SUPPLIER_BASE_URL: base,
        SUPPLIER_COMPANY_URL: 'https://pennine.example/api-root/',
        SUPPLIER_TOKEN: 't',
      }).hosts,
    ).toEqual({
      api: base,
      mapping: base,
      company: 'https://pennine.example/api-root',
      supplier: base,
    });
  });

  it('takes each host’s own URL', () => {
    expect(
      optionsFromEnv({
        SUPPLIER_BASE_URL: base,
        SUPPLIER_MAPPING_URL: 'https://mapping.supplier.example',
        SUPPLIER_COMPANY_URL: 'https://pennine.example',
        SUPPLIER_HOST_URL: 'http://news.supplier.example:8080/',
        SUPPLIER_DEVICE_ID: 'd',
      }),
    ).toMatchObject({
      deviceId: 'd',
      hosts: {
        api: base,
        mapping: 'https://mapping.supplier.example',
        company: 'https://pennine.example',
        supplier: 'http://news.supplier.example:8080',
      },
    });
  });

  it.each(Object.values(hostVariables))('names %s when its URL is malformed', (variable) => {
    const env = { SUPPLIER_BASE_URL: base, SUPPLIER_TOKEN: 't' };
    for (const bad of ['mapping.supplier.example', 'ftp://mapping.supplier.example', 'http://']) {
      expect(() => optionsFromEnv({ ...env, [variable]: bad })).toThrow(
        new RegExp(`^${variable} is not an? (http\\(s\\) )?URL: `),
      );
    }
    expect(() => optionsFromEnv({ ...env, [variable]: `${base}/?x=1` })).toThrow(
      new RegExp(`^${variable} has a query`),
    );
  });
});
