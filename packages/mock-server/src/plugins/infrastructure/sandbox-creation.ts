// Starting a sandbox, the one way both the demo API and the "Start a demo" page do it: the
// options checked, creations limited per client address (@fastify/rate-limit's store), then
// an id issued (docs/demo-sandboxes.md).
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Sandbox } from '@garage/api-types/demo-api';
import { describeIssued } from '../../sandboxes/describe.ts';
import { SupplierError } from './errors.ts';

export type NewSandboxInput = { seed?: number; clockStart?: string; label?: string };

declare module 'fastify' {
  interface FastifyInstance {
    startSandbox(
      request: FastifyRequest,
      reply: FastifyReply,
      input: NewSandboxInput,
    ): Promise<Sandbox>;
  }
}

export type SandboxCreationOptions = { creations?: { max: number; windowMs: number } };

/** Enough for a sales team behind one office address; a script looping is stopped. */
export const defaultCreations = { max: 30, windowMs: 10 * 60 * 1000 };

// The earliest and latest clock start the seed's dates make sense around.
const earliestStart = Date.parse('2000-01-01T00:00:00Z');
const latestStart = Date.parse('2100-01-01T00:00:00Z');

/** A label a person could have typed: no control characters, 1 to 60 characters. */
export function labelProblem(label: string): string | undefined {
  if (label.length === 0 || label.length > 60) return 'label must be 1 to 60 characters';
  if (/\p{Cc}/u.test(label)) return 'label must not contain control characters';
  return undefined;
}

export const sandboxCreationPlugin = fp<SandboxCreationOptions>(
  async (app, { creations = defaultCreations }) => {
    await app.register(rateLimit, { global: false });
    const limit = app.createRateLimit({ max: creations.max, timeWindow: creations.windowMs });

    app.decorate(
      'startSandbox',
      async (request: FastifyRequest, reply: FastifyReply, input: NewSandboxInput) => {
        const registry = app.sandboxes;
        if (!registry) throw new Error('sandbox-creation is registered only with sandboxes on');
        const clockStart = input.clockStart === undefined ? null : Date.parse(input.clockStart);
        if (clockStart !== null && !(clockStart >= earliestStart && clockStart < latestStart)) {
          throw new SupplierError(400, 'body/clockStart must be a date-time from 2000 to 2099');
        }
        const label = input.label?.trim();
        const problem = label === undefined ? undefined : labelProblem(label);
        if (problem) throw new SupplierError(400, `body/${problem}`);
        // Counted only once the options are right: a typing mistake costs no creation.
        const allowance = await limit(request);
        if (!allowance.isAllowed && allowance.isExceeded) {
          const wait = allowance.ttlInSeconds;
          throw new SupplierError(
            429,
            `Too many demos started from this address: try again in ${wait} seconds`,
            wait,
          );
        }
        const { id, spec } = registry.issue({
          seed: input.seed ?? 1,
          clockStart,
          label: label ?? null,
        });
        reply.code(201);
        return describeIssued(request, id, spec, registry.limits.expireAfterIdleMs);
      },
    );
  },
  { name: 'sandbox-creation', dependencies: ['sandboxes', 'errors'] },
);
