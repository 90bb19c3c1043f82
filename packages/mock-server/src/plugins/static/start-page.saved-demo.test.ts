import type { SavedDemo } from '@garage/api-types/demo-api';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { prefixOf, sandboxesUnderTest } from '../../testing/sandboxes.ts';

/** The import's limit (x-body-limit in openapi/mock-demo-api.yaml): 10 MB. */
const savedDemoMaxBytes = 10 * 1024 * 1024;

const { hosted, create, inside } = sandboxesUnderTest();

const boundary = '----start-page-test';

/** "Start from a saved demo" posted as a browser posts it: one file field, multipart. */
function upload(fileName: string, content: string | Buffer) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="savedDemo"; filename="${fileName}"\r\nContent-Type: application/json\r\n\r\n`;
  return inside('', {
    method: 'POST',
    url: '/start/saved-demo',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** A sandbox for Smith Motors with one enquiry raised, saved as a document. */
async function savedDemo(): Promise<SavedDemo> {
  const prefix = prefixOf(await create({ label: 'Smith Motors' }));
  const raised = await inside(prefix, {
    method: 'POST',
    url: `/__demo/garages/${fixtures.garages.kirkstall}/enquiries`,
    payload: { Reg: 'SM17 DEM', Parts: 'Wiper blades' },
  });
  expect(raised.statusCode, raised.body).toBe(201);
  return (await inside(prefix, { method: 'GET', url: '/__demo/sandbox/export' })).json();
}

/** The page's error under the file field, and that the field is marked as its cause and focused. */
function fileRefused(body: string, message: string) {
  expect(body).toContain(
    'name="savedDemo" accept=".json,application/json" aria-invalid="true" aria-describedby="savedDemo-error" autofocus>',
  );
  expect(body).toContain(`<p class="error" id="savedDemo-error">${message}</p>`);
}

const sandboxCount = async () =>
  (await inside('', { method: 'GET', url: '/__demo/sandboxes' })).json<unknown[]>().length;

describe('Start from a saved demo', () => {
  it('offers a file field in a multipart form of its own', async () => {
    await hosted();
    const page = (await inside('', { method: 'GET', url: '/start' })).body;
    expect(page).toContain(
      '<form class="card" method="post" action="/start/saved-demo" enctype="multipart/form-data" novalidate>',
    );
    expect(page).toContain('<label for="savedDemo">Saved demo file (.demo.json)</label>');
    expect(page).toContain('<button type="submit">Start from a saved demo</button>');
  });

  it('starts a sandbox holding what the file held, and shows its addresses and codes', async () => {
    await hosted();
    const document = await savedDemo();
    const page = await upload('smith-motors-2026-11-24.demo.json', JSON.stringify(document));
    expect(page.statusCode, page.body).toBe(201);
    expect(page.body).toContain('<h1>Your demo is ready for Smith Motors</h1>');
    expect(page.body).toContain(
      '<p>Started from the saved demo smith-motors-2026-11-24.demo.json.</p>',
    );
    expect(page.body).toContain(`<code>${fixtures.licenceCodes.dave}</code>`);
    const portal = /<a href="(http:[^"]+)">/.exec(page.body)?.[1] ?? '';
    const prefix = new URL(portal).pathname.replace(/\/$/, '');
    const enquiries = await inside(prefix, { method: 'GET', url: '/__demo/enquiries' });
    expect(enquiries.body).toContain('SM17 DEM');
  });

  it.each([
    ['no file chosen', '', '', 400, 'Choose a saved demo file to start from.'],
    [
      'a file that is not JSON',
      'notes.txt',
      'Dear Smith',
      400,
      'notes.txt is not a saved demo: it is not JSON.',
    ],
    [
      'JSON that is not a saved demo',
      'prices.json',
      '{"prices":[]}',
      400,
      'prices.json is not a saved demo this mock can start: body must have required property &#39;format&#39;',
    ],
  ])(
    'refuses %s, saying so, and starts nothing',
    async (_case, fileName, content, status, message) => {
      await hosted();
      const page = await upload(fileName, content);
      expect(page.statusCode).toBe(status);
      const shown = /<p class="error" id="savedDemo-error">([^<]*)<\/p>/.exec(page.body)?.[1];
      expect(shown).toMatch(message);
      fileRefused(page.body, shown ?? '');
      expect(await sandboxCount()).toBe(0);
    },
  );

  it('refuses a saved demo of a version it does not know, naming it', async () => {
    await hosted();
    const document = { ...(await savedDemo()), version: 2 };
    const before = await sandboxCount();
    const page = await upload('newer.demo.json', JSON.stringify(document));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(
      '<p class="error" id="savedDemo-error">newer.demo.json is not a saved demo this mock can start: body/version must be one of 1</p>',
    );
    expect(await sandboxCount()).toBe(before);
  });

  it('refuses a saved demo whose records name one it does not hold, as the import does', async () => {
    await hosted();
    const document = await savedDemo();
    const [line] = document.records.quoteLines;
    if (!line) throw new Error('The seed has no quote lines');
    line.EnquiryId = 999999;
    const before = await sandboxCount();
    const page = await upload('broken.demo.json', JSON.stringify(document));
    expect(page.statusCode).toBe(400);
    expect(page.body).toMatch(
      /<p class="error" id="savedDemo-error">broken\.demo\.json is not a saved demo this mock can start: body\/records\/quoteLines\/0\/EnquiryId is 999999, which no body\/records\/enquiries\/\*\/EnquiryId is/,
    );
    expect(await sandboxCount()).toBe(before);
  });

  it('refuses a file larger than the demo API’s import takes, before reading what it holds', async () => {
    await hosted();
    const page = await upload('huge.demo.json', Buffer.alloc(savedDemoMaxBytes + 1, ' '));
    expect(page.statusCode).toBe(413);
    fileRefused(
      page.body,
      'huge.demo.json is larger than a saved demo can be: at most 10 MB (10,485,760 bytes).',
    );
    expect(await sandboxCount()).toBe(0);
  });

  it('counts no refused file against the address’s allowance', async () => {
    await hosted({ creations: { max: 1, windowMs: 60_000 } });
    expect((await upload('notes.txt', 'Dear Smith')).statusCode).toBe(400);
    expect((await upload('prices.json', '{"prices":[]}')).statusCode).toBe(400);
    const shared = await inside('', { method: 'GET', url: '/__demo/sandbox/export' });
    expect((await upload('shared.demo.json', shared.body)).statusCode).toBe(201);
  });

  it('says when too many demos were started from this address', async () => {
    await hosted({ creations: { max: 1, windowMs: 60_000 } });
    const document = JSON.stringify(await savedDemo());
    const page = await upload('smith.demo.json', document);
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBe('60');
    fileRefused(page.body, 'Too many demos started from this address: try again in 60 seconds');
  });
});
