// The drift watch as a CI job runs it: started with --fail-on-drift, the journeys' calls go
// through, SIGTERM stops it, and its exit code says whether anything differed from the document.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

let companyName: unknown = 'Acme Motor Factors';
const upstream = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      CompanyID: 12,
      CompanyName: companyName,
      CurrencyCode: 'GBP',
      CompanyBrandingBlobStorageID: 'brand-1',
      ConnectPlusColor: '#112233',
      UserID: 7,
    }),
  );
});
let upstreamOrigin = '';
let reportDir = '';

beforeAll(async () => {
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  reportDir = await mkdtemp(join(tmpdir(), 'drift-ci-'));
});
afterAll(() => new Promise((done) => upstream.close(done)));

/** Starts the proxy, makes one call through it, stops it with SIGTERM: its code and output. */
async function oneCallThrough(report: string): Promise<{ code: number | null; output: string }> {
  const proxy = spawn(
    process.execPath,
    [
      join(import.meta.dirname, 'server.ts'),
      ...['--api', upstreamOrigin, '--report', report, '--fail-on-drift'],
      ...['--port', '0', '--mapping-port', '0', '--company-port', '0', '--supplier-port', '0'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const exited = new Promise<number | null>((done) => proxy.on('exit', done));
  const apiHost = await new Promise<string>((done) => {
    proxy.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const origin = /apiHost\s+(\S+)/.exec(output)?.[1];
      if (origin && output.includes('Report:')) done(origin);
    });
  });
  await (await fetch(`${apiHost}/api/user`)).text();
  proxy.kill('SIGTERM');
  return { code: await exited, output };
}

it('exits 0 saying "No differences" when every call was as documented', async () => {
  companyName = 'Acme Motor Factors';
  const report = join(reportDir, 'clean.json');

  const { code, output } = await oneCallThrough(report);

  expect(code).toBe(0);
  expect(output).toContain('Documented statuses not seen:\n  getCompanyInfo (GET /api/user): 401');
  expect(output).toMatch(/\nNo differences\n$/);
  expect(await readFile(join(reportDir, 'clean.txt'), 'utf8')).toMatch(/\nNo differences\n$/);
});

it('exits 1 with the summary when a call differed, without its value', async () => {
  companyName = 4455667788;
  const report = join(reportDir, 'drifted.json');

  const { code, output } = await oneCallThrough(report);

  expect(code).toBe(1);
  expect(output).toContain(
    'getCompanyInfo (GET /api/user) 200 response/CompanyName: document says type {"type":"string"}; came integer; 1 time',
  );
  expect(output).toMatch(/\n1 difference in 1 operation\n$/);
  const text = await readFile(join(reportDir, 'drifted.txt'), 'utf8');
  const json = await readFile(report, 'utf8');
  expect(text).toContain('1 difference in 1 operation');
  expect(`${text}${json}${output}`).not.toContain('4455667788');
});
