// Bad input on either side of the proxy: an upstream that answers garbage, or not at all, and a
// portal that sends too much or not HTTP. Each time the portal must meet what calling the
// upstream itself would give, the proxy must go on answering, and a broken answer to a
// documented operation must be in the report.
import { buildApp } from '@garage/mock-server';
import type { FastifyInstance } from 'fastify';
import { createServer, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriftWatch, HostRole } from './app.ts';
import {
  answerCompanyInfo,
  closing,
  companyInfo,
  json,
  listening,
  reportFolder,
  testUpstream,
  watchInFront,
  type Answer,
} from './testing/upstream.ts';

const upstream = testUpstream();
let reportDir = '';
beforeAll(async () => {
  reportDir = await reportFolder();
});

let watch: DriftWatch;
let proxy: Record<HostRole, string>;
beforeEach(async () => {
  ({ watch, proxy } = await watchInFront(upstream.origin, join(reportDir, 'report.json')));
});
afterEach(() => watch.close());

/** What the portal meets: a status and a body, a body cut short, or no answer at all. */
async function met(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    const { code } = (error as Error & { cause?: { code?: string } }).cause ?? {};
    return { noAnswer: error instanceof TypeError, reset: code === 'ECONNRESET' };
  }
  try {
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: response.status, body: 'cut short' };
  }
}

/** What the portal meets calling the upstream itself, and calling it through the proxy. */
async function directAndThrough(path: string) {
  const direct = await met(`${upstream.origin}${path}`);
  const through = await met(`${proxy.api}${path}`);
  return { direct, through };
}

const noAnswer = { noAnswer: true, reset: false };

// Then a call as documented: the proxy still answers, and records nothing for it.
async function cleanCallAnswered() {
  upstream.answer = answerCompanyInfo;
  expect(await met(`${proxy.api}/api/user`)).toEqual({
    status: 200,
    body: JSON.stringify(companyInfo),
  });
}

const recorded = async (received: string, status: number | null = null) => {
  await vi.waitFor(() => expect(watch.log.differences).toHaveLength(1));
  expect(watch.log.differences).toEqual([
    expect.objectContaining({
      operationId: 'getCompanyInfo',
      status,
      in: status === null ? 'status' : 'response',
      instancePath: '',
      expected: { keyword: 'answer', params: {} },
      received,
      count: 1,
    }),
  ]);
};

describe('an upstream that answers garbage, or not at all', () => {
  // The upstream's own connection, taken from under Node's HTTP server: what goes on the wire
  // is the test's bytes only.
  const onTheWire =
    (write: (socket: NonNullable<Parameters<Answer>[1]['socket']>) => void): Answer =>
    (_request, response) => {
      if (response.socket) write(response.socket);
    };

  it('drops the connection on bytes that are not HTTP, and records them', async () => {
    upstream.answer = onTheWire((socket) => socket.end('\u0000\u0016garbage, not HTTP\r\n\r\n'));

    expect(await directAndThrough('/api/user')).toEqual({ direct: noAnswer, through: noAnswer });
    await recorded('bytes that are not HTTP');
    await cleanCallAnswered();
  });

  it('drops the connection when the upstream closes it without a byte', async () => {
    upstream.answer = onTheWire((socket) => socket.end());

    expect(await directAndThrough('/api/user')).toEqual({ direct: noAnswer, through: noAnswer });
    await recorded('a connection closed without an answer');
    await cleanCallAnswered();
  });

  it('resets the connection when the upstream resets it', async () => {
    upstream.answer = onTheWire((socket) => socket.resetAndDestroy());
    const reset = { noAnswer: true, reset: true };

    expect(await directAndThrough('/api/user')).toEqual({ direct: reset, through: reset });
    await recorded('a connection closed without an answer');
    await cleanCallAnswered();
  });

  it('passes on a body cut short as cut, and records the cut, not the body', async () => {
    upstream.answer = onTheWire((socket) =>
      socket.end(
        'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n' +
          '{"CompanyID": 12, "Compa',
      ),
    );
    const cut = { status: 200, body: 'cut short' };

    expect(await directAndThrough('/api/user')).toEqual({ direct: cut, through: cut });
    await recorded('a body cut short', 200);
    await cleanCallAnswered();
  });

  it('passes on a JSON answer that is not JSON as it came, and records it', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>Service temporarily unavailable</html>');
    };
    const asItCame = { status: 200, body: '<html>Service temporarily unavailable</html>' };

    expect(await directAndThrough('/api/user')).toEqual({ direct: asItCame, through: asItCame });
    await vi.waitFor(() => expect(watch.log.differences).toHaveLength(1));
    expect(watch.log.differences[0]).toMatchObject({
      status: 200,
      in: 'response',
      expected: { keyword: 'json', params: {} },
      received: 'text that is not JSON',
      count: 1,
    });
    await cleanCallAnswered();
  });

  it('records nothing when the portal hangs up in the middle of an answer', async () => {
    const upstreamClosed = new Promise<void>((closed) => {
      upstream.answer = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        response.write('{"CompanyID": 12, ');
        response.on('close', closed);
      };
    });

    await new Promise<void>((done) => {
      const portal = httpRequest(`${proxy.api}/api/user`, (answer) => {
        answer.once('data', () => {
          portal.destroy();
          done();
        });
      });
      portal.on('error', () => undefined);
      portal.end();
    });
    await upstreamClosed;

    expect(watch.log.differences).toEqual([]);
    await cleanCallAnswered();
  });

  // Port 1, where nothing listens: a port freed by a server of this test could be taken by
  // another file's server in a parallel run before the calls below (which timed it out).
  it('drops the connection when nothing listens upstream', async () => {
    const origin = 'http://127.0.0.1:1';
    const down = await watchInFront(origin, join(reportDir, 'down.json'));

    expect(await met(`${origin}/api/user`)).toEqual(noAnswer);
    expect(await met(`${down.proxy.api}/api/user`)).toEqual(noAnswer);
    expect(down.watch.log.differences).toEqual([
      expect.objectContaining({ status: null, in: 'status', received: 'no connection' }),
    ]);
    await down.watch.close();
  });
});

