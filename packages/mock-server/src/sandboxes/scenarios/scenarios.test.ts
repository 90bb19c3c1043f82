// Each scenario started as a visitor starts it, and what it promises checked the way the
// portal would see it: through the supplier API, signed in as the scenario's garage.
import type { Enquiry, Message, QuoteLine } from '@garage/api-types';
import type { Sandbox } from '@garage/api-types/demo-api';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { suggestQuoteLines } from '../../domain/quotes.ts';
import { fixtures } from '../../records/data/fixtures.ts';
import { prefixOf, sandboxesUnderTest } from '../../testing/sandboxes.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { inEuros } from './irish-garage.ts';
import { scenarios } from './scenarios.ts';

// The sandboxes' real time: Tuesday 24 November 2026, 09:00 in London.
const { hosted, create, inside, activate } = sandboxesUnderTest();

type Detail = { Delivery: { Delivered: boolean; Eta: number } | null };

/** A sandbox of the scenario, signed in as `code`'s user: the supplier API and demo API in it. */
async function started(scenario: string, code: string) {
  const app = await hosted();
  const sandbox = await create({ scenario });
  const prefix = prefixOf(sandbox);
  const signedIn = await activate(prefix, code);
  expect(signedIn.statusCode, signedIn.body).toBe(202);
  const { token } = signedIn.json<{ token: string }>();
  const get = async <Body>(url: string) => {
    const response = await inside(prefix, { method: 'GET', url, headers: { token } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<Body>();
  };
  const enquiries = async () => {
    const response = await inside(prefix, {
      method: 'POST',
      url: '/api/connectplus/enquiries',
      headers: { token },
      payload: { StartDate: '2026-11-01', EndDate: '2026-11-30' },
    });
    return response.json<Enquiry[]>();
  };
  /** The scenario's enquiry of this registration. */
  const byReg = async (Reg: string) => {
    const found = (await enquiries()).find((enquiry) => enquiry.Reg === Reg);
    if (!found) throw new Error(`No enquiry of ${Reg}`);
    return found;
  };
  const world = () => {
    const live = app.sandboxes?.get(sandbox.id ?? '');
    if (!live) throw new Error('The sandbox is not live');
    return live.world;
  };
  return { sandbox, get, byReg, world };
}

describe('the scenarios', () => {
  it('are listed with their names, titles and stories, and started by name', async () => {
    const app = await hosted();
    const listed = await app.inject({ method: 'GET', url: '/__demo/scenarios' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/__demo/sandboxes',
      payload: { scenario: 'quiet-sunday' },
    });

    expect(listed.json()).toEqual(
      scenarios.map(({ name, title, story }) => ({ name, title, story })),
    );
    expect(listed.json<unknown[]>().length).toBeGreaterThanOrEqual(3);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('body/scenario');
  });

  it('keep a clock start asked for, and are rebuilt from the id alone, after a reset too', async () => {
    const secret = randomBytes(32);
    await hosted({ secret });
    const sandbox: Sandbox = await create({
      scenario: 'busy-monday',
      clockStart: '2026-12-07T10:00:00Z',
    });
    const prefix = prefixOf(sandbox);
    const list = () => inside(prefix, { method: 'GET', url: '/__demo/enquiries' });
    const before = (await list()).json<unknown[]>();
    const other = await buildTestApp({
      demoApi: true,
      sandboxes: { secret, now: () => Date.parse('2026-11-24T09:00:00Z') },
    });
    const elsewhere = await other.inject({ method: 'GET', url: `${prefix}/__demo/enquiries` });
    await other.close();

    await inside(prefix, { method: 'POST', url: '/__demo/sandbox/reset' });

    expect(sandbox.clockStart).toBe('2026-12-07T10:00:00.000Z');
    expect(before).toContainEqual(expect.objectContaining({ Reg: 'LS68 KRG' }));
    expect(elsewhere.json()).toEqual(before);
    expect((await list()).json()).toEqual(before);
  });
});

describe('busy-monday', () => {
  it('opens on Monday morning with enquiries at every stage, and the garage chasing', async () => {
    const { sandbox, get, byReg } = await started('busy-monday', fixtures.licenceCodes.dave);
    const stages = {
      waiting: await byReg('LS68 KRG'),
      order: await byReg('CONSUMABLES'),
      quoted: await byReg('BD19 XTR'),
      confirmed: await byReg('YH20 OKD'),
      onTheVan: await byReg('LS15 BVE'),
    };
    const chase = await get<Message[]>(
      `/api/connectplus/garage/messages/${stages.waiting.EnquiryId}/true`,
    );
    const inTransit = await get<{ Document: string[] }[]>(
      `/api/run/getInTransit/${fixtures.accounts.pennineLeeds}`,
    );

    expect(sandbox.clockStart).toBe('2026-11-23T11:20:00.000Z');
    expect(Object.fromEntries(Object.entries(stages).map(([k, e]) => [k, e.Status]))).toEqual({
      waiting: 'Waiting',
      order: 'Order',
      quoted: 'Quoted',
      confirmed: 'Garage Confirmed',
      onTheVan: 'Ordered',
    });
    expect(chase.map((message) => [message.Garage, message.Text])).toEqual([
      [true, 'Customer waiting in reception: can you quote quickly?'],
    ]);
    expect(inTransit.flatMap((delivery) => delivery.Document)).toContain(
      `INV-${700_000 + stages.onTheVan.EnquiryId}`,
    );
  });

  it('has delivered the bulbs it ordered first thing', async () => {
    const { sandbox, world } = await started('busy-monday', fixtures.licenceCodes.dave);
    const bulbs = world().db.enquiries.findFirst((q) => q.where({ Parts: 'H7 bulbs x 10' }));

    const detail = await inside(prefixOf(sandbox), {
      method: 'GET',
      url: `/__demo/enquiries/${bulbs?.EnquiryId ?? 0}`,
    });

    expect(bulbs?.Status).toBe('Ordered');
    expect(detail.json<Detail>().Delivery).toMatchObject({ Delivered: true });
  });
});

describe('back-order-trouble', () => {
  it('has lines back-ordered until next week, and a van later than it promised', async () => {
    const { sandbox, get, byReg } = await started('back-order-trouble', fixtures.licenceCodes.dave);
    const calipers = await byReg('YF18 LMC');
    const sensor = await byReg('LS67 ABS');
    const shocks = await byReg('BD16 VAN');
    const backordered = async ({ EnquiryId }: Enquiry) =>
      (await get<{ exists: boolean }>(`/api/connectplus/backordered/check/${EnquiryId}`)).exists;
    const lines = await get<QuoteLine[]>(`/api/connectplus/response/${calipers.EnquiryId}`);
    const promised = await get<QuoteLine[]>(`/api/connectplus/response/${shocks.EnquiryId}`);
    const [van] = (
      await get<{ Document: string[]; Eta: number }[]>(
        `/api/run/getInTransit/${fixtures.accounts.pennineLeeds}`,
      )
    ).filter((delivery) => delivery.Document.includes(`INV-${700_000 + shocks.EnquiryId}`));
    const thread = await get<Message[]>(
      `/api/connectplus/garage/messages/${shocks.EnquiryId}/true`,
    );
    const now = Date.parse(sandbox.clockStart ?? '');

    expect(sandbox.clockStart).toBe('2026-11-24T14:30:00.000Z');
    expect([await backordered(calipers), await backordered(sensor)]).toEqual([true, true]);
    expect(sensor.Status).toBe('Garage Confirmed');
    expect(lines[0]?.ResponseDetailNotes).toMatch(/^Back order/);
    expect(Date.parse(lines[0]?.DeliveryDate ?? '')).toBeGreaterThan(now + 5 * 86_400_000);
    expect(van?.Eta).toBeGreaterThan(now);
    expect(van?.Eta).toBeGreaterThan(Date.parse(promised[0]?.DeliveryDate ?? '') + 60 * 60_000);
    expect(thread.map((message) => message.Text)).toContain(
      'Sorry, the van is stuck on the M62: it will be with you by 15:30.',
    );
  });
});

describe('irish-garage', () => {
  it('quotes Dock Road Motors in euros', async () => {
    const { get, byReg, world } = await started('irish-garage', fixtures.licenceCodes.aoife);
    const company = await get<{ CurrencyCode: string; CompanyName: string }>('/api/user');
    const belt = await byReg('191 L 4528');
    const lines = await get<QuoteLine[]>(`/api/connectplus/response/${belt.EnquiryId}`);
    const sterling = suggestQuoteLines(world().db, belt.EnquiryId);

    expect(company).toMatchObject({ CurrencyCode: 'EUR', CompanyName: 'Shannon Auto Parts' });
    expect(belt.Status).toBe('Quoted');
    expect(lines.map((line) => line.UnitPrice)).toEqual(
      sterling.map((line) => inEuros(line.UnitPrice)),
    );
    expect((await byReg('12 C 34567')).Status).toBe('Garage Confirmed');
    expect((await byReg('182 D 20931')).Status).toBe('Waiting');
  });

  it('prices a euro quote as a euro supplier would: up on sterling, ending in 9 cents', () => {
    expect(inEuros('10.00')).toBe('11.79');
    expect(inEuros('168.49')).toBe('197.19');
  });
});
