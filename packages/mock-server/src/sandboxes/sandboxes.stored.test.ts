// Sandboxes kept in a store (docs/demo-sandboxes.md, "Stores"), with each store that keeps them
// beyond one process's memory: a restarted process serves them as they were, and their
// simulator carries on with what fell due meanwhile. Two processes on one store:
// sandboxes.shared-store.test.ts.
import { describe, expect, it, vi } from 'vitest';
import type { StoreKind } from '../sandbox-stores/sandbox-store.ts';
import { fixtures } from '../records/data/fixtures.ts';
import { prefixOf, sandboxesUnderTest } from '../testing/sandboxes.ts';
import { options as simulatorOptions } from '../testing/simulator.ts';

const keepingStores: StoreKind[] = ['sqlite', 'redis'];

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describe.each(keepingStores)('sandboxes kept in %s', (kind) => {
  const { hosted, restart, create, inside, activate } = sandboxesUnderTest({ store: kind });

  /** A signed-in garage in a new sandbox, with an enquiry of its own. */
  async function busySandbox() {
    const prefix = prefixOf(await create({ label: 'Smith Motors' }));
    const signedIn = await activate(prefix, fixtures.licenceCodes.dave);
    expect(signedIn.statusCode, signedIn.body).toBe(202);
    const { token } = signedIn.json<{ token: string }>();
    const raised = await inside(prefix, {
      method: 'POST',
      url: '/api/connectplus/enquiry',
      headers: { token },
      body: form({
        Status: 'Waiting',
        Notes: '',
        Parts: 'Front pads',
        Reg: 'AB12 CDE',
        Consumables: 'false',
      }),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const { EnquiryId } = raised.json<{ EnquiryId: number }>();
    return { prefix, token, EnquiryId };
  }

  const enquiryOf = (prefix: string, EnquiryId: number) =>
    inside(prefix, { method: 'GET', url: `/__demo/enquiries/${EnquiryId}` });

  it('are served after a restart as they were: signed in, enquiries, messages, clock and faults', async () => {
    await hosted();
    const { prefix, token, EnquiryId } = await busySandbox();
    const sent = await inside(prefix, {
      method: 'POST',
      url: '/api/connectplus/garage/message',
      headers: { token },
      body: form({ EnquiryID: String(EnquiryId), Text: 'Kept across a restart' }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const moved = await inside(prefix, {
      method: 'POST',
      url: '/__demo/clock/advance',
      payload: { ms: 30 * 60_000 },
    });
    const movedTo = Date.parse(moved.json<{ now: string }>().now);
    await inside(prefix, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/api/news/**', status: 503 },
    });

    await restart();

    const garage = await inside(prefix, {
      method: 'GET',
      url: '/api/connectplus/garageuser',
      headers: { token },
    });
    expect(garage.statusCode, garage.body).toBe(200);
    const enquiry = await enquiryOf(prefix, EnquiryId);
    expect(enquiry.body).toContain('AB12 CDE');
    expect(enquiry.body).toContain('Kept across a restart');
    const clock = await inside(prefix, { method: 'GET', url: '/__demo/clock' });
    expect(Date.parse(clock.json<{ now: string }>().now)).toBeGreaterThanOrEqual(movedTo);
    const faults = await inside(prefix, { method: 'GET', url: '/__demo/faults' });
    expect(faults.json()).toEqual([expect.objectContaining({ pathPattern: '/api/news/**' })]);
  });

  it('carry on after a restart with the simulator’s work that fell due meanwhile', async () => {
    // A simulator that never steps by itself: the enquiry falls due with nobody to quote it.
    await hosted({}, { simulator: simulatorOptions });
    const { prefix, EnquiryId } = await busySandbox();
    const due = { ms: simulatorOptions.quoteAfterMs + 60_000 };
    await inside(prefix, { method: 'POST', url: '/__demo/clock/advance', payload: due });

    await restart({ simulator: { ...simulatorOptions, intervalMs: 20 } });

    await vi.waitFor(
      async () =>
        expect((await enquiryOf(prefix, EnquiryId)).json()).toMatchObject({
          Enquiry: { Status: 'Quoted' },
        }),
      { timeout: 3_000, interval: 50 },
    );
  });
});
