import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../store/data/fixtures.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { idleTime } from './start-page.ts';

let app: FastifyInstance;
afterEach(() => app.close());

const post = (label: string) =>
  app.inject({
    method: 'POST',
    url: '/start',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ label }).toString(),
  });

describe('Start a demo', () => {
  it('offers a form naming the demo, in hosted mode only', async () => {
    app = await buildTestApp({ demoApi: true, sandboxes: {} });
    const page = await app.inject({ url: '/start' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(page.body).toContain('<label for="label">Who is it for? (optional)</label>');
    expect(page.body).toContain('<button type="submit">Start a demo</button>');
    await app.close();

    app = await buildTestApp({ demoApi: true });
    expect((await app.inject({ url: '/start' })).statusCode).toBe(404);
  });

  it('starts a sandbox and shows its two addresses and its licence codes', async () => {
    app = await buildTestApp({ demoApi: true, sandboxes: {} });
    const page = await post('  Smith & Sons Motors ');
    expect(page.statusCode).toBe(201);
    expect(page.body).toContain('<h1>Your demo is ready for Smith &#38; Sons Motors</h1>');
    const [portal, console] = [...page.body.matchAll(/<a href="(http:[^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(portal).toMatch(/^http:\/\/localhost:80\/s\/[A-Za-z0-9_-]{22,}\/$/);
    expect(console).toBe(`${portal ?? ''}console/`);
    expect(page.body).toContain(`<code>${fixtures.licenceCodes.dave}</code>`);
    expect(page.body).toContain('It ends after 2 hours unused.');
    const opened = await app.inject({ url: `${new URL(portal ?? '').pathname}__demo/sandbox` });
    expect(opened.json()).toMatchObject({ label: 'Smith & Sons Motors' });
  });

  it('keeps what was typed and says what is wrong with it', async () => {
    app = await buildTestApp({ demoApi: true, sandboxes: {} });
    const page = await post('Smith\u0007Motors');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(
      'value="Smith\u0007Motors" aria-invalid="true" aria-describedby="label-error"',
    );
    expect(page.body).toContain(
      '<p class="error" id="label-error">The label must not contain control characters.</p>',
    );
    expect((await app.inject({ url: '/__demo/sandboxes' })).json()).toEqual([]);
  });

  it('says when too many demos were started from this address', async () => {
    app = await buildTestApp({
      demoApi: true,
      sandboxes: { creations: { max: 1, windowMs: 60_000 } },
    });
    expect((await post('First')).statusCode).toBe(201);
    const page = await post('Second');
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBe('60');
    expect(page.body).toContain(
      'Too many demos started from this address: try again in 60 seconds',
    );
    expect(page.body).toContain('value="Second"');
  });
});

describe('idleTime', () => {
  it('reads as hours when whole, else minutes', () => {
    expect(idleTime(2 * 3_600_000)).toBe('2 hours');
    expect(idleTime(3_600_000)).toBe('1 hour');
    expect(idleTime(90 * 60_000)).toBe('90 minutes');
  });
});
