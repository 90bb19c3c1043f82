// The proxy between the portal and a supplier that answers as the test says: what goes through
// must arrive unchanged, and what differs from the document is recorded, without its values.
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDriftWatch, hostRoles, type DriftWatch, type HostRole } from './app.ts';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
type Answer = (request: Received, response: ServerResponse) => void;

const companyInfo = {
  CompanyID: 12,
  CompanyName: 'Acme Motor Factors',
  CurrencyCode: 'GBP',
  CompanyBrandingBlobStorageID: 'brand-1',
  ConnectPlusColor: '#112233',
  UserID: 7,
};
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

// The supplier: keeps what it received, answers with `answer`.
const received: Received[] = [];
let answer: Answer = (_request, response) => json(response, 200, companyInfo);
const upstream = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    };
    received.push(seen);
    answer(seen, response);
  });
});
let upstreamOrigin = '';
let reportDir = '';

beforeAll(async () => {
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  reportDir = await mkdtemp(join(tmpdir(), 'drift-watch-'));
});
afterAll(() => new Promise((done) => upstream.close(done)));

const allAt = (origin: string) =>
  Object.fromEntries(hostRoles.map((role) => [role, origin])) as Record<HostRole, string>;
const anyPorts = allAt as unknown as (port: 0) => Record<HostRole, number>;

let watch: DriftWatch;
let proxy: Record<HostRole, string>;
const reportPath = () => join(reportDir, 'report.json');

beforeEach(async () => {
  received.length = 0;
  answer = (_request, response) => json(response, 200, companyInfo);
  watch = await buildDriftWatch({ upstreams: allAt(upstreamOrigin), reportPath: reportPath() });
  proxy = await watch.listen({ ports: anyPorts(0) });
});
afterEach(() => watch.close());

