// One app for a whole fuzz run: signed in once, the store reset only after a request that
// changed it, and every answer checked (checks.ts). Shared by the Vitest property and
// scripts/fuzz-mock-server.
import { loadOpenApiDocument, supplierApiPath } from '@garage/api-types/openapi';
import type { FastifyInstance } from 'fastify';
import type fc from 'fast-check';
import { createAjv } from '@garage/openapi-checks';
import { signIn, snapshot } from '../testing/test-app.ts';
import { fuzzCases, type FuzzCase } from './cases.ts';
import { problemsOf } from './checks.ts';
import { fuzzOperations, type FuzzOperation } from './operations.ts';
import type { Auth } from './request.ts';
import { caller, seedValues, type SeedValues } from './seed-values.ts';

export type Outcome = { status: number; problems: string[] };

export type FuzzSession = {
  operations: FuzzOperation[];
  /** The seed's values valid requests use (for generating some of one kind only). */
  seed: SeedValues;
  cases: fc.Arbitrary<FuzzCase>;
  run(fuzzCase: FuzzCase): Promise<Outcome>;
};

const neverIssued = 'never-issued-token';

export async function startSession(app: FastifyInstance): Promise<FuzzSession> {
  const document = await loadOpenApiDocument(supplierApiPath);
  const operations = fuzzOperations(document);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const errorBody = document.components?.schemas?.ErrorBody;
  if (!errorBody) throw new Error('The supplier document has no ErrorBody schema');
  const validateErrorBody = createAjv({ coerce: false }).compile(errorBody);

  let tokenHeaders: Record<string, string> = {};
  let baseline = '';
  // Signing in changes the store too, so the baseline is taken after it.
  const fresh = async () => {
    await app.world.resetStore();
    ({ headers: tokenHeaders } = await signIn(app, caller.user, caller.deviceId));
    baseline = snapshot(app);
  };
  await fresh();

  const auth: Record<Auth, () => Record<string, string>> = {
    caller: () => tokenHeaders,
    none: () => ({}),
    unknown: () => ({ token: neverIssued, authorization: `Bearer ${neverIssued}` }),
  };

  const seed = seedValues(app);
  return {
    operations,
    seed,
    cases: fuzzCases(operations, seed),
    async run(fuzzCase) {
      const operation = byId.get(fuzzCase.operationId);
      if (!operation) throw new Error(`No operation ${fuzzCase.operationId}`);
      const { request } = fuzzCase;
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers, ...auth[request.auth]() },
        payload: request.payload,
      });
      const storeChanged = snapshot(app) !== baseline;
      const problems = problemsOf(operation, fuzzCase, response, {
        storeChanged,
        validateErrorBody,
      });
      if (storeChanged) await fresh();
      return { status: response.statusCode, problems };
    },
  };
}
