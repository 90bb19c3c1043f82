import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** An answer the supplier gives on purpose (401, 403, 404, ...), with the contract's body. */
export class SupplierError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Every error leaves as the contract's ErrorBody; a 5xx only ever comes from a fault. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) request.log.error(error);
      return reply.code(statusCode).send(errorBody(statusCode, error.message));
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url}`)),
    );
  },
  { name: 'errors' },
);
