// Bad input from the upstream's side of the proxy: an upstream that answers garbage, or not at
// all. Each time the portal must meet what calling the upstream itself would give, the proxy
// must go on answering, and a broken answer to a documented operation must be in the report.
import { createServer, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cleanCallAnswered, met } from './testing/portal.ts';
import {
  closing,
  companyInfo,
  json,
  listening,
  watchEachTest,
  watchInFront,
  type Answer,
} from './testing/upstream.ts';

const drift = watchEachTest();
const { upstream } = drift;

/** What the portal meets calling the upstream itself, and calling it through the proxy. */
async function directAndThrough(path: string) {
  const direct = await met(`${upstream.origin}${path}`);
  const through = await met(`${drift.proxy.api}${path}`);
  return { direct, through };
}

const noAnswer = { noAnswer: true, reset: false };

const recorded = async (received: string, status: number | null = null) => {
  await vi.waitFor(() => expect(drift.watch.log.differences).toHaveLength(1));
  expect(drift.watch.log.differences).toEqual([
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
    await cleanCallAnswered(drift);
  });

  it('drops the connection when the upstream closes it without a byte', async () => {
    upstream.answer = onTheWire((socket) => socket.end());

    expect(await directAndThrough('/api/user')).toEqual({ direct: noAnswer, through: noAnswer });
    await recorded('a connection closed without an answer');
    await cleanCallAnswered(drift);
  });

  it('resets the connection when the upstream resets it', async () => {
    upstream.answer = onTheWire((socket) => socket.resetAndDestroy());
    const reset = { noAnswer: true, reset: true };

    expect(await directAndThrough('/api/user')).toEqual({ direct: reset, through: reset });
    await recorded('a connection closed without an answer');
    await cleanCallAnswered(drift);
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
    await cleanCallAnswered(drift);
  });

  it('passes on a JSON answer that is not JSON as it came, and records it', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>Service temporarily unavailable</html>');
    };
    const asItCame = { status: 200, body: '<html>Service temporarily unavailable</html>' };

    expect(await directAndThrough('/api/user')).toEqual({ direct: asItCame, through: asItCame });
    await vi.waitFor(() => expect(drift.watch.log.differences).toHaveLength(1));
    expect(drift.watch.log.differences[0]).toMatchObject({
      status: 200,
      in: 'response',
      expected: { keyword: 'json', params: {} },
      received: 'text that is not JSON',
      count: 1,
    });
    await cleanCallAnswered(drift);
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
      const portal = httpRequest(`${drift.proxy.api}/api/user`, (answer) => {
        answer.once('data', () => {
          portal.destroy();
          done();
        });
      });
      portal.on('error', () => undefined);
      portal.end();
    });
    await upstreamClosed;

    expect(drift.watch.log.differences).toEqual([]);
    await cleanCallAnswered(drift);
  });

  // Port 1, where nothing listens: a port freed by a server of this test could be taken by
  // another file's server in a parallel run before the calls below (which timed it out).
  it('drops the connection when nothing listens upstream', async () => {
    const origin = 'http://127.0.0.1:1';
    const down = await watchInFront(origin, join(drift.reportDir, 'down.json'));

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
  const held = fetch(`${drift.proxy.api}/api/user`).catch((error: unknown) => error);
  await vi.waitFor(() => expect(upstream.received).toHaveLength(1));

  await drift.watch.close();

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
  const front = await watchInFront(await listening(patient), join(drift.reportDir, 'patient.json'));
  await Promise.all(
    Array.from({ length: 4 }, () => fetch(`${front.proxy.api}/api/user`).then((r) => r.text())),
  );
  expect(open.size).toBeGreaterThan(0);

  await front.watch.close();

  await vi.waitFor(() => expect(open.size).toBe(0));
  await closing(patient);
});
