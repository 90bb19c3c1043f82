// The hosted demo through nginx (deploy/hosted-demo.ts; docs/demo-sandboxes.md: "More than one
// process"): two mock processes behind one nginx, which sends every request of a sandbox to one
// process. Sandboxes on different processes keep their own state, and a visitor's journey
// through nginx works end to end.
import type { Sandbox } from '@garage/api-types/demo-api';
import { startHostedDemo, type HostedDemo } from '@garage/deploy/hosted-demo';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expect, fixtures, newContext, newPage, screenshot, test } from './harness.ts';

const webRoot =
  process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

let hosted: HostedDemo;
beforeAll(async () => {
  if (!existsSync(`${webRoot}/index.html`)) {
    throw new Error(`No portal build at ${webRoot}: run pnpm --filter @garage/web build first`);
  }
  hosted = await startHostedDemo({ processes: 2, env: { WEB_ROOT: webRoot } });
});
afterAll(() => hosted.close());

/** An answer through nginx, and which mock process served it. */
async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${hosted.url}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-mock-process'),
    text,
    json: (): unknown => JSON.parse(text),
  };
}
type Answer = Awaited<ReturnType<typeof call>>;

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

async function startSandbox(body: object = {}): Promise<Sandbox> {
  const created = await post('/__demo/sandboxes', body);
  expect(created.status, created.text).toBe(201);
  return created.json() as Sandbox;
}

/** `/s/{id}`: where everything of the sandbox lives. */
const prefixOf = (sandbox: Sandbox) => new URL(sandbox.portalUrl).pathname.replace(/\/$/, '');

const davesCode = (sandbox: Sandbox) => {
  const licence = sandbox.licences.find(({ UserID }) => UserID === fixtures.users.dave);
  if (!licence) throw new Error('The new sandbox lists no licence code for dave');
  return licence.LicenceCode;
};

type Placed = { prefix: string; code: string; process: string };

/** Starts sandboxes until two are served by different processes. */
async function sandboxesOnTwoProcesses(): Promise<[Placed, Placed]> {
  const byProcess = new Map<string, Placed>();
  for (let attempt = 0; attempt < 20 && byProcess.size < 2; attempt += 1) {
    const sandbox = await startSandbox();
    // Answers carry the visitor's address, as nginx forwarded it.
    expect(sandbox.portalUrl.startsWith(`${hosted.url}/s/`)).toBe(true);
    const prefix = prefixOf(sandbox);
    const { servedBy } = await call(`${prefix}/__demo/sandbox`);
    if (servedBy !== null && !byProcess.has(servedBy)) {
      byProcess.set(servedBy, { prefix, code: davesCode(sandbox), process: servedBy });
    }
  }
  const [a, b] = byProcess.values();
  if (!a || !b) throw new Error('Twenty sandboxes all landed on one process');
  return [a, b];
}

const activate = (prefix: string, code: string, headers: Record<string, string> = {}) => {
  const deviceId = crypto.randomUUID();
  const activation = {
    DeviceID: deviceId,
    EntryCode: code,
    DeviceDescription: 'Desktop',
    OneSignalID: deviceId,
  };
  return post(`${prefix}/api/authenticate/mobile/activate`, activation, headers);
};

