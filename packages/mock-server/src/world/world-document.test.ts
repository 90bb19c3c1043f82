// What a store keeps of a sandbox (world-document.ts): the world's capture with its tokens,
// split into a small document and a part per record, only the parts that changed given to
// each save, and a running clock caught up on restore.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cancelEnquiry, raiseEnquiry } from '../domain/enquiries.ts';
import { fixtures } from '../records/data/fixtures.ts';
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

/**
 * What a store keeps of the saves given to it: the last document, each part as last given,
 * less those removed since.
 */
function storeOfSaves() {
  const parts = new Map<string, string>();
  let document = '';
  return {
    get parts() {
      return Object.fromEntries(parts);
    },
    save({ document: saved, parts: changed, removedParts }: WorldChange) {
      document = saved;
      for (const [name, text] of Object.entries(changed)) parts.set(name, text);
      for (const name of removedParts) parts.delete(name);
      return readWorldDocument(document, Object.fromEntries(parts));
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
      // A part for each record held, and none for what was deleted or replaced.
      const records = Object.keys(store.parts).filter((name) => name.includes('/'));
      const held = Object.values(world.db).reduce((sum, records) => sum + records.all().length, 0);
      expect(records).toHaveLength(held);
    },
    60_000,
  );

  it('gives a save only the parts that changed', async () => {
    const world = await createWorld(worldOptions);
    const tracker = trackWorldDocument(world);
    tracker.whole();
    const garage = { GarageId: fixtures.garages.kirkstall, Reg: 'AB12 CDE', Parts: 'Pads' };
    await raiseEnquiry(world.db, { ...garage, Notes: '', Status: 'Waiting' }, world.clock.now());

    const raised = tracker.changed();
    // The new enquiry alone, under a key after every other enquiry's.
    const [written, ...others] = Object.keys(raised?.parts ?? {});
    expect(others).toEqual([]);
    const before = world.db.enquiries.all().length - 1;
    expect(written).toBe(`enquiries/${before.toString(36)}`);
    expect(raised?.removedParts).toEqual([]);
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
    const tracker = trackWorldDocument(restored, { restored: { ...store.parts } });

    expect(tracker.changed()).toBeNull();
    restored.faults.add({ pathPattern: '/api/**', status: 503 });
    const change = tracker.changed();
    expect(change?.parts).toEqual({});
    expect(change && store.save(change).state).toEqual(
      captureWorld(restored, { withTokens: true }),
    );
    // A record changed after the restore replaces its own part: its key is its place.
    const waiting = restored.db.enquiries.findFirst((q) =>
      q.where({ EnquiryId: fixtures.enquiries.waiting }),
    );
    if (!waiting) throw new Error('the seed has no waiting enquiry');
    await cancelEnquiry(restored.db, waiting, undefined);
    const cancelled = tracker.changed();
    const [replaced, ...others] = Object.keys(cancelled?.parts ?? {});
    expect(others).toEqual([]);
    expect(JSON.parse(store.parts[replaced ?? ''] ?? '{}')).toMatchObject({
      EnquiryId: fixtures.enquiries.waiting,
      Status: 'Waiting',
    });
    expect(cancelled?.removedParts).toEqual([]);
    expect(cancelled && store.save(cancelled).state).toEqual(
      captureWorld(restored, { withTokens: true }),
    );
  });

  it('saves a step of the simulator that changed the simulator alone', async () => {
    const world = await createWorld(worldOptions);
    const tracker = trackWorldDocument(world);
    const store = storeOfSaves();
    store.save(tracker.whole());

    // Its first step sees the seed's confirmed order and times its dispatch from then on; no
    // record changes.
    const confirmed = world.db.enquiries
      .all()
      .filter((enquiry) => enquiry.Status === 'Garage Confirmed');
    expect(confirmed.length).toBeGreaterThan(0);
    await world.simulator?.step();
    const change = tracker.changed();
    expect(change?.parts).toEqual({});
    expect(change && store.save(change).state).toEqual(captureWorld(world, { withTokens: true }));
  });

  it("saves the simulator's new timings, set alone, and nothing for a step that found nothing due", async () => {
    const world = await createWorld(worldOptions);
    const tracker = trackWorldDocument(world);
    const store = storeOfSaves();
    store.save(tracker.whole());
    await world.simulator?.step();
    store.save(tracker.changed() ?? tracker.whole());

    world.simulator?.configure({ replyAfterMs: 90_000 });
    const change = tracker.changed();
    expect(change && store.save(change).state.simulator?.replyAfterMs).toBe(90_000);
    await world.simulator?.step();
    expect(tracker.changed()).toBeNull();
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
      'A stored sandbox is of format 1, not 3',
    );
    const { document, parts } = trackWorldDocument(await createWorld(worldOptions)).whole();
    const lacking = Object.fromEntries(
      Object.entries(parts).filter(([name]) => name !== 'messages/3'),
    );
    expect(() => readWorldDocument(document, lacking)).toThrow(
      'A stored sandbox lacks some of its messages',
    );
  });
});
