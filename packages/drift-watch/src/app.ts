// The drift watch: one listener per supplier host, each forwarding every call to its upstream
// unchanged (@fastify/reply-from) and checking the calls of that host's operations against the
// document once they have gone by. See docs/contract-drift.md, "The proxy".
import replyFrom from '@fastify/reply-from';
import {
  loadOpenApiDocument,
  supplierApiPath,
  type OpenApiDocument,
} from '@garage/api-types/openapi';
import { hostRoles, type HostRole } from '@garage/openapi-checks/hosts';
import { operationHosts } from '@garage/openapi-checks/operations';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { brokenAnswer, whyNoAnswer } from './broken-answer.ts';
import { operationChecks, type OperationCheck } from './checks.ts';
import { DriftLog, type Difference } from './drift-log.ts';
import { decoded, mediaType, withoutHopByHop } from './headers.ts';
import { rememberedChecks } from './remembered-checks.ts';
import { driftReport, writeReport, type DriftReport } from './report.ts';
import { tap, tapped } from './tap.ts';

export { differencesText, type DriftReport } from './report.ts';

// The hosts as the watch's options name them, for its callers (the browser tests' set-up).
export { allHosts, hostRoles, type HostRole } from '@garage/openapi-checks/hosts';

export type DriftWatchOptions = {
  /** Each host's upstream origin (the supplier's real host). */
  upstreams: Record<HostRole, string>;
  /** Where the report is written (checked at start: a path that cannot be written fails). */
  reportPath: string;
  /**
   * A path prefix the upstream serves the document's paths under as well, as a route pattern
   * (e.g. '/supplier', or '/s/:sandbox' for the demo's sandboxes: a ':name' segment matches
   * any one segment). Calls without it are checked too.
   */
  pathPrefix?: string;
  /**
   * Sends the portal's own Host header upstream instead of the upstream's, for an upstream
   * that builds URLs from it (the demo mock names its sandboxes and company host so).
   */
  preserveHost?: boolean;
  document?: OpenApiDocument;
  logger?: FastifyServerOptions['logger'];
};

export type DriftWatch = {
  log: DriftLog;
  /** The report as it stands. */
  report(): DriftReport;
  /** Listens on one port per host (0: any free port); answers each host's proxy origin. */
  listen(options: {
    host?: string;
    ports: Record<HostRole, number>;
  }): Promise<Record<HostRole, string>>;
  /** Writes the report (JSON at reportPath, its summary beside it) and answers it. */
  writeReport(): Promise<DriftReport>;
  /** Stops listening and writes the report; answers what it wrote. */
  close(): Promise<DriftReport>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
  interface FastifyRequest {
    /** The request's body as it went upstream, once it has all gone. */
    bodySeen: Promise<Buffer> | null;
  }
}

const record = (log: DriftLog, differences: Difference[]) => {
  for (const difference of differences) log.record(difference);
};

function upstreamOrigin(role: HostRole, url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname !== '/' || parsed.search !== '') {
    throw new Error(`The ${role} upstream must be an origin (no path), got '${url}'`);
  }
  return parsed.origin;
}

type HostProxyOptions = Pick<DriftWatchOptions, 'logger' | 'pathPrefix' | 'preserveHost'> & {
  upstream: string;
  checks: OperationCheck[];
  log: DriftLog;
};

/** The path parameters the operation names (not a prefix's own). */
const ownParams = (check: OperationCheck, params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([name]) => check.path.includes(`{${name}}`)));

