import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { fixtures } from '../records/data/fixtures.ts';
import { signIn, snapshot } from './test-app.ts';

const { pennineLeeds, pennineBradford } = fixtures.accounts;

/**
 * The rules every read keyed by a customer account keeps (news, returns, tracking): reading
 * changes nothing, no token is a 401, another account or none is a 403, and a parameter that
 * breaks the contract is a 400 naming it.
 */
export function itIsAnAccountKeyedRead(
  getApp: () => FastifyInstance,
  url: (account: string) => string,
  parameter: string,
) {
  it('changes nothing when read', async () => {
    const app = getApp();
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({ url: url(pennineLeeds), headers });

    expect(response.statusCode).toBe(200);
    expect(snapshot(app)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const response = await getApp().inject({ url: url(pennineLeeds) });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each([
    ['another account', 'dave', pennineBradford],
    ['a caller without an account', 'lee', pennineLeeds],
  ] as const)('answers 403 for %s, changing nothing', async (_label, user, account) => {
    const app = getApp();
    const { headers } = await signIn(app, user);
    const before = snapshot(app);

    const response = await app.inject({ url: url(account), headers });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: `Customer account ${account} is not the caller's`,
    });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects an over-long account code with 400 naming the parameter', async () => {
    const app = getApp();
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({ url: url('X'.repeat(51)), headers });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      `params/${parameter} must NOT have more than 50 characters`,
    );
    expect(snapshot(app)).toBe(before);
  });
}
