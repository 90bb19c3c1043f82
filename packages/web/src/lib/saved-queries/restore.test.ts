// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSavedQueries, restoreTimeLimit } from './restore.ts';
import { clearSavedQueries } from './persist.ts';

// IndexedDB, which jsdom lacks, as idb-keyval gives it; `hung` is one that never answers.
const idb = vi.hoisted(() => ({ items: new Map<string, unknown>(), hung: false }));
vi.mock('idb-keyval', () => ({
  get: (key: string) => (idb.hung ? new Promise(() => {}) : Promise.resolve(idb.items.get(key))),
  set: (key: string, value: unknown) => Promise.resolve(void idb.items.set(key, value)),
  del: (key: string) => Promise.resolve(void idb.items.delete(key)),
}));

const build = 'https://portal.test/static/index-AbC123.js';

/** What an earlier visit of `build` left: its enquiry list in IndexedDB, its build noted. */
function savedByEarlierVisit() {
  const queryKey = ['enquiries', 'list', 'mine'];
  idb.items.set(
    'savedQueries',
    JSON.stringify({
      buster: build,
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey,
            queryHash: JSON.stringify(queryKey),
            state: { data: [{ EnquiryId: 101 }], dataUpdatedAt: Date.now(), status: 'success' },
          },
        ],
      },
    }),
  );
  localStorage.setItem('savedQueriesBuild', build);
}

afterEach(() => {
  idb.items.clear();
  idb.hung = false;
  localStorage.clear();
});

describe('restoring before the first render', () => {
  it('draws a repeat visit of the same build from the saved data', async () => {
    savedByEarlierVisit();
    const client = new QueryClient();

    await restoreSavedQueries(client, build);

    expect(client.getQueryData(['enquiries', 'list', 'mine'])).toEqual([{ EnquiryId: 101 }]);
  });

  it('does not wait on a first visit, or the first after a new build', async () => {
    savedByEarlierVisit();
    idb.hung = true;
    const started = performance.now();

    await restoreSavedQueries(new QueryClient(), 'https://portal.test/static/index-New456.js');

    expect(performance.now() - started).toBeLessThan(restoreTimeLimit / 2);
  });

  it('waits for a hung IndexedDB one second at most', async () => {
    savedByEarlierVisit();
    idb.hung = true;
    const started = performance.now();

    await restoreSavedQueries(new QueryClient(), build);

    expect(restoreTimeLimit).toBe(1000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(restoreTimeLimit - 50);
    expect(performance.now() - started).toBeLessThan(restoreTimeLimit * 1.5);
  });

  it('has nothing to restore once another licence has been activated', async () => {
    savedByEarlierVisit();

    await clearSavedQueries();
    const client = new QueryClient();
    await restoreSavedQueries(client, build);

    expect(idb.items.size).toBe(0);
    expect(localStorage.getItem('savedQueriesBuild')).toBeNull();
    expect(client.getQueryData(['enquiries', 'list', 'mine'])).toBeUndefined();
  });
});
