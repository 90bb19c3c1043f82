// The round trip of a saved demo, as a property: for worlds of any seed changed by any run of
// what visitors and the simulator do, saving, reading the file back, starting a world from it
// and saving again gives the same document. Every state reached this way must also pass the
// import's checks: a refusal here is a check that refuses real demos.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { options as simulatorOptions } from '../testing/simulator.ts';
import { testNow } from '../testing/test-app.ts';
import { applyAction, worldAction } from '../testing/world-actions.ts';
import { readSavedDemo, saveDemo } from './saved-demo.ts';
import { createWorld, type WorldOptions } from './world.ts';

const savedAt = Date.parse('2026-11-24T09:00:00Z');

const optionsOf = (seed: number): WorldOptions => ({
  id: null,
  label: 'Round trip',
  seed,
  clockStart: testNow,
  frozenClock: true,
  tokenLifetimeMs: 3_600_000,
  simulator: simulatorOptions,
});

describe('a saved demo', () => {
  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.array(worldAction, { maxLength: 25 })], {
    numRuns: 25,
  })(
    'saves the same document again once imported, whatever was done to the world',
    async (seed, actions) => {
      const world = await createWorld(optionsOf(seed));
      for (const action of actions) await applyAction(world, action);
      const saved = saveDemo(world, savedAt);

      const { label, state } = await readSavedDemo(JSON.parse(JSON.stringify(saved)));
      const imported = await createWorld({ ...optionsOf(1), label, origin: state });

      expect(saveDemo(imported, savedAt)).toEqual(saved);
    },
    60_000,
  );
});
