// A supplier for the proxy's tests: a Node HTTP server that keeps what it received and answers
// as the test says, listening for the whole test file, and the drift watch in front of it.
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  allHosts,
  buildDriftWatch,
  type DriftWatch,
  type DriftWatchOptions,
  type HostRole,
} from '../app.ts';

export type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
export type Answer = (request: Received, response: ServerResponse) => void;

export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/** Listens on a free port of this machine; answers its origin. */
export async function listening(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const closing = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** getCompanyInfo's answer as the document has it. */
export const companyInfo = {
  CompanyID: 12,
  CompanyName: 'Acme Motor Factors',
  CurrencyCode: 'GBP',
  CompanyBrandingBlobStorageID: 'brand-1',
  ConnectPlusColor: '#112233',
  UserID: 7,
};
export const answerCompanyInfo: Answer = (_request, response) => json(response, 200, companyInfo);

/**
 * The supplier of a test file, listening from beforeAll to afterAll: `received` holds the
 * requests it read whole, `answer` answers each: the company info, unless a test replaces it.
 */
export function testUpstream() {
  const upstream = { origin: '', received: [] as Received[], answer: answerCompanyInfo };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      upstream.received.push(seen);
      upstream.answer(seen, response);
    });
  });
  beforeAll(async () => {
    upstream.origin = await listening(server);
  });
  beforeEach(() => {
    upstream.received.length = 0;
    upstream.answer = answerCompanyInfo;
  });
  afterAll(() => closing(server));
  return upstream;
}

/** A folder of its own for the reports of a test file. */
export const reportFolder = () => mkdtemp(join(tmpdir(), 'drift-watch-'));

/**
 * The drift watch with every host forwarding to `upstream` (unless `options` name others),
 * listening on free ports.
 */
export async function watchInFront(
  upstream: string,
  reportPath: string,
  options: Partial<DriftWatchOptions> = {},
): Promise<{ watch: DriftWatch; proxy: Record<HostRole, string> }> {
  const watch = await buildDriftWatch({ upstreams: allHosts(upstream), reportPath, ...options });
  return { watch, proxy: await watch.listen({ ports: allHosts(0) }) };
}

/**
 * What a test file of the proxy works with: its supplier (testUpstream), a report folder of its
 * own, and before each test a fresh drift watch in front of the supplier, writing to
 * `reportPath()`, closed after the test.
 */
export function watchEachTest() {
  const upstream = testUpstream();
  let reportDir = '';
  let front: Awaited<ReturnType<typeof watchInFront>>;
  const reportPath = () => join(reportDir, 'report.json');
  beforeAll(async () => {
    reportDir = await reportFolder();
  });
  beforeEach(async () => {
    front = await watchInFront(upstream.origin, reportPath());
  });
  afterEach(() => front.watch.close());
  return {
    upstream,
    get reportDir() {
      return reportDir;
    },
    reportPath,
    /** This test's drift watch. */
    get watch() {
      return front.watch;
    },
    /** Where this test's watch listens, by host. */
    get proxy() {
      return front.proxy;
    },
    /** Closes this test's watch and starts another in its place, with `options`. */
    async restart(options: Partial<DriftWatchOptions>) {
      await front.watch.close();
      front = await watchInFront(upstream.origin, reportPath(), options);
    },
  };
}

export type WatchedUpstream = ReturnType<typeof watchEachTest>;
