import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../records/data/fixtures.ts';
import { storeKinds } from '../testing/sandbox-stores.ts';
import { prefixOf, sandboxesUnderTest } from '../testing/sandboxes.ts';

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

// Each check runs with the sandboxes in memory only, and kept in each store.
describe.each(storeKinds)('sandboxes kept in %s', (kind) => {
  const { hosted, create, inside, activate } = sandboxesUnderTest({ store: kind });

  const raiseEnquiry = (prefix: string, token: string, Reg: string) =>
    inside(prefix, {
      method: 'POST',
      url: '/api/connectplus/enquiry',
      headers: { token },
      body: form({
        Status: 'Waiting',
        Notes: 'Pads\n\n(Ford, Focus)',
        Parts: 'Front pads',
        Reg,
        Consumables: 'false',
      }),
    });

  const sendMessage = (prefix: string, token: string, EnquiryID: number, Text: string) =>
    inside(prefix, {
      method: 'POST',
      url: '/api/connectplus/garage/message',
      headers: { token },
      body: form({ EnquiryID: String(EnquiryID), Text }),
    });

  describe('two sandboxes', () => {
    it('keep apart everything one visitor does: enquiries, messages, clock, faults and wrong codes', async () => {
      await hosted();
      const a = prefixOf(await create({ label: 'Smith Motors' }));
      const b = prefixOf(await create());

      // Setting the clock seeds the store around it, so it comes first.
      await inside(a, {
        method: 'POST',
        url: '/__demo/clock/set',
        payload: { at: '2026-12-01T14:00:00Z' },
      });
      const signedIn = await activate(a, fixtures.licenceCodes.dave);
      expect(signedIn.statusCode).toBe(202);
      const { token } = signedIn.json<{ token: string }>();
      const raised = await raiseEnquiry(a, token, 'AB12 CDE');
      expect(raised.statusCode, raised.body).toBe(200);
      const { EnquiryId } = raised.json<{ EnquiryId: number }>();
      expect((await sendMessage(a, token, EnquiryId, 'Only in sandbox A')).statusCode).toBe(200);
      await inside(a, {
        method: 'POST',
        url: '/__demo/faults',
        payload: { pathPattern: '/api/news/**', status: 503 },
      });
      // Ten wrong codes from ten devices on one address lock that address out, in A only.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await activate(a, '12345678')).statusCode).toBe(404);
      }
      expect((await activate(a, fixtures.licenceCodes.dave)).statusCode).toBe(429);

      const clockB = await inside(b, { method: 'GET', url: '/__demo/clock' });
      expect(clockB.json<{ now: string }>().now).not.toBe('2026-12-01T14:00:00.000Z');
      expect((await inside(b, { method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
      const inB = await activate(b, fixtures.licenceCodes.dave);
      expect(inB.statusCode).toBe(202);
      const enquiriesA = await inside(a, { method: 'GET', url: '/__demo/enquiries' });
      const enquiriesB = await inside(b, { method: 'GET', url: '/__demo/enquiries' });
      expect(enquiriesA.json<unknown[]>().length).toBe(enquiriesB.json<unknown[]>().length + 1);
      expect(JSON.stringify(enquiriesB.json())).not.toContain('AB12 CDE');
      const messagesB = await inside(b, { method: 'GET', url: `/__demo/enquiries/${EnquiryId}` });
      expect(messagesB.body).not.toContain('Only in sandbox A');
      // The default world saw none of it either.
      expect((await inside('', { method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
      expect(
        (await inside('', { method: 'GET', url: '/__demo/enquiries' })).json<unknown[]>(),
      ).toHaveLength(enquiriesB.json<unknown[]>().length);
    });
  });

  describe('a token', () => {
    it('works only in the sandbox that issued it', async () => {
      await hosted();
      const a = prefixOf(await create());
      const b = prefixOf(await create());
      const { token } = (await activate(a, fixtures.licenceCodes.dave)).json<{ token: string }>();
      const garage = (prefix: string) =>
        inside(prefix, { method: 'GET', url: '/api/connectplus/garageuser', headers: { token } });

      expect((await garage(a)).statusCode).toBe(200);
      for (const elsewhere of [b, '']) {
        const refused = await garage(elsewhere);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({
          message: 'The token belongs to another demo sandbox',
        });
      }
    });
  });

  describe('an id that names no live sandbox', () => {
    const ended = {
      statusCode: 404,
      message: 'This demo has ended or never existed: start a new one at /start',
    };

    it('is a 404 saying the demo ended, as JSON to the API and as a page to a browser', async () => {
      const app = await hosted();
      const { id } = await create();
      const forged = `${(id ?? '').slice(0, -2)}${(id ?? '').endsWith('AA') ? 'BB' : 'AA'}`;
      for (const unknown of [forged, 'not-an-id', 'A'.repeat(40), 'a%2Fb', 'a\\b']) {
        const api = await app.inject({ method: 'GET', url: `/s/${unknown}/__demo/sandbox` });
        expect(api.statusCode, unknown).toBe(404);
        expect(api.json(), unknown).toMatchObject(ended);
      }
      const page = await app.inject({
        method: 'GET',
        url: `/s/${forged}/enquiries`,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h1>This demo has ended</h1>');
      expect(page.body).toContain('<a class="button" href="/start">Start a new demo</a>');
    });

    it('never falls back to the default world or another sandbox', async () => {
      const app = await hosted();
      const forged = 'x'.repeat(60);
      const response = await app.inject({
        method: 'POST',
        url: `/s/${forged}/__demo/faults`,
        payload: { pathPattern: '/api/**', status: 500 },
      });
      expect(response.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
    });

    it('is refused when a path steps out of its prefix', async () => {
      const app = await hosted();
      const prefix = prefixOf(await create());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      // Sent as they are: a browser or app.inject would resolve the dots before sending.
      const rawStatus = (path: string) =>
        new Promise<number>((resolve, reject) => {
          request({ host: '127.0.0.1', port, path }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      for (const path of [
        `${prefix}/../__demo/faults`,
        `${prefix}/api/%2e%2e/__demo/faults`,
        `${prefix}/./__demo/faults`,
        `${prefix}/__demo%2Ffaults`,
        `${prefix}/__demo%5cfaults`,
      ]) {
        expect(await rawStatus(path), path).toBe(404);
      }
      expect(await rawStatus(`${prefix}/__demo/faults`)).toBe(200);
    });
  });
});
