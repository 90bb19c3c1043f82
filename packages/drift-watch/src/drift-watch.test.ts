// The proxy between the portal and a supplier that answers as the test says: what goes through
// must arrive unchanged, and what differs from the document is recorded, without its values.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allHosts, buildDriftWatch, type DriftWatch, type HostRole } from './app.ts';
import {
  closing,
  companyInfo,
  json,
  listening,
  reportFolder,
  testUpstream,
  watchInFront,
} from './testing/upstream.ts';

// The supplier: keeps what it received, answers as each test sets `upstream.answer`.
const upstream = testUpstream();
const { received } = upstream;
let reportDir = '';
beforeAll(async () => {
  reportDir = await reportFolder();
});

let watch: DriftWatch;
let proxy: Record<HostRole, string>;
const reportPath = () => join(reportDir, 'report.json');

beforeEach(async () => {
  ({ watch, proxy } = await watchInFront(upstream.origin, reportPath()));
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
    upstream.answer = (_request, response) => {
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
    upstream.answer = (_request, response) => {
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
    upstream.answer = (_request, response) =>
      json(response, 503, { statusCode: 503, error: 'Service Unavailable', message: 'busy' });

    const response = await fetch(`${proxy.api}/api/user`);

    expect(response.status).toBe(503);
    expect(received).toHaveLength(1);
  });
});

/** Another supplier host on a server of its own, answering every call with an empty list. */
async function listOnlyServer() {
  const server = createServer((request, response) => {
    request.resume();
    json(response, 200, []);
  });
  return { origin: await listening(server), close: () => closing(server) };
}

describe('addressing', () => {
  // getCompanyLookup's CompanyID is an integer: a text one is a difference, when checked.
  const lookup = '/api/getCompany/ACME-SECRET';
  const checked = () => vi.waitFor(() => expect(watch.log.differences).toHaveLength(1));

  it("checks a call on its operation's own host only, when the hosts are separate servers", async () => {
    const mapping = await listOnlyServer();
    const { watch: separate, proxy: origins } = await watchInFront(
      upstream.origin,
      join(reportDir, 'separate.json'),
      { upstreams: { ...allHosts(upstream.origin), mapping: mapping.origin } },
    );
    upstream.answer = (_request, response) => json(response, 200, []);
    // The main API's server serves no getCompanyLookup: a call there is not that operation.
    await (await fetch(`${origins.api}${lookup}`)).text();
    await (await fetch(`${origins.mapping}${lookup}`)).text();
    await separate.close();
    await mapping.close();

    expect(separate.log.differences).toEqual([
      expect.objectContaining({
        operationId: 'getCompanyLookup',
        path: '/api/getCompany/{CompanyID}',
        status: null,
        in: 'path',
        instancePath: '/CompanyID',
        expected: { keyword: 'type', params: { type: 'integer' } },
        received: 'string',
        count: 1,
      }),
    ]);
  });

  it("checks every host's operations on any port, when one server is all the hosts", async () => {
    upstream.answer = (_request, response) => json(response, 200, []);
    await (await fetch(`${proxy.api}${lookup}`)).text();

    await checked();
    expect(watch.log.differences[0]).toMatchObject({ operationId: 'getCompanyLookup' });
  });

  it('checks a call under the path prefix as its operation, and forwards the path as it came', async () => {
    await watch.close();
    ({ watch, proxy } = await watchInFront(upstream.origin, reportPath(), {
      pathPrefix: '/s/:sandbox',
    }));
    upstream.answer = (_request, response) => json(response, 200, []);

    await (await fetch(`${proxy.mapping}/s/b7Kx-2/api/getCompany/ACME-SECRET`)).text();

    expect(received[0]?.url).toBe('/s/b7Kx-2/api/getCompany/ACME-SECRET');
    await checked();
    // The prefix's own segment is no parameter of the operation's.
    expect(watch.log.differences[0]).toMatchObject({
      operationId: 'getCompanyLookup',
      in: 'path',
      instancePath: '/CompanyID',
    });
  });

  it("names the upstream as the Host, or the portal's own with preserveHost", async () => {
    await (await fetch(`${proxy.api}/api/user`)).text();
    await watch.close();
    ({ watch, proxy } = await watchInFront(upstream.origin, reportPath(), {
      preserveHost: true,
    }));
    await (await fetch(`${proxy.api}/api/user`)).text();

    expect(received.map(({ headers }) => headers.host)).toEqual([
      new URL(upstream.origin).host,
      new URL(proxy.api).host,
    ]);
  });
});

describe('recording', () => {
  const differences = () => watch.log.differences;
  // The clean calls go first: once the drifting one is recorded, theirs would have been too.
  const recorded = (count: number) => vi.waitFor(() => expect(differences()).toHaveLength(count));

  it('records nothing for calls as documented, and one difference for a wrong type', async () => {
    await (await fetch(`${proxy.api}/api/user`)).text();
    upstream.answer = (_request, response) =>
      json(response, 200, [{ CompanyDomain: 'acme.example' }]);
    await (await fetch(`${proxy.mapping}/api/getCompany/12`)).text();
    upstream.answer = (_request, response) =>
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
    upstream.answer = (_request, response) => json(response, 200, withoutColour);
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
    upstream.answer = (_request, response) =>
      json(response, 200, { ...withoutCurrency, UserID: '7' });
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
    upstream.answer = (_request, response) =>
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
    upstream.answer = (_request, response) => {
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
    upstream.answer = (_request, response) =>
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

  it('lists a server error the operation does not list, but as no difference unless its body is wrong', async () => {
    upstream.answer = (_request, response) =>
      json(response, 500, { statusCode: 500, error: 'Internal Server Error', message: 'down' });
    await (await fetch(`${proxy.api}/api/user`)).text();
    upstream.answer = (_request, response) => json(response, 502, { fault: 'upstream' });
    await (await fetch(`${proxy.api}/api/user`)).text();

    // The error body's three required fields, all missing from the 502's; nothing of the 500.
    await recorded(3);
    expect(differences().map(({ status, instancePath }) => [status, instancePath])).toEqual([
      [502, '/statusCode'],
      [502, '/error'],
      [502, '/message'],
    ]);
    expect(watch.report().undocumentedStatuses.map(({ status }) => status)).toEqual([500, 502]);
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

  it('sends a JSON body as written, and records an unknown property in it', async () => {
    const body = '{ "parts" : ["BRK-1"],\n  "Garage": "PRIVATE-NAME" }';
    upstream.answer = (_request, response) => json(response, 200, { data: [] });
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
    upstream.answer = (_request, response) =>
      json(response, 200, { ...companyInfo, UserID: 'u-7' });
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
      upstreams: allHosts('http://127.0.0.1:1'),
      reportPath: join(reportDir, 'no-such-folder', 'report.json'),
    }),
  ).rejects.toThrow(/^Cannot write the drift report to .*no-such-folder\/report\.json: ENOENT/);
});

it('fails at start, saying why, on a path prefix that is no path', async () => {
  await expect(
    buildDriftWatch({
      upstreams: allHosts(upstream.origin),
      reportPath: join(reportDir, 'prefix.json'),
      pathPrefix: 's/:sandbox/',
    }),
  ).rejects.toThrow("The path prefix must start with '/' and not end with one, got 's/:sandbox/'");
});
