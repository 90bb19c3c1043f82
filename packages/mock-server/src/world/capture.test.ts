import { describe, expect, it } from 'vitest';
import { raiseEnquiry } from '../domain/enquiries.ts';
import { postGarageMessage } from '../domain/messages.ts';
import { confirmQuoteLines, linesOf } from '../domain/quotes.ts';
import { fixtures } from '../records/data/fixtures.ts';
import { options as simulatorOptions } from '../testing/simulator.ts';
import { testNow } from '../testing/test-app.ts';
import { png } from '../testing/uploads.ts';
import { captureWorld } from './capture.ts';
import { createWorld, type WorldOptions } from './world.ts';

const minute = 60_000;
const worldOptions: WorldOptions = {
  id: null,
  label: null,
  seed: 1,
  clockStart: testNow,
  frozenClock: true,
  tokenLifetimeMs: 60 * minute,
  simulator: simulatorOptions,
};

/** A world a visitor has been busy in: every part of its state moved off the seed. */
async function busyWorld() {
  const world = await createWorld(worldOptions);
  const { db, clock } = world;
  await world.tokens.issue(crypto.randomUUID(), fixtures.users.dave);
  world.activationThrottle.recordWrongCode(crypto.randomUUID(), '203.0.113.9');
  const raised = await raiseEnquiry(
    db,
    {
      GarageId: fixtures.garages.kirkstall,
      Reg: 'YK19 HBN',
      Parts: 'Wiper blades',
      Notes: '',
      Status: 'Waiting',
      image: { contentType: 'image/png', bytes: new Uint8Array(png) },
    },
    clock.now(),
  );
  await postGarageMessage(db, raised, { Text: 'Today please', BlobStorageId: null }, clock.now());
  const quoted = linesOf(db, fixtures.enquiries.quoted);
  await confirmQuoteLines(
    db,
    quoted.map((line) => ({ line, Qty: line.Qty })),
    {
      branch: 'LEE',
      now: clock.now(),
    },
  );
  world.faults.add({ pathPattern: '/api/**', errorRate: 0.4, seed: 9 });
  world.faults.add({ pathPattern: '/api/user', status: 503, errorRate: 0.5 });
  for (let request = 0; request < 7; request++) world.faults.outcomeFor('/api/user');
  // The simulator sees the confirmation now: its dispatch falls due 10 minutes on.
  await world.simulator?.step();
  clock.advance(4 * minute);
  return world;
}

describe('a world’s capture', () => {
  it('restores to a world whose capture is the same, tokens and all', async () => {
    const world = await busyWorld();
    const captured = captureWorld(world, { withTokens: true });

    const restored = await createWorld({ ...worldOptions, restoreFrom: captured });

    expect(captureWorld(restored, { withTokens: true })).toEqual(captured);
    expect(JSON.parse(JSON.stringify(captured))).toEqual(captured);
  });

  it('holds the devices and wrong codes only when asked for them', async () => {
    const world = await busyWorld();

    const withTokens = captureWorld(world, { withTokens: true });
    const without = captureWorld(world);

    expect(withTokens.devices).toHaveLength(1);
    expect(withTokens.wrongCodes).toHaveLength(2);
    expect(without).not.toHaveProperty('devices');
    expect(without).not.toHaveProperty('wrongCodes');
    expect(JSON.stringify(without)).not.toContain(withTokens.devices?.[0]?.Token);
  });

  it('names the pictures the seed draws, and carries an uploaded image as its bytes', async () => {
    const captured = captureWorld(await busyWorld());
    const images = new Map(captured.binaries.images.map((image) => [image.Key, image]));

    expect(images.get('logo-company-1')).toEqual({
      Key: 'logo-company-1',
      ContentType: 'image/png',
      Generated: 'logo:#1d4ed8:peaks',
    });
    expect(captured.binaries.images.filter((image) => image.Key.startsWith('enq-'))).toEqual([
      {
        Key: expect.stringMatching(/^enq-\d+-1$/) as unknown,
        ContentType: 'image/png',
        Base64: png.toString('base64'),
      },
    ]);
    expect(captured.binaries.assets.some((asset) => 'Base64' in asset)).toBe(true);
  });

  it('carries on as the world would: fault runs and the simulator’s pending dispatch', async () => {
    const world = await busyWorld();
    const twin = await createWorld({ ...worldOptions, restoreFrom: captureWorld(world) });

    const outcomes = (subject: typeof world) =>
      Array.from({ length: 20 }, () => subject.faults.outcomeFor('/api/user').failing?.id ?? 0);
    expect(outcomes(twin)).toEqual(outcomes(world));
    world.clock.advance(6 * minute);
    twin.clock.advance(6 * minute);
    const report = await world.simulator?.step();
    expect(report?.dispatched).toContain(fixtures.enquiries.quoted);
    expect(await twin.simulator?.step()).toEqual(report);
    expect(captureWorld(twin)).toEqual(captureWorld(world));
  });

  it('resets a restored world to its seed, and a world from an origin to that origin', async () => {
    const seeded = captureWorld(await createWorld(worldOptions));
    const busy = captureWorld(await busyWorld());

    const restored = await createWorld({ ...worldOptions, restoreFrom: busy });
    await restored.reset();
    const fromOrigin = await createWorld({ ...worldOptions, origin: busy });
    fromOrigin.faults.clear();
    fromOrigin.clock.advance(minute);
    await fromOrigin.reset();

    expect(captureWorld(restored)).toEqual(seeded);
    expect(captureWorld(fromOrigin)).toEqual(busy);
  });
});
