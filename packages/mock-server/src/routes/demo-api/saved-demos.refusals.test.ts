import type { SavedDemo } from '@garage/api-types/demo-api';
import { describe, expect, it } from 'vitest';
import { sandboxesUnderTest } from '../../testing/sandboxes.ts';

const { hosted, inside } = sandboxesUnderTest();

const importDocument = (document: unknown) =>
  inside('', { method: 'POST', url: '/__demo/sandboxes/import', payload: document as object });

/** A saved demo of the default sandbox, changed by `change` (a copy: change it freely). */
type Change = (document: SavedDemo) => unknown;

const firstWith = <Row>(rows: Row[], test: (row: Row) => boolean): Row => {
  const found = rows.find(test);
  if (!found) throw new Error('The seed has no such record');
  return found;
};

const badDocuments: [string, Change, string][] = [
  ['not a saved demo at all', () => ({ name: 'my-app', version: '1.0.0' }), 'body must have'],
  ['a saved demo of another format', (d) => ({ ...d, format: 'wiremock-mappings' }), 'body/format'],
  ['of an unknown version', (d) => ({ ...d, version: 2 }), 'body/version must be one of 1'],
  [
    'with the device tokens a saved demo never holds',
    (d) => ({ ...d, devices: [] }),
    "body has unknown property 'devices'",
  ],
  [
    'with its clock in another century',
    (d) => ({ ...d, clock: { ...d.clock, now: '1990-01-01T00:00:00Z' } }),
    'body/clock/now',
  ],
  [
    'with a quote line whose enquiry it does not hold',
    (d) => {
      const [line] = d.records.quoteLines;
      if (line) line.EnquiryId = 999_999;
      return d;
    },
    'body/records/quoteLines/0/EnquiryId is 999999, which no body/records/enquiries/*/EnquiryId is',
  ],
  [
    'with a message on an enquiry it does not hold',
    (d) => {
      const [message] = d.records.messages;
      if (message) message.EnquiryId = 999_999;
      return d;
    },
    'body/records/messages/0/EnquiryId is 999999',
  ],
  [
    'with a delivery for an enquiry it does not hold',
    (d) => {
      firstWith(d.records.deliveries, (delivery) => delivery.EnquiryId !== null).EnquiryId =
        999_999;
      return d;
    },
    'EnquiryId is 999999, which no body/records/enquiries/*/EnquiryId is',
  ],
  [
    'with a message whose image it does not hold',
    (d) => {
      firstWith(d.records.messages, (message) => message.BlobStorageId !== null).BlobStorageId =
        'msg-none';
      return d;
    },
    'BlobStorageId is "msg-none", which no body/binaries/images/*/Key is',
  ],
  [
    'with a garage of a company it does not hold',
    (d) => {
      const [garage] = d.records.garages;
      if (garage) garage.CompanyId = 99;
      return d;
    },
    'body/records/garages/0/CompanyId is 99',
  ],
  [
    'with two enquiries of one id',
    (d) => {
      const [first, second] = d.records.enquiries;
      if (first && second) second.EnquiryId = first.EnquiryId;
      return d;
    },
    'body/records/enquiries/1 has the same EnquiryId as body/records/enquiries/0',
  ],
  [
    'naming a picture no mock draws',
    (d) => {
      d.binaries.images[0] = {
        Key: d.binaries.images[0]?.Key ?? '',
        ContentType: 'image/png',
        Generated: 'logo:#000000:skull',
      };
      return d;
    },
    'body/binaries/images/0/Generated must name a picture the mock draws',
  ],
  [
    'with an image that is not one',
    (d) => {
      d.binaries.images[0] = {
        Key: d.binaries.images[0]?.Key ?? '',
        ContentType: 'image/png',
        Base64: Buffer.from('<svg onload="alert(1)">').toString('base64'),
      };
      return d;
    },
    'body/binaries/images/0/Base64 must be a file of its ContentType, image/png',
  ],
  [
    'with a seeded fault rule too long to replay',
    (d) => {
      d.faults = {
        nextId: 2,
        rules: [
          {
            ...{ id: 1, pathPattern: '/api/**', latencyMs: 0, errorRate: 0.5, status: 500 },
            ...{ seed: 4, matched: 20_000_000, failed: 0 },
          },
        ],
      };
      return d;
    },
    'body/faults/rules must have matched at most 10000000 requests',
  ],
];

describe('a document that is no saved demo this mock can start', () => {
  it('gets a 400 naming what is wrong, starts nothing and uses no allowance', async () => {
    const app = await hosted({ creations: { max: 1, windowMs: 60_000 } });
    const saved = (
      await inside('', { method: 'GET', url: '/__demo/sandbox/export' })
    ).json<SavedDemo>();

    for (const [what, change, message] of badDocuments) {
      const refused = await importDocument(change(structuredClone(saved)));

      expect(refused.statusCode, what).toBe(400);
      expect(refused.json<{ message: string }>().message, what).toContain(message);
      expect(await app.sandboxes?.list(), what).toEqual([]);
    }
    // None of them used up the address's one creation: the good document takes it.
    expect((await importDocument(saved)).statusCode).toBe(201);
    expect((await importDocument(saved)).statusCode).toBe(429);
  });

  it('gets a 413 over 10 MB, naming the limit', async () => {
    const app = await hosted();
    const saved = (
      await inside('', { method: 'GET', url: '/__demo/sandbox/export' })
    ).json<SavedDemo>();
    const padding = 'x'.repeat(10 * 1024 * 1024);

    const refused = await importDocument({ ...saved, label: padding });

    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ message: 'body must be at most 10485760 bytes' });
    expect(await app.sandboxes?.list()).toEqual([]);
  });

  it('takes a document just under 10 MB to its checks', async () => {
    await hosted();
    const saved = (
      await inside('', { method: 'GET', url: '/__demo/sandbox/export' })
    ).json<SavedDemo>();
    const [image] = saved.binaries.images;
    const room = 10 * 1024 * 1024 - JSON.stringify(saved).length - 1000;
    if (image) image.ContentType = 'image/gif';
    saved.records.companies[0] = {
      ...(saved.records.companies[0] as SavedDemo['records']['companies'][number]),
      CompanyName: 'x'.repeat(room),
    };

    const refused = await importDocument(saved);

    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('body/binaries/images/0');
  });
});
