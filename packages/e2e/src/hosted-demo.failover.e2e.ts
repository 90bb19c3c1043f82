// A lost process loses nothing (docs/demo-sandboxes.md, "More than one process"): two mock
// processes behind nginx sharing a Redis store. The process serving a sandbox is killed; nginx
// sends the sandbox's next requests to the other, which takes it from the store and carries
// on. Started again, the killed process serves what was written meanwhile, and never its own
// older copy.
import type { Sandbox } from '@garage/api-types/demo-api';
import { startHostedDemo, type HostedDemo } from '@garage/deploy/hosted-demo';
import { startRedisServer, type RedisServer } from '@garage/server-processes/redis-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './harness.ts';

let redis: RedisServer;
let hosted: HostedDemo;
beforeAll(async () => {
  redis = await startRedisServer();
  hosted = await startHostedDemo({
    processes: 2,
    store: redis.url,
    // Short leases: each hand-over waits out the other process's lease.
    env: { WEB: 'off', SIMULATOR: 'off', LOG_LEVEL: 'error', STORE_LEASE_SECONDS: '1' },
  });
});
afterAll(async () => {
  await hosted.close();
  await redis.close();
});

/** An answer from `origin` (nginx unless told), and which mock process served it. */
async function call(path: string, init: RequestInit = {}, origin = hosted.url) {
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  return { status: response.status, servedBy: response.headers.get('x-mock-process'), text };
}

const post = (path: string, body: object, headers: Record<string, string> = {}, origin?: string) =>
  call(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    origin,
  );

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describe('a sandbox behind nginx, kept in Redis', () => {
  it('carries on when the process serving it dies, and nothing goes back when it returns', async () => {
    const created = await post('/__demo/sandboxes', {});
    expect(created.status, created.text).toBe(201);
    const prefix = new URL((JSON.parse(created.text) as Sandbox).portalUrl).pathname.replace(
      /\/$/,
      '',
    );
    const deviceId = crypto.randomUUID();
    const activation = {
      DeviceID: deviceId,
      EntryCode: fixtures.licenceCodes.dave,
      DeviceDescription: 'Desktop',
      OneSignalID: deviceId,
    };
    const signedIn = await post(`${prefix}/api/authenticate/mobile/activate`, activation);
    expect(signedIn.status, signedIn.text).toBe(202);
    const serving = signedIn.servedBy ?? '';
    const { token } = JSON.parse(signedIn.text) as { token: string };
    const raised = await call(`${prefix}/api/connectplus/enquiry`, {
      method: 'POST',
      headers: { token },
      body: form({
        Status: 'Waiting',
        Notes: '',
        Parts: 'Front pads',
        Reg: 'AB12 CDE',
        Consumables: 'false',
      }),
    });
    expect(raised.status, raised.text).toBe(200);
    expect(raised.servedBy).toBe(serving);
    const { EnquiryId } = JSON.parse(raised.text) as { EnquiryId: number };
    const enquiry = `${prefix}/__demo/enquiries/${EnquiryId}`;

    await hosted.kill(serving);

    // The other process takes the sandbox from the store (once the dead one's lease is out).
    const garage = await call(`${prefix}/api/connectplus/garageuser`, { headers: { token } });
    expect(garage.status, garage.text).toBe(200);
    expect(garage.servedBy).not.toBe(serving);
    const sent = await call(`${prefix}/api/connectplus/garage/message`, {
      method: 'POST',
      headers: { token },
      body: form({ EnquiryID: String(EnquiryId), Text: 'Written while mock was down' }),
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.servedBy).toBe(garage.servedBy);

    await hosted.restart(serving);

    // Asked directly, the returning process serves the store's latest, not what it held.
    const killed = hosted.processes.find(({ name }) => name === serving)?.url ?? '';
    const fromReturned = await call(enquiry, {}, killed);
    expect(fromReturned.servedBy).toBe(serving);
    expect(fromReturned.text).toContain('AB12 CDE');
    expect(fromReturned.text).toContain('Written while mock was down');
    const fault = await post(
      `${prefix}/__demo/faults`,
      { pathPattern: '/api/news/**', status: 503 },
      {},
      killed,
    );
    expect(fault.status, fault.text).toBe(201);
    // And through nginx, whichever process it sends to, everything written so far.
    const faults = await call(`${prefix}/__demo/faults`);
    expect(faults.text).toContain('/api/news/**');
    const thread = await call(enquiry);
    expect(thread.text).toContain('Written while mock was down');
  });
});
