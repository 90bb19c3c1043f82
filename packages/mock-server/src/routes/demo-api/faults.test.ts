import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(() => {
  app.world.faults.clear();
});
afterAll(() => app.close());

const remove = (id: number | string) =>
  app.inject({ method: 'POST', url: `/__demo/faults/${id}/remove` });

describe('POST /__demo/faults/{FaultId}/remove', () => {
  it('removes one rule, answering it as it was, and the others keep their ids', async () => {
    const { headers } = await signIn(app);
    app.world.faults.add({ pathPattern: '/api/user', latencyMs: 1 });
    app.world.faults.add({ pathPattern: '/api/user', status: 503 });
    app.world.faults.add({ pathPattern: '/api/connectplus/**', errorRate: 0.5, seed: 3 });
    await app.inject({ url: '/api/user', headers });

    const response = await remove(2);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 2,
      pathPattern: '/api/user',
      latencyMs: 0,
      errorRate: 1,
      status: 503,
      matched: 1,
      failed: 1,
    });
    expect(app.world.faults.list().map((rule) => rule.id)).toEqual([1, 3]);
    expect((await app.inject({ url: '/api/user', headers })).statusCode).toBe(200);
    // A rule added afterwards does not take the removed rule's id.
    expect(app.world.faults.add({ pathPattern: '/**', latencyMs: 1 }).id).toBe(4);
  });

  it('answers 404 for an id no rule has, removing nothing', async () => {
    app.world.faults.add({ pathPattern: '/api/user', status: 503 });
    const before = app.world.faults.list();

    const response = await remove(7);

    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No fault rule 7');
    expect(app.world.faults.list()).toEqual(before);
  });

  it('answers 404 for a rule removed already', async () => {
    app.world.faults.add({ pathPattern: '/api/user', status: 503 });
    await remove(1);

    expect((await remove(1)).statusCode).toBe(404);
  });

  it.each([0, 'first'])('answers 400 naming params/FaultId for %s', async (id) => {
    app.world.faults.add({ pathPattern: '/api/user', status: 503 });

    const response = await remove(id);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('params/FaultId');
    expect(app.world.faults.list()).toHaveLength(1);
  });
});
