// The document a store keeps of a sandbox (world-document.ts): the world's capture with its
// tokens, made again only when something changed, and a running clock caught up on restore.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../store/data/fixtures.ts';
import { options as simulatorOptions } from '../testing/simulator.ts';
import { testNow } from '../testing/test-app.ts';
import { applyAction, worldAction } from '../testing/world-actions.ts';
import { captureWorld } from './capture.ts';
import { createWorld, type WorldOptions } from './world.ts';
import { caughtUp, readWorldDocument, trackWorldDocument } from './world-document.ts';

const worldOptions: WorldOptions = {
  id: 'sandbox-1',
  label: 'Smith Motors',
  seed: 1,
  clockStart: testNow,
  frozenClock: true,
  tokenLifetimeMs: 3_600_000,
  simulator: simulatorOptions,
};

const stateIn = (document: string) => readWorldDocument(document).state;

describe('a world document', () => {
  test.prop([fc.array(worldAction, { minLength: 1, maxLength: 20 })], { numRuns: 20 })(
    'is the capture with tokens after every change, and nothing while nothing changed',
    async (actions) => {
      const world = await createWorld(worldOptions);
      const tracker = trackWorldDocument(world);
      expect(stateIn(tracker.whole())).toEqual(captureWorld(world, { withTokens: true }));
      let kept = captureWorld(world, { withTokens: true });
      for (const action of actions) {
        await applyAction(world, action);
        const document = tracker.changed();
        const now = captureWorld(world, { withTokens: true });
        if (document === null) {
          // Only the simulator's time of its last step may have moved: it found nothing due.
          const unstepped = now.simulator && { ...now.simulator, lastStepAt: '' };
          expect({ ...now, simulator: unstepped }).toEqual({
            ...kept,
            simulator: kept.simulator && { ...kept.simulator, lastStepAt: '' },
          });
        } else {
          expect(stateIn(document), action.kind).toEqual(now);
          kept = now;
        }
      }
    },
    60_000,
  );

  it('says nothing changed while a running clock runs on by itself', async () => {
    const world = await createWorld({ ...worldOptions, frozenClock: false, clockStart: null });
    const tracker = trackWorldDocument(world);
    tracker.whole();
    await new Promise((done) => setTimeout(done, 5));

    expect(tracker.changed()).toBeNull();
    world.clock.advance(60_000);
    expect(tracker.changed()).not.toBeNull();
  });

  it('starts with nothing changed for a world restored from its document', async () => {
    const world = await createWorld(worldOptions);
    await world.tokens.issue(crypto.randomUUID(), fixtures.users.dave);
    const document = readWorldDocument(trackWorldDocument(world).whole());
    const restored = await createWorld({ ...worldOptions, restoreFrom: document.state });
    const tracker = trackWorldDocument(restored, { restored: true });

    expect(tracker.changed()).toBeNull();
    restored.faults.add({ pathPattern: '/api/**', status: 503 });
    expect(stateIn(tracker.changed() ?? '')).toEqual(captureWorld(restored, { withTokens: true }));
  });

  it('keeps the saved demo a sandbox started from, for its resets', async () => {
    const origin = captureWorld(await createWorld(worldOptions));
    const world = await createWorld({ ...worldOptions, origin });

    expect(readWorldDocument(trackWorldDocument(world, { origin }).whole()).origin).toEqual(origin);
  });

  it('catches a running clock up by the real time since it was saved, not a frozen one', async () => {
    const frozen = await createWorld(worldOptions);
    const running = await createWorld({ ...worldOptions, frozenClock: false });
    const later = (world: typeof frozen) => {
      const document = readWorldDocument(trackWorldDocument(world).whole());
      return Date.parse(caughtUp(document, document.savedAt + 90_000).clock.now);
    };

    expect(later(frozen)).toBe(frozen.clock.now());
    expect(later(running) - running.clock.now()).toBeGreaterThanOrEqual(89_000);
    expect(later(running) - running.clock.now()).toBeLessThanOrEqual(90_000);
  });

  it('refuses a document of another format', () => {
    expect(() => readWorldDocument('{"format":2,"savedAt":0,"state":{}}')).toThrow(
      'A stored sandbox is of format 2, not 1',
    );
  });
});
