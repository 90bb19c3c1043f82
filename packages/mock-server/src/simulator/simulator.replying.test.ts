import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postGarageMessage } from '../domain/messages.ts';
import { fixtures } from '../records/data/fixtures.ts';
import { form, hour, options, replyAfterMs } from '../testing/simulator.ts';
import { storeReads } from '../testing/store-reads.ts';
import { buildTestApp, signIn } from '../testing/test-app.ts';
import { createSimulator } from './simulator.ts';

const { enquiries } = fixtures;

// A fresh app per test: the simulator times everything by the clock, which a reset leaves alone.
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const { enquiry } = storeReads(() => app);

describe('replying', () => {
  it('answers a garage message replyAfterMs after it, once, keeping the counts', async () => {
    const { headers } = await signIn(app);
    const simulator = createSimulator(app.world, options);
    const counts = enquiry(enquiries.quoted);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/connectplus/garage/message',
      ...form(headers, { EnquiryID: String(enquiries.quoted), Text: 'Any news on the discs?' }),
    });
    expect(sent.statusCode).toBe(200);

    app.world.clock.advance(replyAfterMs - 1);
    const early = await simulator.step();
    app.world.clock.advance(1);
    const due = await simulator.step();
    const again = await simulator.step();

    expect(early.replied).not.toContain(enquiries.quoted);
    expect(due.replied).toContain(enquiries.quoted);
    expect(again.replied).not.toContain(enquiries.quoted);
    expect(enquiry(enquiries.quoted)).toMatchObject({
      MessageCount: counts.MessageCount + 2,
      GarageUnread: counts.GarageUnread + 1,
    });
    const thread = await app.inject({ url: '/api/connectplus/garage/messages/101/true', headers });
    const [reply, question] = thread.json<{ Text: string; Garage: boolean; Factor: boolean }[]>();
    expect(reply).toMatchObject({ Garage: false, Factor: true, BlobStorageId: null });
    expect(reply?.Text).not.toBe('');
    expect(question).toMatchObject({ Text: 'Any news on the discs?', Garage: true });
  });

  it('does not answer when replies are off', async () => {
    const simulator = createSimulator(app.world, { ...options, replyAfterMs: undefined });
    const before = app.world.db.messages.all().length;
    const enquiry = app.world.db.enquiries.findFirst((q) =>
      q.where({ EnquiryId: enquiries.quoted }),
    );
    if (!enquiry) throw new Error('The seed has no quoted enquiry');
    await postGarageMessage(
      app.world.db,
      enquiry,
      { Text: 'Hello?', BlobStorageId: null },
      app.world.clock.now(),
    );
    app.world.clock.advance(hour);

    const report = await simulator.step();

    expect(report.replied).toEqual([]);
    expect(app.world.db.messages.all()).toHaveLength(before + 1);
  });
});
