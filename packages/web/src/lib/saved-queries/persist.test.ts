// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiBase,
  createTestApiClient,
  setupApiServer,
  testHosts,
} from '../../testing/api-test-server.ts';
import { prefetchSession } from '../session/prefetch-session.ts';
import { maxAge, persistQueries } from './persist.ts';

const server = setupApiServer();

const hour = 60 * 60 * 1000;
// The persister dates what it saves by the clock.
const now = Date.now();
const key = 'savedQueries';

/** IndexedDB as the persister sees it, in memory; `text` is what is stored. */
function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[key, initial]]);
  const storage: AsyncStorage = {
    getItem: (name) => Promise.resolve(items.get(name)),
    setItem: (name, value) => Promise.resolve(void items.set(name, value)),
    removeItem: (name) => Promise.resolve(void items.delete(name)),
  };
  return { storage, text: () => items.get(key) };
}

/** A saved client as an earlier visit of build `buster` wrote it. */
function savedText({ buster = 'build-1', savedAt = now - hour, queries = [savedQuery()] } = {}) {
  return JSON.stringify({
    buster,
    timestamp: savedAt,
    clientState: { mutations: [], queries },
  });
}

function savedQuery(queryKey: unknown[] = ['enquiries', 'list', 'mine'], loadedAt = now - hour) {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: {
      data: [{ EnquiryId: 101, Reg: 'AB12 CDE' }],
      dataUpdateCount: 1,
      dataUpdatedAt: loadedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

const savedKeys = (text: string | undefined) =>
  (
    JSON.parse(text ?? '{}') as { clientState: { queries: { queryKey: unknown[] }[] } }
  ).clientState.queries.map((query) => query.queryKey);

const saving = { timeout: 3000 };

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const restore = (storage: AsyncStorage, client = new QueryClient()) =>
  persistQueries(client, { buster: 'build-1', storage }).then(() => client);

describe('the data saved on the device', () => {
  it('is the loaded session, enquiry lists, details, quotes and messages, and nothing else', async () => {
    const { storage, text } = memoryStorage();
    const client = await restore(storage);

    const kept = [
      ['session', 'company'],
      ['session', 'user'],
      ['session', 'lookup', 1],
      ['enquiries', 'list', 'mine'],
      ['enquiries', 'list', 'global', 'PMF1001'],
      ['enquiries', 'backorder', 101],
      ['enquiries', 'cant-supply', 101],
      ['quotes', 'responses', 101],
      ['quotes', 'details', 'Q-101'],
      ['messages', 'thread', 101],
    ];
    for (const queryKey of kept) client.setQueryData(queryKey, { loaded: queryKey });
    // The logo has a cache of its own; images are Blobs; the other screens are not kept.
    client.setQueryData(['session', 'logo', 'blob-1'], 'data:image/png;base64,AAAA');
    client.setQueryData(['messages', 'image', 'blob-2'], new Blob(['x']));
    client.setQueryData(['news', 'bulletins', 'host', 'PMF1001'], []);
    client.setQueryData(['tracking', 'in-transit', 'host', 'PMF1001'], []);
    // A date filter's range is not kept across a reload: nothing would show its lists again.
    client.setQueryData(
      ['enquiries', 'list', 'range', { list: 'mine', start: '2026-01-01', end: '2026-01-31' }],
      [],
    );
    // A load that failed keeps nothing.
    await client
      .query({
        queryKey: ['quotes', 'responses', 102],
        queryFn: () => Promise.reject(new Error('503')),
      })
      .catch(() => undefined);

    // Saved at most once a second.
    await vi.waitFor(() => expect(savedKeys(text())).toHaveLength(kept.length), saving);
    expect(savedKeys(text())).toEqual(expect.arrayContaining(kept));
    // Only what a later visit checks it against is saved beside the data.
    expect(localStorage.getItem('savedQueriesBuild')).toBe('build-1');
  });

  it('holds the session the shell waits for, and not the token it was fetched with', async () => {
    server.use(
      http.get(`${apiBase}/api/user`, () =>
        HttpResponse.json({
          CompanyID: 1,
          CompanyName: 'Parts Motor Factors',
          CurrencyCode: 'GBP',
          CompanyBrandingBlobStorageID: '',
          ConnectPlusColor: '#1d4ed8',
          UserID: 11,
        }),
      ),
      http.get(`${apiBase}/api/connectplus/garageuser`, () =>
        HttpResponse.json({
          CompanyId: 1,
          CustomerKeyCode: 'PMF1001',
          FactorBranch: 'BHM',
          GarageName: 'Hill Street Garage',
          GarageUserName: 'sam',
          Address: '1 Hill Street',
          CreatedDatetime: '2025-01-01T00:00:00Z',
        }),
      ),
      http.get(`${apiBase}/api/getCompany/:id`, () =>
        HttpResponse.json([{ CompanyDomain: 'none' }]),
      ),
    );
    const { storage, text } = memoryStorage();
    const client = await restore(storage);

    prefetchSession(client, { client: createTestApiClient(), hosts: testHosts });

    await vi.waitFor(() => expect(savedKeys(text())).toHaveLength(3), saving);
    expect(savedKeys(text())).toEqual(
      expect.arrayContaining([
        ['session', 'company'],
        ['session', 'user'],
        ['session', 'lookup', 1],
      ]),
    );
    expect(text()).toContain('Hill Street Garage');
    expect(text()).not.toContain('test-token');
  });

  it('comes back on the next visit of the same build, with when it was loaded', async () => {
    const { storage } = memoryStorage(savedText());

    const client = await restore(storage);

    expect(client.getQueryData(['enquiries', 'list', 'mine'])).toEqual([
      { EnquiryId: 101, Reg: 'AB12 CDE' },
    ]);
    expect(client.getQueryState(['enquiries', 'list', 'mine'])?.dataUpdatedAt).toBe(now - hour);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out what was loaded more than 12 hours ago', async () => {
    expect(maxAge).toBe(12 * hour);
    const { storage } = memoryStorage(
      savedText({
        queries: [
          savedQuery(['enquiries', 'list', 'mine'], now - hour),
          savedQuery(['messages', 'thread', 101], now - 13 * hour),
        ],
      }),
    );

    const client = await restore(storage);

    expect(client.getQueryData(['enquiries', 'list', 'mine'])).toBeDefined();
    expect(client.getQueryData(['messages', 'thread', 101])).toBeUndefined();
  });

  it.each([
    [
      'saved more than 12 hours ago',
      savedText({ savedAt: now - 13 * hour }),
      'it is older than 12 hours',
    ],
    ['saved by another build', savedText({ buster: 'build-0' }), 'it is from another build'],
    ['not JSON', '{"buster":"build-1",', 'it is not readable'],
    [
      'not a saved client',
      JSON.stringify({ buster: 'build-1', timestamp: now, clientState: { queries: [{}] } }),
      'it is not readable',
    ],
  ])('is discarded with a warning when %s', async (_case, saved, why) => {
    const { storage, text } = memoryStorage(saved);

    const client = await restore(storage);

    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(`Discarding the data saved on this device: ${why}`);
    expect(text()).toBeUndefined();
    // And the portal goes on saving afresh.
    client.setQueryData(['enquiries', 'list', 'mine'], []);
    await vi.waitFor(
      () => expect(savedKeys(text())).toEqual([['enquiries', 'list', 'mine']]),
      saving,
    );
  });

  it('is silently left out where storage cannot be used (private mode, no IndexedDB)', async () => {
    const refuse = () => {
      throw new DOMException(
        'The user denied permission to access the database.',
        'InvalidStateError',
      );
    };
    const storage: AsyncStorage = { getItem: refuse, setItem: refuse, removeItem: refuse };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);

    const client = await restore(storage);
    client.setQueryData(['enquiries', 'list', 'mine'], []);
    await new Promise((done) => setTimeout(done, 50));

    process.off('unhandledRejection', unhandled);
    expect(client.getQueryData(['enquiries', 'list', 'mine'])).toEqual([]);
    expect(unhandled).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(localStorage.getItem('savedQueriesBuild')).toBeNull();
  });

  it('drops the oldest data until the rest fits when storage is full', async () => {
    const { storage, text } = memoryStorage();
    const room = 1500;
    const full: AsyncStorage = {
      ...storage,
      setItem: (name, value) => {
        if (value.length > room) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        return storage.setItem(name, value);
      },
    };
    const client = await restore(full);

    client.setQueryData(['enquiries', 'list', 'mine'], 'x'.repeat(room / 2), {
      updatedAt: now - 2,
    });
    client.setQueryData(['messages', 'thread', 101], 'y'.repeat(room / 2), { updatedAt: now - 1 });

    await vi.waitFor(
      () => expect(savedKeys(text())).toEqual([['messages', 'thread', 101]]),
      saving,
    );
  });
});