async function hostProxy({
  upstream,
  checks,
  log,
  logger,
  pathPrefix = '',
  preserveHost = false,
}: HostProxyOptions): Promise<FastifyInstance> {
  const remembered = rememberedChecks();
  const app = Fastify({
    logger: logger ?? false,
    // Matched as the mock matches; long values still match (the upstream judges them).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 100_000 },
    exposeHeadRoutes: false,
    // Stopping drops the calls still in flight: an upstream may hold one for ever (nothing is
    // timed out), and the report is wanted now, not when it lets go.
    forceCloseConnections: true,
  });
  // Bodies are not parsed: the request's own stream goes upstream, a copy kept for the check.
  app.removeAllContentTypeParsers();
  app.decorateRequest('bodySeen', null);
  app.addContentTypeParser('*', (request, payload, done) => {
    let seen: (body: Buffer) => void = () => undefined;
    request.bodySeen = new Promise((resolve) => (seen = resolve));
    // pipeline, not tapped: when the upstream answers before the body has all gone (a 413),
    // pipeline's teardown lets that answer through; piped, the portal waits for it in vain.
    done(
      null,
      pipeline(
        payload,
        tap((chunks) => seen(Buffer.concat(chunks))),
        () => undefined,
      ),
    );
  });
  await app.register(replyFrom, {
    base: upstream,
    // Never sent twice (reply-from retries a GET answered 503 by default), never cut short.
    retryMethods: [],
    undici: { headersTimeout: 0, bodyTimeout: 0 },
    // Stopping closes the connections to the upstream too. Kept, they would stay for the
    // upstream's keep-alive time (Fastify's is 72 s), and so would the process that stopped it.
    destroyAgent: true,
    disableRequestLogging: true,
  });

  const forward =
    (check: OperationCheck | undefined) => (request: FastifyRequest, reply: FastifyReply) => {
      if (check) {
        const body = request.bodySeen ?? Promise.resolve(Buffer.alloc(0));
        void body.then((bytes) =>
          record(
            log,
            check.checkRequest({
              params: ownParams(check, request.params as Record<string, unknown>),
              query: request.query as Record<string, unknown>,
              contentType: mediaType(request.headers['content-type']),
              body: bytes,
            }),
          ),
        );
      }
      return reply.from(undefined, {
        rewriteHeaders: withoutHopByHop,
        ...(preserveHost && {
          rewriteRequestHeaders: (original, headers) => ({
            ...headers,
            host: original.headers.host,
          }),
        }),
        onResponse: (_request, answer, response) => {
          if (!check) {
            answer.send(response.stream);
            return;
          }
          log.answered(check.operationId, answer.statusCode);
          const status = answer.statusCode;
          const contentType = mediaType(answer.getHeader('content-type'));
          const encoding = answer.getHeader('content-encoding');
          const about = JSON.stringify([check.operationId, status, contentType, encoding]);
          const seen = tapped(response.stream, (chunks) => {
            record(
              log,
              remembered(about, chunks, (bytes) =>
                check.checkResponse({ status, contentType, body: decoded(bytes, encoding) }),
              ),
            );
          });
          // The body that fails is cut short: Fastify ends the portal's connection without
          // finishing it, and the part that came is not checked. A portal that hangs up
          // destroys the upstream's stream without an error instead: no fault of the upstream's.
          response.stream.once('error', (error: NodeJS.ErrnoException) => {
            if (error.code !== 'UND_ERR_ABORTED') {
              log.record(brokenAnswer(check, answer.statusCode, 'a body cut short'));
            }
          });
          answer.send(seen);
        },
        // No answer from the upstream: the connection is dropped, so the portal meets the same
        // network error it would have met calling the host itself (not a 5xx from the proxy);
        // a reset as a reset.
        onError: (answer, { error }) => {
          if (check) log.record(brokenAnswer(check, null, whyNoAnswer(error.cause)));
          answer.hijack();
          const { code } = (error.cause ?? {}) as { code?: unknown };
          if (code === 'ECONNRESET') answer.raw.socket?.resetAndDestroy();
          else answer.raw.destroy();
        },
      });
    };

  for (const check of checks) {
    const url = check.path.replace(/\{([^}]+)\}/g, ':$1');
    for (const prefix of pathPrefix ? ['', pathPrefix] : ['']) {
      app.route({
        method: check.method,
        url: `${prefix}${url}`,
        config: { operationId: check.operationId },
        handler: forward(check),
      });
    }
  }
  // Anything else (CORS preflights, files, other paths) goes by unchecked.
  app.all('/*', forward(undefined));
  return app;
}

export async function buildDriftWatch(options: DriftWatchOptions): Promise<DriftWatch> {
  const { reportPath, pathPrefix } = options;
  if (pathPrefix !== undefined && !/^\/[^?#]*[^/?#]$/.test(pathPrefix)) {
    throw new Error(
      `The path prefix must start with '/' and not end with one, got '${pathPrefix}'`,
    );
  }
  const document = options.document ?? (await loadOpenApiDocument(supplierApiPath));
  const log = new DriftLog();
  const checks = operationChecks(document);
  const report = () => driftReport(log, [...checks.values()]);
  // Fails now, not at exit after a session's traffic, when the report cannot be written.
  await writeReport(reportPath, report());
  const hostsOf = operationHosts(document);
  const apps = new Map<HostRole, FastifyInstance>();
  const upstreams = new Map(
    hostRoles.map((role) => [role, upstreamOrigin(role, options.upstreams[role])]),
  );
  for (const role of hostRoles) {
    const upstream = upstreams.get(role) ?? '';
    // The operations of every host this upstream stands for: where one server is several
    // hosts (the demo mock is all four), a call there is that operation whichever port it took.
    const sameServer = hostRoles.filter((other) => upstreams.get(other) === upstream);
    const served = [...checks.values()].filter((check) =>
      hostsOf.get(check.operationId)?.some((host) => sameServer.includes(host)),
    );
    apps.set(role, await hostProxy({ ...options, upstream, checks: served, log }));
  }

  const save = async () => {
    const written = report();
    await writeReport(reportPath, written);
    return written;
  };
  return {
    log,
    report,
    async listen({ host = '127.0.0.1', ports }) {
      const origins: Partial<Record<HostRole, string>> = {};
      for (const [role, app] of apps) {
        await app.listen({ host, port: ports[role] });
        origins[role] = `http://${host}:${(app.server.address() as AddressInfo).port}`;
      }
      return origins as Record<HostRole, string>;
    },
    writeReport: save,
    async close() {
      await Promise.all([...apps.values()].map((app) => app.close()));
      return save();
    },
  };
}
