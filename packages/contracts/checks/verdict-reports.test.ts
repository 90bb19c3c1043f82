// The contract checks' verdicts as JUnit XML and Markdown (verdict-reports.ts), and the gate's
// command writing them (scripts/check-breaking.ts --junit --summary).
import { readRawOpenApiDocument } from '@garage/api-types/openapi';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupplierReport } from '../scripts/supplier-options.ts';
import type { Verdict } from './breaking-changes.ts';
import { baselineFile } from './openapi.ts';
import { gateJunit, gateMarkdown, supplierJunit, supplierMarkdown } from './verdict-reports.ts';

const verdict: Verdict = {
  checked: [
    'getCompanyInfo (GET /api/user)',
    'getEnquiryResponses (GET /api/connectplus/response/{id})',
  ],
  breaking: [
    {
      operation: 'getEnquiryResponses (GET /api/connectplus/response/{id})',
      field: 'response 200: $[*].UnitPrice',
      why: 'type changed from string to number <"12.50" & more>',
    },
  ],
  notices: [{ operation: 'newOp (GET /api/new)', field: 'path', why: 'new operation (additive)' }],
};

const report: SupplierReport = {
  ok: false,
  text: '',
  results: [
    {
      ...{ description: 'the user', request: 'GET /api/user', operationId: 'getCompanyInfo' },
      ...{ host: 'api', outcome: 'passed', reasons: [], assumptions: ['a device is activated'] },
    },
    {
      ...{ description: 'quote | lines', request: 'GET /r/1', operationId: 'getEnquiryResponses' },
      ...{ host: 'api', outcome: 'failed', assumptions: [] },
      reasons: ['$.UnitPrice: Expected "12.50" but received 12.5'],
    },
    {
      ...{ description: 'a new enquiry', request: 'POST /e', operationId: 'createEnquiry' },
      ...{ host: 'api', outcome: 'skipped', assumptions: [] },
      reasons: ['it changes data'],
    },
  ],
};

describe("the gate's verdict", () => {
  it('as JUnit: a test case per operation the portal calls, failed with what breaks it', () => {
    const xml = gateJunit(verdict);
    expect(xml).toContain('<testsuite name="Breaking-change gate" tests="2" failures="1"');
    expect(xml).toContain(
      '<testcase classname="breaking-change-gate" name="getCompanyInfo (GET /api/user)"/>',
    );
    expect(xml).toContain(
      '<failure message="response 200: $[*].UnitPrice: type changed from string to number &lt;&quot;12.50&quot; &amp; more>" type="breaking"/>',
    );
  });

  it('as Markdown: the verdict, a row per break, the notices folded away', () => {
    const documents = { current: 'openapi/supplier-api.yaml', baseline: 'baseline.yaml' };
    expect(gateMarkdown(verdict, documents)).toBe(
      [
        '### ❌ Breaking-change gate: 1 change(s) break operations the portal calls',
        '',
        '`openapi/supplier-api.yaml` against the baseline `baseline.yaml`, for the 2 operations the portal calls (its pact).',
        '',
        '| Operation | Where | What breaks |',
        '| --- | --- | --- |',
        '| getEnquiryResponses (GET /api/connectplus/response/{id}) | response 200: $[*].UnitPrice | type changed from string to number &lt;"12.50" &amp; more&gt; |',
        '',
        '<details><summary>Notices (1, not breaking)</summary>',
        '',
        '- newOp (GET /api/new): path: new operation (additive)',
        '',
        '</details>',
        '',
      ].join('\n'),
    );
    const passing = gateMarkdown({ ...verdict, breaking: [], notices: [] }, documents);
    expect(passing).toMatch(/^### ✅ Breaking-change gate: no change breaks/);
    expect(passing).not.toContain('| Operation |');
  });
});

describe("the supplier verification's report", () => {
  it('as JUnit: a test case per interaction, failed, passed or skipped, with why', () => {
    const xml = supplierJunit(report);
    expect(xml).toContain(
      '<testsuite name="Supplier verification" tests="3" failures="1" errors="0" skipped="1">',
    );
    expect(xml).toContain(
      '<failure message="$.UnitPrice: Expected &quot;12.50&quot; but received 12.5" type="mismatch"/>',
    );
    expect(xml).toContain('<system-out><![CDATA[assumes: a device is activated]]></system-out>');
  });

  it('as Markdown: the failures first, naming the operation that drifted', () => {
    const lines = supplierMarkdown(report).split('\n');
    expect(lines[0]).toBe(
      "### ❌ Supplier verification: 1 interaction(s) of the portal's pact failed",
    );
    expect(lines[2]).toBe('1 passed, 1 failed, 1 skipped.');
    expect(lines[6]).toBe(
      '| ❌ failed | getEnquiryResponses | api | quote \\| lines | $.UnitPrice: Expected "12.50" but received 12.5 |',
    );
  });
});

describe('the gate from the command line', () => {
  const script = fileURLToPath(new URL('../scripts/check-breaking.ts', import.meta.url));
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** The gate on `current`; its exit code and the two files it wrote. */
  async function gate(current: string) {
    const junitFile = join(folder, 'gate.xml');
    const summaryFile = join(folder, 'gate.md');
    const args = [script, '--current', current, '--junit', junitFile, '--summary', summaryFile];
    const code = await promisify(execFile)(process.execPath, args).then(
      () => 0,
      (error: unknown) => (error as { code: number }).code,
    );
    return {
      code,
      junit: readFileSync(junitFile, 'utf8'),
      summary: readFileSync(summaryFile, 'utf8'),
    };
  }

  it('writes a failing verdict for a document that breaks the portal, and a passing one for the baseline', async () => {
    folder = mkdtempSync(join(tmpdir(), 'gate-reports-'));
    const raw = (await readRawOpenApiDocument(baselineFile)) as {
      paths: Record<string, unknown>;
    };
    delete raw.paths['/api/user'];
    // JSON is YAML too: the gate reads it as it reads the document.
    const broken = join(folder, 'broken.yaml');
    writeFileSync(broken, JSON.stringify(raw));

    const failing = await gate(broken);
    expect(failing.code).toBe(1);
    expect(failing.junit).toMatch(/<failure message="path: operation removed" type="breaking"\/>/);
    expect(failing.summary).toContain(
      '| getCompanyInfo (GET /api/user) | path | operation removed |',
    );

    const passing = await gate(baselineFile);
    expect(passing.code).toBe(0);
    expect(passing.junit).toContain('failures="0"');
    expect(passing.summary).toMatch(/^### ✅/);
  });
});
