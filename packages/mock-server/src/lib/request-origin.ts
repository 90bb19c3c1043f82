import type { FastifyRequest } from 'fastify';

/**
 * The origin the visitor used: this server's, or behind a trusted proxy (TRUST_PROXY) the one
 * it forwarded. Answers that name this server (company host, bulletin files, a sandbox's
 * URLs and config) are built on it.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
