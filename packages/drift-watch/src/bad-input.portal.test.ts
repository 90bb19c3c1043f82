// Bad input from the portal's side of the proxy: a portal that sends too much, or not HTTP.
// Each time the portal must meet what calling the upstream itself would give, and the proxy must
// go on answering.
import { buildApp } from '@garage/mock-server';
import type { FastifyInstance } from 'fastify';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanCallAnswered, met } from './testing/portal.ts';
import {
  closing,
  companyInfo,
  json,
  listening,
  watchEachTest,
  watchInFront,
} from './testing/upstream.ts';

const drift = watchEachTest();
const { upstream } = drift;

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
    const through = await onTheWireTo(drift.proxy.api, request);

    expect(direct).toMatch(/\r\nConnection: close\r\n/i);
    expect(through).toMatch(/\r\nConnection: close\r\n/i);
    expect(through).not.toMatch(/keep-alive/i);
  });

  it('answers bytes that are not HTTP as the mock does, and goes on answering', async () => {
    const garbage = '\u0016\u0003\u0001garbage, not HTTP\r\n\r\n';
    const mockAnswer = await onTheWireTo(mockOrigin, garbage);

    expect(mockAnswer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(await onTheWireTo(drift.proxy.api, garbage)).toBe(mockAnswer);
    await cleanCallAnswered(drift);
  });

  it('answers headers over the limit as the mock does, and passes those under it', async () => {
    // Node's limit for a request's head is 16 KiB, the mock's and the proxy's alike.
    const overTheLimit = `GET /api/user HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`;
    const mockAnswer = await onTheWireTo(mockOrigin, overTheLimit);

    expect(mockAnswer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(await onTheWireTo(drift.proxy.api, overTheLimit)).toBe(mockAnswer);
    const underTheLimit = await fetch(`${drift.proxy.api}/api/user`, {
      headers: { 'x-pad': 'a'.repeat(15_000) },
    });
    expect(underTheLimit.status).toBe(200);
    expect(upstream.received[0]?.headers['x-pad']).toHaveLength(15_000);
    await underTheLimit.text();
    await cleanCallAnswered(drift);
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
    const front = await watchInFront(origin, join(drift.reportDir, 'limited.json'));

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