describe('two sandboxes on two processes behind nginx', () => {
  it('keep apart everything one visitor does: enquiries, messages, clock, faults and wrong codes', async () => {
    const [a, b] = await sandboxesOnTwoProcesses();
    const inA: Answer[] = [];
    const inB: Answer[] = [];
    const seen = (answers: Answer[], answer: Answer) => {
      answers.push(answer);
      return answer;
    };

    // Setting the clock seeds the store around it, so it comes first.
    seen(inA, await post(`${a.prefix}/__demo/clock/set`, { at: '2026-12-01T14:00:00Z' }));
    const signedIn = seen(inA, await activate(a.prefix, a.code));
    expect(signedIn.status, signedIn.text).toBe(202);
    const { token } = signedIn.json() as { token: string };
    const raised = seen(
      inA,
      await call(`${a.prefix}/api/connectplus/enquiry`, {
        method: 'POST',
        headers: { token },
        body: form({
          Status: 'Waiting',
          Notes: 'Pads\n\n(Ford, Focus)',
          Parts: 'Front pads',
          Reg: 'AB12 CDE',
          Consumables: 'false',
        }),
      }),
    );
    expect(raised.status, raised.text).toBe(200);
    const { EnquiryId } = raised.json() as { EnquiryId: number };
    const sent = seen(
      inA,
      await call(`${a.prefix}/api/connectplus/garage/message`, {
        method: 'POST',
        headers: { token },
        body: form({ EnquiryID: String(EnquiryId), Text: 'Only in sandbox A' }),
      }),
    );
    expect(sent.status, sent.text).toBe(200);
    const fault = { pathPattern: '/api/news/**', status: 503 };
    expect(seen(inA, await post(`${a.prefix}/__demo/faults`, fault)).status).toBe(201);
    // Ten wrong codes from ten devices on one address lock that address out, in A only; the
    // address each claims in X-Forwarded-For is not the one nginx passes on.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const claimed = { 'x-forwarded-for': `203.0.113.${attempt + 1}` };
      expect(seen(inA, await activate(a.prefix, '12345678', claimed)).status).toBe(404);
    }
    expect(seen(inA, await activate(a.prefix, a.code)).status).toBe(429);

    const clockB = seen(inB, await call(`${b.prefix}/__demo/clock`));
    expect((clockB.json() as { now: string }).now).not.toBe('2026-12-01T14:00:00.000Z');
    expect(seen(inB, await call(`${b.prefix}/__demo/faults`)).json()).toEqual([]);
    expect(seen(inB, await activate(b.prefix, b.code)).status).toBe(202);
    const enquiriesA = seen(inA, await call(`${a.prefix}/__demo/enquiries`));
    const enquiriesB = seen(inB, await call(`${b.prefix}/__demo/enquiries`));
    expect(enquiriesA.json()).toHaveLength((enquiriesB.json() as unknown[]).length + 1);
    expect(enquiriesB.text).not.toContain('AB12 CDE');
    const messagesB = seen(inB, await call(`${b.prefix}/__demo/enquiries/${EnquiryId}`));
    expect(messagesB.text).not.toContain('Only in sandbox A');

    // Each sandbox's every request went to its own process, and the two differ.
    expect(new Set(inA.map((answer) => answer.servedBy))).toEqual(new Set([a.process]));
    expect(new Set(inB.map((answer) => answer.servedBy))).toEqual(new Set([b.process]));
    expect(a.process).not.toBe(b.process);
    // The default world saw none of it either.
    expect((await call('/__demo/faults')).json()).toEqual([]);
  });
});

test('a visitor opens a new sandbox’s portal, activates with its code, opens an enquiry and writes to the supplier, through nginx', async ({
  browser,
}) => {
  const sandbox = await startSandbox({ label: 'Hosted journey' });
  const prefix = `${prefixOf(sandbox)}/`;
  const context = await newContext(browser, hosted.url);
  try {
    const page = await newPage(context);
    const servedBy = new Set<string | undefined>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith(prefix)) {
        servedBy.add(response.headers()['x-mock-process']);
      }
    });

    await page.goto(sandbox.portalUrl);
    await page.waitForURL((url) => url.pathname === `${prefix}login`);
    await page.getByRole('group', { name: 'License code' }).getByRole('textbox').first().click();
    await page.keyboard.type(davesCode(sandbox));
    await page.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    // The portal's home, which it names without the trailing slash.
    await page.waitForURL((url) => `${url.pathname}/` === prefix);
    await page
      .getByRole('banner')
      .getByText('Pennine Motor Factors (PMF1001)', { exact: true })
      .waitFor();

    const myList = page.getByRole('list', { name: 'My Enquiries', exact: true });
    await myList.getByRole('listitem').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('YK19 HBN');
    await myList.getByRole('listitem').filter({ hasText: 'YK19 HBN' }).getByRole('link').click();
    await page.waitForURL(
      (url) => url.pathname === `${prefix}enquiries/${fixtures.enquiries.quoted}`,
    );
    // The quote itself, with its parts: the detail's calls went through nginx too.
    const detail = page.getByRole('region', { name: 'Enquiry detail' });
    await detail.getByRole('heading', { name: 'YK19 HBN' }).waitFor();
    await detail
      .getByRole('list', { name: 'Quoted parts' })
      .getByRole('listitem')
      .first()
      .waitFor();
    // A message sent stays after a reload: the sandbox's process kept it.
    const messages = page.getByRole('region', { name: 'Messages', exact: true });
    await messages.getByRole('textbox', { name: 'Message' }).fill('Sent through nginx');
    await messages.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = messages.getByRole('listitem').filter({ hasText: 'Sent through nginx' });
    await sent.waitFor();
    await page.reload();
    await sent.waitFor();
    await screenshot(page, 'hosted-demo-enquiry');

    // Every request of the sandbox went to one process.
    expect(servedBy.size).toBe(1);
    expect([...servedBy][0]).toMatch(/^mock-[12]$/);
  } finally {
    await context.close();
  }
});
