import type { FastifyRequest } from 'fastify';
import { SupplierError } from '../plugins/infrastructure/errors.ts';

/** Calls keyed by a customer account answer only for the caller's own (403 otherwise). */
export function requireOwnAccount(request: FastifyRequest, account: string): void {
  if (request.caller.CustomerKeyCode !== account) {
    throw new SupplierError(403, `Customer account ${account} is not the caller's`);
  }
}
