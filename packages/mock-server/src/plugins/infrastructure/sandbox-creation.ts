// Starting a sandbox, the one way both the demo API and the "Start a demo" page do it: the
// options checked, creations limited per client address (@fastify/rate-limit's store), then
// an id issued (docs/demo-sandboxes.md). Or from a saved demo: the document read and checked
// whole before the creation counts, then the sandbox built here at once.
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Sandbox } from '@garage/api-types/demo-api';
import { describeIssued, describeWorld } from '../../sandboxes/describe.ts';
import { scenarioNamed } from '../../sandboxes/scenarios/scenarios.ts';
import { readSavedDemo } from '../../world/saved-demo.ts';
import { SupplierError } from './errors.ts';

export type NewSandboxInput = {
  seed?: number;
  clockStart?: string;
  label?: string;
  scenario?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    startSandbox(
      request: FastifyRequest,
      reply: FastifyReply,
      input: NewSandboxInput,
    ): Promise<Sandbox>;
    /** Starts a sandbox from a saved demo (any JSON: it is read and checked here). */
    importSandbox(
      request: FastifyRequest,
      reply: FastifyReply,
      document: unknown,
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
    const registryOf = () => {
      const registry = app.sandboxes;
      if (!registry) throw new Error('sandbox-creation is registered only with sandboxes on');
      return registry;
    };
    // Counted only once the input is right: a typing mistake or a bad file costs no creation.
    const countCreation = async (request: FastifyRequest) => {
      const allowance = await limit(request);
      if (!allowance.isAllowed && allowance.isExceeded) {
        const wait = allowance.ttlInSeconds;
        throw new SupplierError(
          429,
          `Too many demos started from this address: try again in ${wait} seconds`,
          wait,
        );
      }
    };

    app.decorate(
      'startSandbox',
      async (request: FastifyRequest, reply: FastifyReply, input: NewSandboxInput) => {
        const registry = registryOf();
        const scenario = input.scenario === undefined ? undefined : scenarioNamed(input.scenario);
        if (input.scenario !== undefined && !scenario) {
          throw new SupplierError(400, `body/scenario names no scenario: ${input.scenario}`);
        }
        const clockStart =
          input.clockStart === undefined
            ? (scenario?.clockStart(registry.now()) ?? null)
            : Date.parse(input.clockStart);
        if (clockStart !== null && !(clockStart >= earliestStart && clockStart < latestStart)) {
          throw new SupplierError(400, 'body/clockStart must be a date-time from 2000 to 2099');
        }
        const label = input.label?.trim();
        const problem = label === undefined ? undefined : labelProblem(label);
        if (problem) throw new SupplierError(400, `body/${problem}`);
        await countCreation(request);
        const { id, spec } = registry.issue({
          seed: input.seed ?? 1,
          clockStart,
          label: label ?? null,
          ...(scenario ? { scenario: scenario.name } : {}),
        });
        reply.code(201);
        return describeIssued(request, id, spec, registry.limits.expireAfterIdleMs);
      },
    );

    app.decorate(
      'importSandbox',
      async (request: FastifyRequest, reply: FastifyReply, document: unknown) => {
        const registry = registryOf();
        const { label, state } = await readSavedDemo(document);
        await countCreation(request);
        const { world } = await registry.startFrom(state, label);
        reply.code(201);
        return describeWorld(request, world);
      },
    );
  },
  { name: 'sandbox-creation', dependencies: ['sandboxes', 'errors'] },
);
