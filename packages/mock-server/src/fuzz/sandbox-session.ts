// The fuzzer on the demo API's sandbox operations (docs/demo-sandboxes.md), in an app with
// sandboxes on: each case valid or broken as for the supplier's operations (cases.ts), sent
// unprefixed (the default world), into a live sandbox, or under an id that names none. Checked
// as every fuzzed answer is (checks.ts), plus: an id naming no sandbox gets the "demo ended" 404,
// and a rejected request starts, ends or changes no sandbox.
import type { Sandbox } from '@garage/api-types/demo-api';
import { loadOpenApiDocument, mockDemoApiPath } from '@garage/api-types/openapi';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { createAjv } from '@garage/openapi-checks';
import { snapshot } from '../testing/test-app.ts';
import { fuzzCases, type FuzzCase } from './cases.ts';
import { problemsOf } from './checks.ts';
import { fuzzOperations } from './operations.ts';
import { seedValues } from './seed-values.ts';
import type { FuzzSession } from './session.ts';

/** Stands for the live sandbox's id in a case's URL until it is sent. */
const live = '{live}';
const noSandbox = [
  // The shape of an id, but signed by no one.
  fc.stringMatching(/^[A-Za-z0-9_-]{22,80}$/),
  // Not the shape of one. (Dot segments are resolved before app.inject sends:
  // sandboxes.isolation.test.ts sends them raw.)
  fc.constantFrom('x', '%00', 'a%2Fb', 'a\\b', '~', 'A'.repeat(500)),
];
const ended = { status: 404, names: ['This demo has ended'] };

function underPrefix(fuzzCase: FuzzCase): fc.Arbitrary<FuzzCase> {
  const at = (prefix: string, expect = fuzzCase.expect): FuzzCase => ({
    ...fuzzCase,
    kind: `${fuzzCase.kind} ${prefix === '' ? 'unprefixed' : `in /s/${prefix}`}`,
    request: {
      ...fuzzCase.request,
      url: `${prefix === '' ? '' : `/s/${prefix}`}${fuzzCase.request.url}`,
    },
    ...(expect ? { expect } : {}),
  });
  return fc.oneof(
    fc.constant(at('')),
    fc.constant(at(live)),
    fc.oneof(...noSandbox).map((id) => at(id, ended)),
  );
}

export async function startSandboxSession(app: FastifyInstance): Promise<FuzzSession> {
  const document = await loadOpenApiDocument(mockDemoApiPath);
  const operations = fuzzOperations(document).filter(({ path }) =>
    path.startsWith('/__demo/sandbox'),
  );
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const errorBody = document.components?.schemas?.ErrorBody;
  if (!errorBody) throw new Error('The demo API document has no ErrorBody schema');
  const validateErrorBody = createAjv({ coerce: false }).compile(errorBody);
  const registry = app.sandboxes;
  if (!registry) throw new Error('The sandbox fuzzer needs an app with sandboxes on');

  const start = async () => {
    const response = await app.inject({ method: 'POST', url: '/__demo/sandboxes' });
    const id = response.json<Sandbox>().id ?? '';
    // Built on its first use: before the cases, so only theirs can change what is live.
    await app.inject({ method: 'GET', url: `/s/${id}/__demo/sandbox` });
    return id;
  };
  let liveId = await start();
  // What a rejected request must leave as it was: which sandboxes live, and the default store.
  const state = async () =>
    `${(await registry.list())
      .map(({ id }) => id)
      .sort()
      .join()}|${snapshot(app)}`;

  const seed = seedValues(app);
  return {
    operations,
    seed,
    cases: fuzzCases(operations, seed).chain(underPrefix),
    async run(fuzzCase) {
      const operation = byId.get(fuzzCase.operationId);
      if (!operation) throw new Error(`No operation ${fuzzCase.operationId}`);
      const { request } = fuzzCase;
      const before = await state();
      const response = await app.inject({
        method: request.method,
        url: request.url.replace(live, liveId),
        headers: request.headers,
        payload: request.payload,
      });
      const changed = response.statusCode >= 400 && (await state()) !== before;
      const problems = problemsOf(operation, fuzzCase, response, {
        storeChanged: changed,
        validateErrorBody,
      });
      // An ended live sandbox is replaced, so later cases still reach one.
      if (!registry.get(liveId)) liveId = await start();
      await app.world.resetStore();
      return { status: response.statusCode, problems };
    },
  };
}