describe('forwarding', () => {
  it('sends a multipart upload upstream byte for byte and its answer back unchanged', async () => {
    const boundary = '----drift7d1';
    const upload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Reg"\r\n\r\nAB12 CDE\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const enquiry = `{ "EnquiryId": 1,  "Reg": "AB12 CDE" }`;
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'x-supplier': 'yes' });
      response.end(enquiry);
    };

    const response = await fetch(`${proxy.api}/api/connectplus/enquiry?draft=1&a=%20b`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: 'Bearer token-1',
      },
      body: upload,
    });

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/connectplus/enquiry?draft=1&a=%20b',
      body: upload,
    });
    expect(received[0]?.headers).toMatchObject({
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(upload.length),
      authorization: 'Bearer token-1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-supplier')).toBe('yes');
    expect(await response.text()).toBe(enquiry);
  });

  it('passes a CORS preflight and its answer untouched', async () => {
    answer = (_request, response) => {
      response.writeHead(204, {
        'access-control-allow-origin': 'https://portal.example',
        'access-control-allow-headers': 'authorization',
      });
      response.end();
    };

    const response = await fetch(`${proxy.company}/api/garage/addDevice/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portal.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });

    expect(received[0]).toMatchObject({ method: 'OPTIONS', url: '/api/garage/addDevice/' });
    expect(received[0]?.headers).toMatchObject({
      origin: 'https://portal.example',
      'access-control-request-method': 'POST',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://portal.example');
  });

  it('asks the upstream once, even for a GET it answers 503', async () => {
    answer = (_request, response) =>
      json(response, 503, { statusCode: 503, error: 'Service Unavailable', message: 'busy' });

    const response = await fetch(`${proxy.api}/api/user`);

    expect(response.status).toBe(503);
    expect(received).toHaveLength(1);
  });

  it('drops the connection when the upstream is down, as calling it directly would fail', async () => {
    const down = createServer();
    await new Promise<void>((done) => down.listen(0, '127.0.0.1', done));
    const downOrigin = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    await new Promise((done) => down.close(done));
    const onDown = await buildDriftWatch({
      upstreams: allAt(downOrigin),
      reportPath: join(reportDir, 'down.json'),
    });
    const origins = await onDown.listen({ ports: anyPorts(0) });

    await expect(fetch(`${downOrigin}/api/user`)).rejects.toThrow(TypeError);
    await expect(fetch(`${origins.api}/api/user`)).rejects.toThrow(TypeError);
    await onDown.close();
  });

  it('cuts the answer short when the upstream does, as calling it directly would fail', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"CompanyID": 12,');
      setTimeout(() => response.destroy(), 20);
    };

    const cut = await fetch(`${proxy.api}/api/user`);

    await expect(cut.text()).rejects.toThrow(TypeError);
    answer = (_request, response) => json(response, 200, companyInfo);
    expect(await (await fetch(`${proxy.api}/api/user`)).json()).toEqual(companyInfo);
  });
});

describe('recording', () => {
  const differences = () => watch.log.differences;
  // The clean calls go first: once the drifting one is recorded, theirs would have been too.
  const recorded = (count: number) => vi.waitFor(() => expect(differences()).toHaveLength(count));

  it('records nothing for calls as documented, and one difference for a wrong type', async () => {
    await (await fetch(`${proxy.api}/api/user`)).text();
    answer = (_request, response) => json(response, 200, [{ CompanyDomain: 'acme.example' }]);
    await (await fetch(`${proxy.mapping}/api/getCompany/12`)).text();
    answer = (_request, response) =>
      json(response, 200, { ...companyInfo, CompanyName: 4455667788 });
    await (await fetch(`${proxy.api}/api/user`)).text();
    await (await fetch(`${proxy.api}/api/user`)).text();

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
    await watch.writeReport();
    expect(await readFile(reportPath(), 'utf8')).not.toContain('4455667788');
  });

  it('records a missing field at its own path', async () => {
    const { ConnectPlusColor: _left, ...withoutColour } = companyInfo;
    answer = (_request, response) => json(response, 200, withoutColour);
    await (await fetch(`${proxy.api}/api/user`)).text();

    await recorded(1);
    expect(differences()[0]).toMatchObject({
      instancePath: '/ConnectPlusColor',
      expected: { keyword: 'required', params: { missingProperty: 'ConnectPlusColor' } },
      received: 'nothing',
    });
  });

  it('records every rule a body breaks, not only the first', async () => {
    const { CurrencyCode: _left, ...withoutCurrency } = companyInfo;
    answer = (_request, response) => json(response, 200, { ...withoutCurrency, UserID: '7' });
    await (await fetch(`${proxy.api}/api/user`)).text();

    await recorded(2);
    expect(differences().map(({ instancePath, received }) => [instancePath, received])).toEqual(
      expect.arrayContaining([
        ['/CurrencyCode', 'nothing'],
        ['/UserID', 'string'],
      ]),
    );
  });

  it("records a list's items as one place, once per call however many items differ", async () => {
    answer = (_request, response) =>
      json(response, 200, [{ CompanyDomain: 1 }, { CompanyDomain: 2 }, { CompanyDomain: 3 }]);
    await (await fetch(`${proxy.mapping}/api/getCompany/12`)).text();
    await (await fetch(`${proxy.mapping}/api/getCompany/12`)).text();

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
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(zipped);
    };
    const response = await fetch(`${proxy.api}/api/user`);

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toMatchObject({ CurrencyCode: null });
    await recorded(1);
    expect(differences()[0]).toMatchObject({ instancePath: '/CurrencyCode', received: 'null' });
  });

  it('records a status the operation does not list', async () => {
    answer = (_request, response) =>
      json(response, 418, { statusCode: 418, error: "I'm a Teapot", message: 'no' });
    const response = await fetch(`${proxy.api}/api/user`);

    expect(response.status).toBe(418);
    await recorded(1);
    expect(differences()[0]).toMatchObject({
      operationId: 'getCompanyInfo',
      status: 418,
      in: 'status',
      expected: { keyword: 'status', params: { documented: ['200', '401'] } },
      received: '418',
    });
    expect(watch.report().undocumentedStatuses).toEqual([
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

  it('lists the operations never answered, and the statuses not seen of those answered', async () => {
    expect(watch.report().notExercised.operations).toContainEqual({
      operationId: 'getCompanyInfo',
      method: 'GET',
      path: '/api/user',
    });
    await (await fetch(`${proxy.api}/api/user`)).text();

    const { notExercised, summary } = watch.report();
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

  it("checks a request on its operation's host only", async () => {
    answer = (_request, response) => json(response, 200, []);
    // The main API serves no getCompanyLookup: a call there is not that operation's.
    await (await fetch(`${proxy.api}/api/getCompany/ACME-SECRET`)).text();
    await (await fetch(`${proxy.mapping}/api/getCompany/ACME-SECRET`)).text();

    await recorded(1);
    expect(differences()[0]).toMatchObject({
      operationId: 'getCompanyLookup',
      path: '/api/getCompany/{CompanyID}',
      status: null,
      in: 'path',
      instancePath: '/CompanyID',
      expected: { keyword: 'type', params: { type: 'integer' } },
      received: 'string',
    });
  });

  it('sends a JSON body as written, and records an unknown property in it', async () => {
    const body = '{ "parts" : ["BRK-1"],\n  "Garage": "PRIVATE-NAME" }';
    answer = (_request, response) => json(response, 200, { data: [] });
    await (
      await fetch(`${proxy.api}/api/factor/stock`, {
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
    answer = (_request, response) => json(response, 200, { ...companyInfo, UserID: 'u-7' });
    await (await fetch(`${proxy.api}/api/user`)).text();
    await recorded(1);

    await watch.close();

    const report = JSON.parse(await readFile(reportPath(), 'utf8')) as {
      differences: { instancePath: string; count: number; firstSeen: string }[];
    };
    expect(report.differences).toEqual([
      expect.objectContaining({ instancePath: '/UserID', count: 1, firstSeen: expect.any(String) }),
    ]);
    expect(await readFile(join(reportDir, 'report.txt'), 'utf8')).toContain(
      'getCompanyInfo (GET /api/user) 200 response/UserID: document says type {"type":"integer"}; came string; 1 time',
    );
  });
});

it('fails at start, saying why, when the report cannot be written', async () => {
  await expect(
    buildDriftWatch({
      upstreams: allAt('http://127.0.0.1:1'),
      reportPath: join(reportDir, 'no-such-folder', 'report.json'),
    }),
  ).rejects.toThrow(/^Cannot write the drift report to .*no-such-folder\/report\.json: ENOENT/);
});
