import type { FastifyRequest } from 'fastify';
import { NotPermittedError } from '../domain/errors.ts';

/** Calls keyed by a customer account answer only for the caller's own. */
export function requireOwnAccount(request: FastifyRequest, account: string): void {
  if (request.caller.CustomerKeyCode !== account) {
    throw new NotPermittedError(`Customer account ${account} is not the caller's`);
  }
}
