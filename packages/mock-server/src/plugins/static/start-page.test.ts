import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { scenarios } from '../../sandboxes/scenarios/scenarios.ts';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { idleTime } from './start-page.ts';

let app: FastifyInstance;
afterEach(() => app.close());

const post = (label: string, scenario?: string) =>
  app.inject({
    method: 'POST',
    url: '/start',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      label,
      ...(scenario === undefined ? {} : { scenario }),
    }).toString(),
  });

/** The radio of one choice of what a demo starts with, as the page writes it. */
const choice = (page: string, id: string) =>
  new RegExp(`<input type="radio" id="${id}"[^>]*>`).exec(page)?.[0] ?? '';

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

describe('Start a demo, with a scenario', () => {
  it('offers the standard demo, chosen, and each scenario with its title and story', async () => {
    app = await buildTestApp({ demoApi: true, sandboxes: {} });
    const page = (await app.inject({ url: '/start' })).body;
    expect(page).toContain('<legend>What it starts with</legend>');
    expect(choice(page, 'scenario-seed')).toBe(
      '<input type="radio" id="scenario-seed" name="scenario" value="" aria-describedby="scenario-seed-story" checked>',
    );
    expect(page).toContain('<label for="scenario-seed">The standard demo</label>');
    for (const { name, title, story } of scenarios) {
      expect(choice(page, `scenario-${name}`)).toBe(
        `<input type="radio" id="scenario-${name}" name="scenario" value="${name}" aria-describedby="scenario-${name}-story">`,
      );
      expect(page).toContain(`<label for="scenario-${name}">${title}</label>`);
      expect(page).toContain(`<p id="scenario-${name}-story">${story}</p>`);
    }
  });

  it('starts the scenario chosen, and says so', async () => {
    app = await buildTestApp({ demoApi: true, sandboxes: {} });
    const page = await post('Smith Motors', 'back-order-trouble');
    expect(page.statusCode).toBe(201);
    expect(page.body).toContain('<p>Started from the scenario “Back-order trouble”.</p>');
    const portal = /<a href="(http:[^"]+)">/.exec(page.body)?.[1] ?? '';
    const prefix = new URL(portal).pathname;
    const enquiries = await app.inject({ url: `${prefix}__demo/enquiries` });
    expect(enquiries.json<{ Reg: string }[]>().map(({ Reg }) => Reg)).toEqual(
      expect.arrayContaining(['YF18 LMC', 'LS67 ABS', 'BD16 VAN']),
    );
  });

  it('keeps the scenario chosen when the label is refused', async () => {
    app = await buildTestApp({ demoApi: true, sandboxes: {} });
    const page = await post('Smith\u0007Motors', 'irish-garage');
    expect(page.statusCode).toBe(400);
    expect(choice(page.body, 'scenario-irish-garage')).toContain(' checked>');
    expect(choice(page.body, 'scenario-seed')).not.toContain(' checked');
  });

  it('refuses a scenario it does not offer, and starts nothing', async () => {
    app = await buildTestApp({ demoApi: true, sandboxes: {} });
    const page = await post('', 'rainy-tuesday');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(
      '<fieldset aria-describedby="scenario-error">\n<legend>What it starts with</legend>\n<p class="error" id="scenario-error">Choose one of the demos listed.</p>',
    );
    expect(choice(page.body, 'scenario-seed')).toContain(' checked>');
    expect((await app.inject({ url: '/__demo/sandboxes' })).json()).toEqual([]);
  });
});

describe('idleTime', () => {
  it('reads as hours when whole, else minutes', () => {
    expect(idleTime(2 * 3_600_000)).toBe('2 hours');
    expect(idleTime(3_600_000)).toBe('1 hour');
    expect(idleTime(90 * 60_000)).toBe('90 minutes');
  });
});
