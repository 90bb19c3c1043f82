// Bad input on either side of the proxy: an upstream that answers garbage, or not at all, and a
// portal that sends too much or not HTTP. Each time the portal must meet what calling the
// upstream itself would give, the proxy must go on answering, and a broken answer to a
// documented operation must be in the report.
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('drops the connection when nothing listens upstream, and answers once it is back', async () => {
    const supplier = createServer((_request, response) => json(response, 200, companyInfo));
    const origin = await listening(supplier);
    await closing(supplier);
    const down = await watchInFront(origin, join(reportDir, 'down.json'));

    expect(await met(`${origin}/api/user`)).toEqual(noAnswer);
    expect(await met(`${down.proxy.api}/api/user`)).toEqual(noAnswer);
    expect(down.watch.log.differences).toEqual([
      expect.objectContaining({ status: null, in: 'status', received: 'no connection' }),
    ]);

    await new Promise<void>((done) =>
      supplier.listen(Number(new URL(origin).port), '127.0.0.1', done),
    );
    expect(await met(`${down.proxy.api}/api/user`)).toMatchObject({ status: 200 });
    await closing(supplier);
    await down.watch.close();
  });
});
