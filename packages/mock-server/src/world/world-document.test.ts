// What a store keeps of a sandbox (world-document.ts): the world's capture with its tokens,
// split into a small document and a part per collection, only the parts that changed given to
// each save, and a running clock caught up on restore.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { raiseEnquiry } from '../domain/enquiries.ts';
import { fixtures } from '../store/data/fixtures.ts';
import { options as simulatorOptions } from '../testing/simulator.ts';
import { testNow } from '../testing/test-app.ts';
import { applyAction, worldAction } from '../testing/world-actions.ts';
import { captureWorld } from './capture.ts';
import { createWorld, type WorldOptions } from './world.ts';
import {
  caughtUp,
  readWorldDocument,
  trackWorldDocument,
  type WorldChange,
} from './world-document.ts';

const worldOptions: WorldOptions = {
  id: 'sandbox-1',
  label: 'Smith Motors',
  seed: 1,
  clockStart: testNow,
  frozenClock: true,
  tokenLifetimeMs: 3_600_000,
  simulator: simulatorOptions,
};

/** What a store keeps of the saves given to it: the last document, each part as last given. */
function storeOfSaves() {
  const parts: Record<string, string> = {};
  let document = '';
  return {
    save({ document: saved, parts: changed }: WorldChange) {
      document = saved;
      Object.assign(parts, changed);
      return readWorldDocument(document, parts);
    },
  };
}

describe('a world document', () => {
  test.prop([fc.array(worldAction, { minLength: 1, maxLength: 20 })], { numRuns: 20 })(
    'is the capture with tokens after every change, and nothing while nothing changed',
    async (actions) => {
      const world = await createWorld(worldOptions);
      const tracker = trackWorldDocument(world);
      const store = storeOfSaves();
      expect(store.save(tracker.whole()).state).toEqual(captureWorld(world, { withTokens: true }));
      let kept = captureWorld(world, { withTokens: true });
      for (const action of actions) {
        await applyAction(world, action);
        const change = tracker.changed();
        const now = captureWorld(world, { withTokens: true });
        if (change === null) {
          // Only the simulator's time of its last step may have moved: it found nothing due.
          const unstepped = now.simulator && { ...now.simulator, lastStepAt: '' };
          expect({ ...now, simulator: unstepped }).toEqual({
            ...kept,
            simulator: kept.simulator && { ...kept.simulator, lastStepAt: '' },
          });
        } else {
          expect(store.save(change).state, action.kind).toEqual(now);
          kept = now;
        }
      }
    },
    60_000,
  );

  it('gives a save only the parts that changed', async () => {
    const world = await createWorld(worldOptions);
    const tracker = trackWorldDocument(world);
    tracker.whole();
    const garage = { GarageId: fixtures.garages.kirkstall, Reg: 'AB12 CDE', Parts: 'Pads' };
    await raiseEnquiry(world.db, { ...garage, Notes: '', Status: 'Waiting' }, world.clock.now());

    expect(Object.keys(tracker.changed()?.parts ?? {})).toEqual(['enquiries']);
    world.faults.add({ pathPattern: '/api/**', status: 503 });
    expect(tracker.changed()?.parts).toEqual({});
  });

  it('says nothing changed while a running clock runs on by itself', async () => {
    const world = await createWorld({ ...worldOptions, frozenClock: false, clockStart: null });
    const tracker = trackWorldDocument(world);
    tracker.whole();
    await new Promise((done) => setTimeout(done, 5));

    expect(tracker.changed()).toBeNull();
    world.clock.advance(60_000);
    expect(tracker.changed()).not.toBeNull();
  });

  it('starts with nothing changed for a world restored from what was stored', async () => {
    const world = await createWorld(worldOptions);
    await world.tokens.issue(crypto.randomUUID(), fixtures.users.dave);
    const store = storeOfSaves();
    const { state } = store.save(trackWorldDocument(world).whole());
    const restored = await createWorld({ ...worldOptions, restoreFrom: state });
    const tracker = trackWorldDocument(restored, { restored: true });

    expect(tracker.changed()).toBeNull();
    restored.faults.add({ pathPattern: '/api/**', status: 503 });
    const change = tracker.changed();
    expect(change && store.save(change).state).toEqual(
      captureWorld(restored, { withTokens: true }),
    );
  });

  it('keeps the saved demo a sandbox started from, for its resets, saved once', async () => {
    const origin = captureWorld(await createWorld(worldOptions));
    const world = await createWorld({ ...worldOptions, origin });
    const tracker = trackWorldDocument(world, { origin });
    const store = storeOfSaves();

    expect(store.save(tracker.whole()).origin).toEqual(origin);
    world.faults.add({ pathPattern: '/api/**', status: 503 });
    expect(tracker.changed()?.parts).toEqual({});
  });

  it('catches a running clock up by the real time since it was saved, not a frozen one', async () => {
    const frozen = await createWorld(worldOptions);
    const running = await createWorld({ ...worldOptions, frozenClock: false });
    const later = (world: typeof frozen) => {
      const document = storeOfSaves().save(trackWorldDocument(world).whole());
      return Date.parse(caughtUp(document, document.savedAt + 90_000).clock.now);
    };

    expect(later(frozen)).toBe(frozen.clock.now());
    expect(later(running) - running.clock.now()).toBeGreaterThanOrEqual(89_000);
    expect(later(running) - running.clock.now()).toBeLessThanOrEqual(90_000);
  });

  it('refuses a document of another format, or one missing a part', async () => {
    expect(() => readWorldDocument('{"format":1,"savedAt":0,"state":{}}', {})).toThrow(
      'A stored sandbox is of format 1, not 2',
    );
    const { document, parts } = trackWorldDocument(await createWorld(worldOptions)).whole();
    const { messages: _messages, ...lacking } = parts;
    expect(() => readWorldDocument(document, lacking)).toThrow(
      'A stored sandbox lacks its messages',
    );
  });
});
