import { describe, expect, it } from 'vitest';
import { fixtures } from '../records/data/fixtures.ts';
import { prefixOf, sandboxesUnderTest } from '../testing/sandboxes.ts';

const { build, hosted, passTime, create, inside, activate } = sandboxesUnderTest();

describe('the lifecycle', () => {
  it('starts with no body at all, from the defaults', async () => {
    const app = await hosted();
    const response = await app.inject({ method: 'POST', url: '/__demo/sandboxes' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ label: null, seed: 1, clockStart: null });
  });

  it('answers a new sandbox with its URLs and licence codes, and lists it once used', async () => {
    const app = await hosted();
    const sandbox = await create({
      label: 'Smith Motors',
      seed: 7,
      clockStart: '2026-12-01T09:00:00Z',
    });

    expect(sandbox.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(sandbox.portalUrl).toBe(`http://localhost:80/s/${sandbox.id ?? ''}/`);
    expect(sandbox.consoleUrl).toBe(`http://localhost:80/s/${sandbox.id ?? ''}/console/`);
    expect(sandbox.licences.map((licence) => licence.LicenceCode)).toContain(
      fixtures.licenceCodes.dave,
    );
    expect(sandbox).toMatchObject({
      label: 'Smith Motors',
      seed: 7,
      clockStart: '2026-12-01T09:00:00.000Z',
    });
    // Built on first use, where a balancer sends it.
    expect((await app.inject({ method: 'GET', url: '/__demo/sandboxes' })).json()).toEqual([]);

    const clock = await inside(prefixOf(sandbox), { method: 'GET', url: '/__demo/clock' });
    // Its clock runs from where it started.
    expect(clock.json<{ now: string }>().now).toMatch(/^2026-12-01T09:00:0\d/);
    const listed = (await app.inject({ method: 'GET', url: '/__demo/sandboxes' })).json<
      unknown[]
    >();
    expect(listed).toEqual([
      expect.objectContaining({
        id: sandbox.id,
        label: 'Smith Motors',
        expiresAt: '2026-11-24T11:00:00.000Z',
      }),
    ]);
  });

  it('lists the sandboxes only outside them: no visitor sees another’s id', async () => {
    const app = await hosted();
    const prefix = prefixOf(await create());
    const listed = await app.inject({ method: 'GET', url: `${prefix}/__demo/sandboxes` });
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toMatchObject({
      message: 'The sandboxes are listed only at /__demo/sandboxes',
    });
  });

  it('ends a sandbox nobody used for two hours, and keeps one in use', async () => {
    await hosted();
    const idle = prefixOf(await create());
    const busy = prefixOf(await create());
    const use = (prefix: string) => inside(prefix, { method: 'GET', url: '/__demo/sandbox' });
    await use(idle);
    for (let minutes = 0; minutes < 150; minutes += 30) {
      passTime(30 * 60_000);
      expect((await use(busy)).statusCode).toBe(200);
    }
    expect((await use(idle)).statusCode).toBe(404);
    expect((await use(busy)).statusCode).toBe(200);
  });

  it('ends an id nobody opened within the idle time', async () => {
    await hosted();
    const unopened = prefixOf(await create());
    passTime(2 * 60 * 60_000 + 1000);
    expect((await inside(unopened, { method: 'GET', url: '/__demo/sandbox' })).statusCode).toBe(
      404,
    );
  });

  it('resets a whole sandbox: store, clock and fault rules, at the same address', async () => {
    await hosted();
    const sandbox = await create({ clockStart: '2026-12-01T09:00:00Z' });
    const prefix = prefixOf(sandbox);
    await activate(prefix, fixtures.licenceCodes.dave);
    await inside(prefix, {
      method: 'POST',
      url: '/__demo/clock/advance',
      payload: { ms: 3_600_000 },
    });
    await inside(prefix, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/api/**', latencyMs: 10 },
    });

    const reset = await inside(prefix, { method: 'POST', url: '/__demo/sandbox/reset' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: sandbox.id });
    expect((await inside(prefix, { method: 'GET', url: '/__demo/clock' })).json()).toMatchObject({
      now: expect.stringMatching(/^2026-12-01T09:00:0/) as unknown,
    });
    expect((await inside(prefix, { method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
  });

  it('ends a sandbox on delete, but never the default one', async () => {
    const app = await hosted();
    const prefix = prefixOf(await create());
    expect(
      (await inside(prefix, { method: 'POST', url: '/__demo/sandbox/delete' })).statusCode,
    ).toBe(200);
    expect((await inside(prefix, { method: 'GET', url: '/__demo/sandbox' })).statusCode).toBe(404);
    const defaultWorld = await app.inject({ method: 'POST', url: '/__demo/sandbox/delete' });
    expect(defaultWorld.statusCode).toBe(409);
  });

  it('pushes out the least recently used idle sandbox when full, and answers 503 when none is idle', async () => {
    const app = await hosted({ max: 2, inUseWithinMs: 10 * 60_000 });
    const first = prefixOf(await create());
    const second = prefixOf(await create());
    const use = (prefix: string) => inside(prefix, { method: 'GET', url: '/__demo/sandbox' });
    await use(first);
    await use(second);

    const full = await app.inject({ method: 'POST', url: '/__demo/sandboxes', payload: {} });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('600');

    passTime(5 * 60_000);
    await use(second);
    passTime(6 * 60_000);
    const third = prefixOf(await create());
    expect((await use(third)).statusCode).toBe(200);
    expect((await use(first)).statusCode).toBe(404);
    expect((await use(second)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field and starts nothing', async () => {
    const app = await hosted({ creations: { max: 3, windowMs: 60_000 } });
    const cases: [object, string][] = [
      [{ seed: 0 }, 'body/seed'],
      [{ seed: 'one' }, 'body/seed'],
      [{ clockStart: 'tomorrow' }, 'body/clockStart'],
      [{ clockStart: '1999-12-31T23:00:00Z' }, 'body/clockStart'],
      [{ label: '' }, 'body/label'],
      [{ label: 'x'.repeat(61) }, 'body/label'],
      [{ label: 'Smith\u0007' }, 'body/label'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/__demo/sandboxes',
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(body)).toContain(field);
    }
    // None of them used up the address's allowance.
    for (let created = 0; created < 3; created += 1) await create();
  });

  it('limits creations from one address with 429 and Retry-After', async () => {
    const app = await hosted({ creations: { max: 2, windowMs: 60_000 } });
    await create();
    await create();
    const refused = await app.inject({ method: 'POST', url: '/__demo/sandboxes', payload: {} });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many demos started from this address/,
    );
  });
});

describe('without sandboxes', () => {
  it('has no /s/ paths and no sandboxes to start', async () => {
    const app = await build({ demoApi: true });
    expect((await app.inject({ method: 'POST', url: '/__demo/sandboxes' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/s/abc/__demo/sandbox' })).statusCode).toBe(
      404,
    );
    const own = await app.inject({ method: 'GET', url: '/__demo/sandbox' });
    expect(own.json()).toMatchObject({ id: null, expiresAt: null });
  });
});

describe('behind the hosted demo’s balancer', () => {
  it('names the process that answered, on every answer, when it has a name', async () => {
    await hosted({}, { processName: 'mock-2' });
    const sandbox = await create();
    const answers = [
      await inside(prefixOf(sandbox), { method: 'GET', url: '/__demo/clock' }),
      await inside('', { method: 'GET', url: '/__demo/faults' }),
      // An ended or made-up sandbox, and a path nobody serves.
      await inside('/s/AAAAAAAAAAAAAAAAAAAAAAAA', { method: 'GET', url: '/__demo/clock' }),
      await inside('', { method: 'GET', url: '/no-such-path' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 404]);
    for (const answer of answers) expect(answer.headers['x-mock-process']).toBe('mock-2');
  });

  it('sends no such header from a process without a name', async () => {
    await hosted();
    const answer = await inside(prefixOf(await create()), { method: 'GET', url: '/__demo/clock' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).not.toHaveProperty('x-mock-process');
  });
});
