// The contract coverage report and the recording hook of the mock server's test apps.
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { buildTestApp } from '@garage/mock-server/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildCoverage,
  formatCoverage,
  pactExercises,
  readMockRecords,
} from '../scripts/coverage-report.ts';
import type { PactDocument } from './pact-file.ts';

const dirs: string[] = [];
afterEach(() => {
  delete process.env.CONTRACT_COVERAGE_DIR;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('recording what the mock server tests exercise', () => {
  it('appends (operationId, status) of every response when CONTRACT_COVERAGE_DIR is set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
    dirs.push(dir);
    process.env.CONTRACT_COVERAGE_DIR = dir;
    const app = await buildTestApp();
    await app.inject({ method: 'GET', url: '/api/user' });
    await app.inject({ method: 'GET', url: '/api/authenticate/mobile/not-a-uuid' });
    await app.close();
    const lines = readdirSync(dir).flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .trim()
        .split('\n')
        .map((line): unknown => JSON.parse(line)),
    );
    expect(lines).toEqual([
      { operationId: 'getCompanyInfo', status: 401 },
      { operationId: 'getDeviceToken', status: 400 },
    ]);
    expect([...readMockRecords(dir)]).toEqual(['getCompanyInfo 401', 'getDeviceToken 400']);
  });
});

describe('the coverage report', () => {
  it('marks each documented status by what exercises it, with the totals', async () => {
    const document = await loadOpenApiDocument();
    const pact = {
      consumer: { name: 'c' },
      provider: { name: 'p' },
      interactions: [
        {
          description: 'company',
          request: { method: 'GET', path: '/api/user' },
          response: { status: 200 },
        },
        {
          description: 'token',
          request: { method: 'GET', path: '/api/authenticate/mobile/x' },
          response: { status: 406 },
        },
        {
          description: 'stray',
          request: { method: 'GET', path: '/api/nowhere' },
          response: { status: 200 },
        },
      ],
    } as PactDocument;
    const { exercised, unmatched } = pactExercises(document, pact);
    const coverage = buildCoverage(
      document,
      exercised,
      new Set(['getCompanyInfo 200', 'getCompanyInfo 401', 'getCompanyInfo 418']),
      unmatched,
    );
    const text = formatCoverage(coverage);
    expect(text).toMatch(/getCompanyInfo +GET \/api\/user +200 +pact, mock-tests/);
    expect(text).toMatch(/getCompanyInfo +GET \/api\/user +401 +mock-tests/);
    expect(text).toMatch(
      /getDeviceToken +GET \/api\/authenticate\/mobile\/\{deviceId\} +406 +pact/,
    );
    expect(text).toMatch(
      /getDeviceToken +GET \/api\/authenticate\/mobile\/\{deviceId\} +200 +none/,
    );
    expect(text).toContain(`Operations with a pact interaction: 2/${coverage.operations}`);
    expect(text).toContain('Exercised but not documented: getCompanyInfo 418');
    expect(text).toContain('Pact interactions matching no operation: GET /api/nowhere (stray)');
  });
});
