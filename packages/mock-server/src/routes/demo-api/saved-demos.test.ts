import type { SavedDemo } from '@garage/api-types/demo-api';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { prefixOf, sandboxesUnderTest } from '../../testing/sandboxes.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { savedDemoFileName } from './saved-demos.ts';

const { build, hosted, create, inside, activate } = sandboxesUnderTest();

const exportFrom = async (prefix: string) => {
  const response = await inside(prefix, { method: 'GET', url: '/__demo/sandbox/export' });
  expect(response.statusCode, response.body).toBe(200);
  return { response, document: response.json<SavedDemo>() };
};

const importDocument = (document: unknown) =>
  inside('', { method: 'POST', url: '/__demo/sandboxes/import', payload: document as object });

/** A document with its save time left out: the one thing a second save changes. */
const unsaved = ({ savedAt: _, ...document }: SavedDemo) => document;

describe('exporting a demo', () => {
  it('answers the default sandbox as an attachment, with no device token in it', async () => {
    await hosted();
    const signedIn = await activate('', fixtures.licenceCodes.dave);
    const { token } = signedIn.json<{ token: string }>();

    const { response, document } = await exportFrom('');

    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="garage-parts-demo-\d{4}-\d\d-\d\d\.demo\.json"$/,
    );
    expect(document).toMatchObject({ format: 'garage-parts-demo', version: 1, label: null });
    expect(document).not.toHaveProperty('devices');
    expect(response.body).not.toContain(token);
    expect(document.records.users.map((user) => user.LicenceCode)).toContain(
      fixtures.licenceCodes.dave,
    );
  });

  it('answers a sandbox with its label in the file name, and never its id', async () => {
    await hosted();
    const sandbox = await create({ label: 'Smith Motors – Leeds' });
    const prefix = prefixOf(sandbox);
    await activate(prefix, fixtures.licenceCodes.dave);

    const { response, document } = await exportFrom(prefix);

    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="smith-motors-leeds-\d{4}-\d\d-\d\d\.demo\.json"$/,
    );
    expect(document.label).toBe('Smith Motors – Leeds');
    expect(response.body).not.toContain(sandbox.id);
  });

  it('names the file by the label in plain letters, or the portal’s name', () => {
    expect(savedDemoFileName('Garáge Ó’Brien & Sons', '2026-11-24T09:00:00Z')).toBe(
      'garage-o-brien-sons-2026-11-24.demo.json',
    );
    expect(savedDemoFileName('!!!', '2026-11-24T09:00:00Z')).toBe(
      'garage-parts-demo-2026-11-24.demo.json',
    );
  });
});

describe('importing a demo', () => {
  it('starts a sandbox holding what was saved, which saves as the same document', async () => {
    const app = await hosted();
    const source = prefixOf(await create({ label: 'Smith Motors' }));
    await inside(source, { method: 'POST', url: '/__demo/clock/advance', payload: { ms: 90_000 } });
    await inside(source, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/api/**', latencyMs: 5 },
    });
    await inside(source, {
      method: 'POST',
      url: `/__demo/enquiries/${fixtures.enquiries.waiting}/messages`,
      payload: { Text: 'Checking the warehouse' },
    });
    // A running clock moves between two saves: frozen, the saves can be compared whole.
    const { document } = await exportFrom(source);
    const frozen = { ...document, clock: { ...document.clock, frozen: true } };

    const imported = await importDocument(frozen);

    expect(imported.statusCode, imported.body).toBe(201);
    const sandbox = imported.json<{ id: string; label: string; portalUrl: string }>();
    expect(sandbox).toMatchObject({ label: 'Smith Motors', portalUrl: expect.any(String) });
    const prefix = `/s/${sandbox.id}`;
    expect((await app.sandboxes?.list())?.map(({ id }) => id)).toContain(sandbox.id);
    const faults = await inside(prefix, { method: 'GET', url: '/__demo/faults' });
    expect(faults.json()).toEqual([expect.objectContaining({ pathPattern: '/api/**' })]);
    expect(unsaved((await exportFrom(prefix)).document)).toEqual(unsaved(frozen));
  });

  it('resets an imported sandbox to the saved demo, not to the seed', async () => {
    await hosted();
    const { document } = await exportFrom(prefixOf(await create({ seed: 3 })));
    const frozen = { ...document, clock: { ...document.clock, frozen: true } };
    const prefix = `/s/${(await importDocument(frozen)).json<{ id: string }>().id}`;
    await inside(prefix, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/x', status: 500 },
    });
    await inside(prefix, { method: 'POST', url: '/__demo/clock/advance', payload: { ms: 60_000 } });

    const reset = await inside(prefix, { method: 'POST', url: '/__demo/sandbox/reset' });

    expect(reset.json()).toMatchObject({ seed: 3 });
    expect(unsaved((await exportFrom(prefix)).document)).toEqual(unsaved(frozen));
  });

  it('keeps an imported sandbox in the process that imported it: another answers it ended', async () => {
    const secret = randomBytes(32);
    await hosted({ secret });
    const { document } = await exportFrom('');
    const { id } = (await importDocument(document)).json<{ id: string }>();
    const other = await buildTestApp({
      demoApi: true,
      sandboxes: { secret, now: () => Date.parse('2026-11-24T09:00:00Z') },
    });

    const elsewhere = await other.inject({ method: 'GET', url: `/s/${id}/__demo/sandbox` });
    await other.close();

    expect((await inside(`/s/${id}`, { method: 'GET', url: '/__demo/sandbox' })).statusCode).toBe(
      200,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: expect.stringMatching(/has ended/) });
  });

  it('is refused when the mock runs without sandboxes', async () => {
    const app = await build({ demoApi: true });
    const document = (await app.inject({ url: '/__demo/sandbox/export' })).json<SavedDemo>();

    const refused = await app.inject({
      method: 'POST',
      url: '/__demo/sandboxes/import',
      payload: document,
    });

    expect(refused.statusCode).toBe(404);
  });
});