it('stops at once when an upstream is still holding a call, dropping that call', async () => {
  // The upstream holds the call until the test lets it go (so its own server can close).
  let letGo: () => void = () => undefined;
  upstream.answer = (_request, response) => (letGo = () => json(response, 200, companyInfo));
  const held = fetch(`${proxy.api}/api/user`).catch((error: unknown) => error);
  await vi.waitFor(() => expect(upstream.received).toHaveLength(1));

  await watch.close();

  expect(await held).toBeInstanceOf(TypeError);
  letGo();
});

it('leaves no connection open to the upstream once stopped, so what runs it can end', async () => {
  // An upstream that keeps idle connections for a minute, as Fastify's 72 s do: connections
  // the watch left open would hold the process that stopped it (a browser run's end) that long.
  const open = new Set<Socket>();
  const patient = createServer((_request, response) => json(response, 200, companyInfo));
  patient.keepAliveTimeout = 60_000;
  patient.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  const front = await watchInFront(await listening(patient), join(reportDir, 'patient.json'));
  await Promise.all(
    Array.from({ length: 4 }, () => fetch(`${front.proxy.api}/api/user`).then((r) => r.text())),
  );
  expect(open.size).toBeGreaterThan(0);

  await front.watch.close();

  await vi.waitFor(() => expect(open.size).toBe(0));
  await closing(patient);
});

describe('a portal that sends too much, or not HTTP', () => {
  /** Sends `bytes` on a connection of its own; answers what came back until it closed. */
  const onTheWireTo = (origin: string, bytes: string) =>
    new Promise<string>((done) => {
      const { port, hostname } = new URL(origin);
      const socket = connect(Number(port), hostname);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => done(answer));
      socket.write(bytes);
    });

  // The mock: what the supplier's stand-in answers to a request its HTTP server cannot read.
  let mock: FastifyInstance;
  let mockOrigin = '';
  beforeAll(async () => {
    mock = await buildApp({ seed: 1, tokenLifetimeMs: 60_000 });
    mockOrigin = await mock.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => mock.close());

  it('closes the connection after the answer when the portal asked it to, as the upstream would', async () => {
    const request = 'GET /api/user HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n';
    const direct = await onTheWireTo(upstream.origin, request);
    const through = await onTheWireTo(proxy.api, request);

    expect(direct).toMatch(/\r\nConnection: close\r\n/i);
    expect(through).toMatch(/\r\nConnection: close\r\n/i);
    expect(through).not.toMatch(/keep-alive/i);
  });

  it('answers bytes that are not HTTP as the mock does, and goes on answering', async () => {
    const garbage = '\u0016\u0003\u0001garbage, not HTTP\r\n\r\n';
    const mockAnswer = await onTheWireTo(mockOrigin, garbage);

    expect(mockAnswer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(await onTheWireTo(proxy.api, garbage)).toBe(mockAnswer);
    await cleanCallAnswered();
  });

  it('answers headers over the limit as the mock does, and passes those under it', async () => {
    // Node's limit for a request's head is 16 KiB, the mock's and the proxy's alike.
    const overTheLimit = `GET /api/user HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`;
    const mockAnswer = await onTheWireTo(mockOrigin, overTheLimit);

    expect(mockAnswer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(await onTheWireTo(proxy.api, overTheLimit)).toBe(mockAnswer);
    const underTheLimit = await fetch(`${proxy.api}/api/user`, {
      headers: { 'x-pad': 'a'.repeat(15_000) },
    });
    expect(underTheLimit.status).toBe(200);
    expect(upstream.received[0]?.headers['x-pad']).toHaveLength(15_000);
    await underTheLimit.text();
    await cleanCallAnswered();
  });

  it("streams a body over Fastify's limit to the upstream and passes on its 413", async () => {
    // Over Fastify's bodyLimit (1 MiB), which a proxy that collected the body would apply.
    const limit = 2 * 1024 * 1024;
    const tooLarge = { statusCode: 413, error: 'Payload Too Large', message: 'body too large' };
    const limited = createServer((request, response) => {
      let length = 0;
      request.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > limit && !response.headersSent) json(response, 413, tooLarge);
      });
      request.on('end', () => {
        if (!response.headersSent) json(response, 200, companyInfo);
      });
    });
    const origin = await listening(limited);
    const front = await watchInFront(origin, join(reportDir, 'limited.json'));

    // Sends one byte over the limit of a body longer still, and the rest only once answered:
    // a proxy that waited for the whole body would never answer.
    const overTheLimit = (to: string) =>
      new Promise<unknown>((done, failed) => {
        const portal = httpRequest(`${to}/api/factor/stock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(limit * 2) },
        });
        portal.on('error', failed);
        portal.on('response', (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            done({ status: answer.statusCode, body: Buffer.concat(chunks).toString('utf8') });
            portal.destroy();
          });
        });
        portal.write(Buffer.alloc(limit + 1, ' '));
      });
    const refused = { status: 413, body: JSON.stringify(tooLarge) };

    expect(await overTheLimit(origin)).toEqual(refused);
    expect(await overTheLimit(front.proxy.api)).toEqual(refused);
    expect(await met(`${front.proxy.api}/api/user`)).toMatchObject({ status: 200 });
    await front.watch.close();
    await closing(limited);
  });
});
