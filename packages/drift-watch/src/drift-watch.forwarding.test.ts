// The proxy between the portal and a supplier that answers as the test says: what goes through
// must arrive unchanged, and each call is checked as the operation of the host it came to.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { allHosts, buildDriftWatch } from './app.ts';
import { closing, json, listening, watchEachTest, watchInFront } from './testing/upstream.ts';

const drift = watchEachTest();
// The supplier: keeps what it received, answers as each test sets `upstream.answer`.
const { upstream } = drift;
const { received } = upstream;

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

    const response = await fetch(`${drift.proxy.api}/api/connectplus/enquiry?draft=1&a=%20b`, {
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

    const response = await fetch(`${drift.proxy.company}/api/garage/addDevice/`, {
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

    const response = await fetch(`${drift.proxy.api}/api/user`);

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
  const checked = () => vi.waitFor(() => expect(drift.watch.log.differences).toHaveLength(1));

  it("checks a call on its operation's own host only, when the hosts are separate servers", async () => {
    const mapping = await listOnlyServer();
    const { watch: separate, proxy: origins } = await watchInFront(
      upstream.origin,
      join(drift.reportDir, 'separate.json'),
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
    await (await fetch(`${drift.proxy.api}${lookup}`)).text();

    await checked();
    expect(drift.watch.log.differences[0]).toMatchObject({ operationId: 'getCompanyLookup' });
  });

  it('checks a call under the path prefix as its operation, and forwards the path as it came', async () => {
    await drift.restart({ pathPrefix: '/s/:sandbox' });
    upstream.answer = (_request, response) => json(response, 200, []);

    await (await fetch(`${drift.proxy.mapping}/s/b7Kx-2/api/getCompany/ACME-SECRET`)).text();

    expect(received[0]?.url).toBe('/s/b7Kx-2/api/getCompany/ACME-SECRET');
    await checked();
    // The prefix's own segment is no parameter of the operation's.
    expect(drift.watch.log.differences[0]).toMatchObject({
      operationId: 'getCompanyLookup',
      in: 'path',
      instancePath: '/CompanyID',
    });
  });

  it("names the upstream as the Host, or the portal's own with preserveHost", async () => {
    await (await fetch(`${drift.proxy.api}/api/user`)).text();
    await drift.restart({ preserveHost: true });
    await (await fetch(`${drift.proxy.api}/api/user`)).text();

    expect(received.map(({ headers }) => headers.host)).toEqual([
      new URL(upstream.origin).host,
      new URL(drift.proxy.api).host,
    ]);
  });
});

it('fails at start, saying why, on a path prefix that is no path', async () => {
  await expect(
    buildDriftWatch({
      upstreams: allHosts(upstream.origin),
      reportPath: join(drift.reportDir, 'prefix.json'),
      pathPrefix: 's/:sandbox/',
    }),
  ).rejects.toThrow("The path prefix must start with '/' and not end with one, got 's/:sandbox/'");
});
