// The proxy between the portal and a supplier that answers as the test says: what differs from
// the document is recorded, without its values, and written to the report.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { allHosts, buildDriftWatch } from './app.ts';
import { companyInfo, json, watchEachTest } from './testing/upstream.ts';

const drift = watchEachTest();
// The supplier: keeps what it received, answers as each test sets `upstream.answer`.
const { upstream } = drift;
const { received } = upstream;

describe('recording', () => {
  const differences = () => drift.watch.log.differences;
  // The clean calls go first: once the drifting one is recorded, theirs would have been too.
  const recorded = (count: number) => vi.waitFor(() => expect(differences()).toHaveLength(count));

  it('records nothing for calls as documented, and one difference for a wrong type', async () => {
    await (await fetch(`${drift.proxy.api}/api/user`)).text();
    upstream.answer = (_request, response) =>
      json(response, 200, [{ CompanyDomain: 'acme.example' }]);
    await (await fetch(`${drift.proxy.mapping}/api/getCompany/12`)).text();
    upstream.answer = (_request, response) =>
      json(response, 200, { ...companyInfo, CompanyName: 4455667788 });
    await (await fetch(`${drift.proxy.api}/api/user`)).text();
    await (await fetch(`${drift.proxy.api}/api/user`)).text();

    await recorded(1);
    expect(differences()[0]).toMatchObject({
      operationId: 'getCompanyInfo',
      method: 'GET',
      path: '/api/user',
      status: 200,
      in: 'response',
      instancePath: '/CompanyName',
      expected: { keyword: 'type', params: { type: 'string' } },
      received: 'integer',
      count: 2,
    });
    await drift.watch.writeReport();
    expect(await readFile(drift.reportPath(), 'utf8')).not.toContain('4455667788');
  });

  it('records a missing field at its own path', async () => {
    const { ConnectPlusColor: _left, ...withoutColour } = companyInfo;
    upstream.answer = (_request, response) => json(response, 200, withoutColour);
    await (await fetch(`${drift.proxy.api}/api/user`)).text();

    await recorded(1);
    expect(differences()[0]).toMatchObject({
      instancePath: '/ConnectPlusColor',
      expected: { keyword: 'required', params: { missingProperty: 'ConnectPlusColor' } },
      received: 'nothing',
    });
  });

  it('records every rule a body breaks, not only the first', async () => {
    const { CurrencyCode: _left, ...withoutCurrency } = companyInfo;
    upstream.answer = (_request, response) =>
      json(response, 200, { ...withoutCurrency, UserID: '7' });
    await (await fetch(`${drift.proxy.api}/api/user`)).text();

    await recorded(2);
    expect(differences().map(({ instancePath, received }) => [instancePath, received])).toEqual(
      expect.arrayContaining([
        ['/CurrencyCode', 'nothing'],
        ['/UserID', 'string'],
      ]),
    );
  });

  it("records a list's items as one place, once per call however many items differ", async () => {
    upstream.answer = (_request, response) =>
      json(response, 200, [{ CompanyDomain: 1 }, { CompanyDomain: 2 }, { CompanyDomain: 3 }]);
    await (await fetch(`${drift.proxy.mapping}/api/getCompany/12`)).text();
    await (await fetch(`${drift.proxy.mapping}/api/getCompany/12`)).text();

    await recorded(1);
    expect(differences()[0]).toMatchObject({
      operationId: 'getCompanyLookup',
      instancePath: '/*/CompanyDomain',
      expected: { keyword: 'type', params: { type: 'string' } },
      received: 'integer',
      count: 2,
    });
  });

  it('checks a compressed answer uncompressed, and passes it on compressed', async () => {
    const zipped = gzipSync(JSON.stringify({ ...companyInfo, CurrencyCode: null }));
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(zipped);
    };
    const response = await fetch(`${drift.proxy.api}/api/user`);

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toMatchObject({ CurrencyCode: null });
    await recorded(1);
    expect(differences()[0]).toMatchObject({ instancePath: '/CurrencyCode', received: 'null' });
  });

  it('records a status the operation does not list', async () => {
    upstream.answer = (_request, response) =>
      json(response, 418, { statusCode: 418, error: "I'm a Teapot", message: 'no' });
    const response = await fetch(`${drift.proxy.api}/api/user`);

    expect(response.status).toBe(418);
    await recorded(1);
    expect(differences()[0]).toMatchObject({
      operationId: 'getCompanyInfo',
      status: 418,
      in: 'status',
      expected: { keyword: 'status', params: { documented: ['200', '401'] } },
      received: '418',
    });
    expect(drift.watch.report().undocumentedStatuses).toEqual([
      {
        operationId: 'getCompanyInfo',
        method: 'GET',
        path: '/api/user',
        status: 418,
        count: 1,
        firstSeen: expect.any(String),
        lastSeen: expect.any(String),
      },
    ]);
  });

  it('lists a server error the operation does not list, but as no difference unless its body is wrong', async () => {
    upstream.answer = (_request, response) =>
      json(response, 500, { statusCode: 500, error: 'Internal Server Error', message: 'down' });
    await (await fetch(`${drift.proxy.api}/api/user`)).text();
    upstream.answer = (_request, response) => json(response, 502, { fault: 'upstream' });
    await (await fetch(`${drift.proxy.api}/api/user`)).text();

    // The error body's three required fields, all missing from the 502's; nothing of the 500.
    await recorded(3);
    expect(differences().map(({ status, instancePath }) => [status, instancePath])).toEqual([
      [502, '/statusCode'],
      [502, '/error'],
      [502, '/message'],
    ]);
    expect(drift.watch.report().undocumentedStatuses.map(({ status }) => status)).toEqual([
      500, 502,
    ]);
  });

  it('lists the operations never answered, and the statuses not seen of those answered', async () => {
    expect(drift.watch.report().notExercised.operations).toContainEqual({
      operationId: 'getCompanyInfo',
      method: 'GET',
      path: '/api/user',
    });
    await (await fetch(`${drift.proxy.api}/api/user`)).text();

    const { notExercised, summary } = drift.watch.report();
    expect(notExercised.operations).not.toContainEqual(
      expect.objectContaining({ operationId: 'getCompanyInfo' }),
    );
    expect(notExercised.operations).toContainEqual({
      operationId: 'getEnquiries',
      method: 'POST',
      path: '/api/connectplus/enquiries',
    });
    expect(notExercised.statuses).toEqual([
      { operationId: 'getCompanyInfo', method: 'GET', path: '/api/user', statuses: [401] },
    ]);
    expect(summary).toMatchObject({ differences: 0, statusesNotExercised: 1 });
  });

  it('sends a JSON body as written, and records an unknown property in it', async () => {
    const body = '{ "parts" : ["BRK-1"],\n  "Garage": "PRIVATE-NAME" }';
    upstream.answer = (_request, response) => json(response, 200, { data: [] });
    await (
      await fetch(`${drift.proxy.api}/api/factor/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    ).text();

    expect(received[0]?.body.toString('utf8')).toBe(body);
    await recorded(1);
    expect(differences()[0]).toMatchObject({
      operationId: 'getPartStock',
      status: null,
      in: 'body',
      instancePath: '/Garage',
      expected: { keyword: 'additionalProperties', params: { additionalProperty: 'Garage' } },
      received: 'string',
    });
  });

  it('writes what it recorded to the report, and its summary beside it, when it closes', async () => {
    upstream.answer = (_request, response) =>
      json(response, 200, { ...companyInfo, UserID: 'u-7' });
    await (await fetch(`${drift.proxy.api}/api/user`)).text();
    await recorded(1);

    await drift.watch.close();

    const report = JSON.parse(await readFile(drift.reportPath(), 'utf8')) as {
      differences: { instancePath: string; count: number; firstSeen: string }[];
    };
    expect(report.differences).toEqual([
      expect.objectContaining({ instancePath: '/UserID', count: 1, firstSeen: expect.any(String) }),
    ]);
    expect(await readFile(join(drift.reportDir, 'report.txt'), 'utf8')).toContain(
      'getCompanyInfo (GET /api/user) 200 response/UserID: document says type {"type":"integer"}; came string; 1 time',
    );
  });
});

it('fails at start, saying why, when the report cannot be written', async () => {
  await expect(
    buildDriftWatch({
      upstreams: allHosts('http://127.0.0.1:1'),
      reportPath: join(drift.reportDir, 'no-such-folder', 'report.json'),
    }),
  ).rejects.toThrow(/^Cannot write the drift report to .*no-such-folder\/report\.json: ENOENT/);
});
