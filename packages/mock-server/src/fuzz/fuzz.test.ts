// Property-based fuzzing of the mock supplier, driven by the OpenAPI document: requests valid
// and broken in one place, for every operation, each answer checked (checks.ts). 1,500 cases
// here, a few seconds; scripts/fuzz-mock-server runs 10,000. fast-check prints the seed and
// path of a failure: pass them as `{ seed, path }` in test.prop's parameters to replay it.
import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { describeCase, validCases } from './cases.ts';
import { startSandboxSession } from './sandbox-session.ts';
import { startSession } from './session.ts';

const app = await buildTestApp();
const session = await startSession(app);
afterAll(() => app.close());

describe('the mock supplier under fuzzing', () => {
  test.prop([session.cases], { numRuns: 1500 })(
    'never answers 5xx, rejects each broken request naming what is broken, and changes nothing when it rejects',
    async (fuzzCase) => {
      const { problems } = await session.run(fuzzCase);
      expect(problems, describeCase(fuzzCase)).toEqual([]);
    },
    120_000,
  );

  // Without this the property could pass with every valid request stopped at a 404.
  it.each(session.operations.map((operation) => [operation.operationId, operation] as const))(
    'reaches the handler of %s with valid requests, some answered 2xx',
    async (_id, operation) => {
      const statuses: number[] = [];
      for (const fuzzCase of fc.sample(validCases(operation, session.seed), {
        numRuns: 25,
        seed: 1,
      })) {
        const { status, problems } = await session.run(fuzzCase);
        expect(problems, describeCase(fuzzCase)).toEqual([]);
        statuses.push(status);
      }
      expect(
        statuses.some((status) => status < 300),
        `statuses: ${statuses.join(', ')}`,
      ).toBe(true);
    },
  );
});

const hosted = await buildTestApp({
  demoApi: true,
  sandboxes: { creations: { max: 100_000, windowMs: 60_000 } },
});
const sandboxSession = await startSandboxSession(hosted);
afterAll(() => hosted.close());

describe('the demo API’s sandbox operations under fuzzing', () => {
  test.prop([sandboxSession.cases], { numRuns: 400 })(
    'never answer 5xx, name what is broken, end no demo by mistake, and never fall back to another world',
    async (fuzzCase) => {
      const { problems } = await sandboxSession.run(fuzzCase);
      expect(problems, describeCase(fuzzCase)).toEqual([]);
    },
    120_000,
  );
});
