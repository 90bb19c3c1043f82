import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import {
  enquiryHelpers,
  fixtureIds,
  idsOf,
  mockOnlyFields,
  type ApiEnquiry,
} from '../../testing/enquiries.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries, garages, accounts } = fixtures;
const { storedWithin } = enquiryHelpers(() => app);

function globalEnquiries(headers: Record<string, string>, query: Record<string, string>) {
  return app.inject({ url: '/api/connectplus/getFactorEnquiries', headers, query });
}

describe('getGlobalEnquiries', () => {
  it('lists every garage of the account within the window, newest first, read-only', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await globalEnquiries(headers, {
      StartDate: '2026-11-18',
      EndDate: '2026-11-19',
      Acct: accounts.pennineLeeds,
    });

    expect(response.statusCode).toBe(200);
    const list = response.json<ApiEnquiry[]>();
    expect(idsOf(list).filter((id) => fixtureIds.includes(id))).toEqual([
      enquiries.headingleyWaiting,
      enquiries.quoted,
      enquiries.order,
    ]);
    expect(idsOf(list)).toEqual(
      storedWithin(
        [garages.kirkstall, garages.headingley],
        '2026-11-18T00:00:00Z',
        '2026-11-19T23:59:59.999Z',
      ),
    );
    expect(idsOf(list)).not.toContain(enquiries.bradfordQuoted);
    expect(idsOf(list)).not.toContain(enquiries.noAccountWaiting);
    for (const enquiry of list) {
      for (const field of mockOnlyFields) expect(enquiry).not.toHaveProperty(field);
    }
    expect(snapshot(app)).toBe(before);
  });

  it('uses a date-time bound as that instant and a date bound as its whole day', async () => {
    const { headers } = await signIn(app, 'dave');
    const query = (StartDate: string, EndDate: string) =>
      globalEnquiries(headers, { StartDate, EndDate, Acct: accounts.pennineLeeds }).then((r) =>
        idsOf(r.json<ApiEnquiry[]>()).filter((id) => fixtureIds.includes(id)),
      );

    // 101 and 201 are dated 2026-11-19T10:00Z, 102 2026-11-20T05:12Z.
    expect(await query('2026-11-19T10:00:00Z', '2026-11-20T05:12:00Z')).toEqual([
      enquiries.waiting,
      enquiries.headingleyWaiting,
      enquiries.quoted,
    ]);
    expect(await query('2026-11-19T10:00:00.001Z', '2026-11-20T05:11:59.999Z')).toEqual([]);
    expect(await query('2026-11-19T11:00:00+01:00', '2026-11-19')).toEqual([
      enquiries.headingleyWaiting,
      enquiries.quoted,
    ]);
  });

  it('is the same answer for every garage of the account', async () => {
    const dave = await signIn(app, 'dave');
    const emma = await signIn(app, 'emma');
    const query = { StartDate: '2026-10-01', EndDate: '2026-11-21', Acct: accounts.pennineLeeds };

    const fromDave = await globalEnquiries(dave.headers, query);
    const fromEmma = await globalEnquiries(emma.headers, query);

    expect(fromDave.statusCode).toBe(200);
    expect(fromEmma.json()).toEqual(fromDave.json());
  });

  it.each([
    [
      'another account',
      'dave',
      accounts.pennineBradford,
      'querystring/Acct must be the caller’s own account',
    ],
    [
      'another company’s account',
      'dave',
      accounts.shannon,
      'querystring/Acct must be the caller’s own account',
    ],
    [
      'any account from a garage without one',
      'lee',
      accounts.pennineLeeds,
      'This garage has no customer account for global enquiries',
    ],
  ] as const)('refuses %s with 403, changing nothing', async (_label, user, Acct, message) => {
    const { headers } = await signIn(app, user);
    const before = snapshot(app);

    const response = await globalEnquiries(headers, {
      StartDate: '2026-10-01',
      EndDate: '2026-11-21',
      Acct,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects a window that runs backwards with 400', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await globalEnquiries(headers, {
      StartDate: '2026-11-19T12:00:00Z',
      EndDate: '2026-11-19T11:59:59Z',
      Acct: accounts.pennineLeeds,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'querystring/StartDate must not be after querystring/EndDate',
    });
  });

  it.each([
    ['a word for a date', { StartDate: 'yesterday' }, 'querystring/StartDate must match format'],
    [
      'a month that does not exist',
      { EndDate: '2026-13-01' },
      'querystring/EndDate must match format',
    ],
    ['a date-time without a zone', { EndDate: '2026-11-20T10:00:00' }, 'querystring/EndDate'],
    ['a missing Acct', { Acct: undefined }, "querystring must have required property 'Acct'"],
    ['an empty Acct', { Acct: '' }, 'querystring/Acct must NOT have fewer than 1 characters'],
  ])('rejects %s with 400 naming the parameter', async (_label, overrides, message) => {
    const { headers } = await signIn(app, 'dave');
    const query = Object.fromEntries(
      Object.entries({
        StartDate: '2026-11-01',
        EndDate: '2026-11-20',
        Acct: accounts.pennineLeeds,
        ...overrides,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );

    const response = await globalEnquiries(headers, query);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});
