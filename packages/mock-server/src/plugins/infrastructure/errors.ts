// How every error leaves the mock: as the contract's ErrorBody, with the status of what went
// wrong. Domain errors (domain/errors.ts) name what is wrong without a status: this file is
// the one place that gives each kind its status. SupplierError is for the answers only HTTP
// gives (a missing or bad token, a route or media type it does not serve).
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { DomainError, type DomainErrorKind } from '../../domain/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The media types a route's body may have, named when another one is sent (415). */
    bodyTypes?: readonly string[];
  }
}

/** An answer the HTTP layer gives on purpose (401, 404, 415, ...), with the contract's body. */
export class SupplierError extends Error {
  readonly statusCode: number;
  /** Sent as Retry-After (a 429 or 503 that ends). */
  readonly retryAfterSeconds: number | undefined;
  constructor(statusCode: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.statusCode = statusCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Each kind of domain error's status: a kind added there fails to compile until given one. */
const domainStatuses: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  'not-permitted': 403,
  'not-found': 404,
  conflict: 409,
  'unsupported-type': 415,
  'too-many': 429,
  'at-capacity': 503,
  unavailable: 503,
};

/**
 * The answer to an error raised on purpose: a SupplierError as it is, a domain error with its
 * kind's status, its message and its wait; undefined for anything else (a fault of the mock).
 */
export function supplierErrorOf(error: unknown): SupplierError | undefined {
  if (error instanceof SupplierError) return error;
  if (!(error instanceof DomainError)) return undefined;
  return new SupplierError(domainStatuses[error.kind], error.message, error.retryAfterSeconds);
}

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * The longest path parameter the router takes (Fastify's default is 100). Above the document's
 * own limits (200 at most), so those decide and name the parameter; only longer ones get the
 * router's error.
 */
export const maxParamLength = 1000;

/** The 415 message: which media types the route takes. */
export function contentTypeRule(bodyTypes: readonly string[]): string {
  return `Content-Type must be ${bodyTypes.join(' or ')}`;
}

function unsupportedMediaType(request: FastifyRequest): string {
  const { bodyTypes } = request.routeOptions.config;
  if (bodyTypes) return contentTypeRule(bodyTypes);
  return `Content-Type '${request.headers['content-type'] ?? ''}' is not accepted here`;
}

// Fastify's own messages for a body it cannot read name neither the part nor the rule
// ("Unsupported Media Type"); the contract promises both, so they are reworded by code
// (node_modules/fastify/lib/errors.js).
const bodyMessages: Record<string, (request: FastifyRequest) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    'body must be valid JSON (and have no __proto__ or constructor.prototype key)',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'body must not be empty when Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    `body must be at most ${request.routeOptions.bodyLimit} bytes`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Content-Length must be the size of body in bytes',
};

/**
 * The router's errors, raised before any route, hook or error handler (Fastify's option
 * `frameworkErrors`): by default they leave in a body of their own, echoing the whole path.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode = error.statusCode ?? 500;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? // Names no parameter: the router stops at the first over-long one, before it knows it.
        `params: a path parameter must have at most ${maxParamLength} characters`
      : error.code === 'FST_ERR_BAD_URL'
        ? "params: a path parameter must be valid percent-encoding ('%' and two hex digits)"
        : error.message;
  reply.code(statusCode).send(errorBody(statusCode, message));
}

/** Every error leaves as the contract's ErrorBody; a 5xx only ever comes from a fault. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      const known = supplierErrorOf(error);
      // Fastify's own errors (a schema's 400, a body over the limit) carry their status.
      const raised = known?.statusCode ?? ('statusCode' in error ? error.statusCode : undefined);
      const statusCode = raised && raised >= 400 ? raised : 500;
      if (statusCode >= 500) request.log.error(error);
      const reworded = 'code' in error ? bodyMessages[error.code]?.(request) : undefined;
      const message = reworded ?? error.message;
      if (known?.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(known.retryAfterSeconds));
      }
      return reply.code(statusCode).send(errorBody(statusCode, message));
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url}`)),
    );
  },
  { name: 'errors' },
);
