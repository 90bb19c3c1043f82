// The saved demo's two descriptions agree: the zod schema the mock reads a document with
// (saved-demo.ts, world-state.ts) and SavedDemo in openapi/mock-demo-api.yaml, which the demo
// API checks an import against and which its types are generated from.
import type * as DemoApi from '@garage/api-types/demo-api';
import { loadOpenApiDocument, mockDemoApiPath } from '@garage/api-types/openapi';
import { createAjv } from '@garage/openapi-checks';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { scenarios } from '../sandboxes/scenarios/scenarios.ts';
import { testNow } from '../testing/test-app.ts';
import {
  readSavedDemo,
  saveDemo,
  savedDemoFormat,
  savedDemoSchema,
  savedDemoVersion,
} from './saved-demo.ts';
import { maxRecords, maxReplayedRequests } from './state-problems.ts';
import { createWorld } from './world.ts';

type Schema = { enum?: unknown[]; properties?: Record<string, Schema>; description?: string };

const document = await loadOpenApiDocument(mockDemoApiPath);
const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
const savedDemo = schemas.SavedDemo as Schema;
const world = await createWorld({
  id: null,
  label: 'Smith Motors',
  seed: 1,
  clockStart: testNow,
  frozenClock: true,
  tokenLifetimeMs: 60_000,
});

describe('the saved demo’s schema', () => {
  it('types a document the mock saves as the document the API describes', () => {
    expectTypeOf<z.output<typeof savedDemoSchema>>().toExtend<DemoApi.SavedDemo>();
    expectTypeOf<ReturnType<typeof saveDemo>>().toExtend<DemoApi.SavedDemo>();
    expect(savedDemo.properties?.format?.enum).toEqual([savedDemoFormat]);
    expect(savedDemo.properties?.version?.enum).toEqual([savedDemoVersion]);
  });

  it('is met by every document the mock saves, in both descriptions', async () => {
    const saved = saveDemo(world, Date.now());
    const validate = createAjv({ coerce: false }).compile(savedDemo);

    expect(validate(saved), JSON.stringify(validate.errors)).toBe(true);
    expect((await readSavedDemo(saved)).label).toBe('Smith Motors');
  });

  it('names the limits the mock keeps, and the scenarios it tells', () => {
    const records = schemas.SavedRecords?.description ?? '';
    const rule = schemas.SavedFaultRule?.description ?? '';
    const newSandbox = schemas.NewSandbox?.properties?.scenario;

    expect(records).toContain(`At most ${maxRecords.toLocaleString('en-GB')} records`);
    expect(rule).toContain(maxReplayedRequests.toLocaleString('en-GB'));
    expect(newSandbox?.enum).toEqual(scenarios.map((scenario) => scenario.name));
    expect(document.paths['/__demo/sandboxes/import']?.post?.['x-body-limit']).toBe(
      10 * 1024 * 1024,
    );
  });
});
