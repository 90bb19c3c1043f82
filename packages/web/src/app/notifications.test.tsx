// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { myEnquiriesKey } from '../lib/enquiry-lists-key.ts';
import { apiBase, setupApiServer } from '../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../testing/render-with-providers.tsx';
import Notifications from './notifications.tsx';

const server = setupApiServer();
let listFetches: number;
beforeEach(() => {
  listFetches = 0;
  server.use(
    http.post(`${apiBase}/api/connectplus/enquiries`, () => {
      listFetches += 1;
      return HttpResponse.json([]);
    }),
  );
});
afterEach(settleAndCleanup);

describe('Notifications on every signed-in screen', () => {
  it('refresh My Enquiries on a screen that does not show it', async () => {
    renderWithProviders(<Notifications />, { path: '/settings' });
    await waitFor(() => expect(listFetches).toBe(1));
  });

  it('leave the refresh to the Enquiries screen’s own list there, so it is fetched once', async () => {
    const { queryClient } = renderWithProviders(<Notifications />, { path: '/enquiries/5' });
    // A fetch would have started as the notifier mounted.
    expect(queryClient.isFetching()).toBe(0);
    expect(listFetches).toBe(0);
  });

  it('do not fetch again, on leaving the Enquiries screen, the list it has just refreshed', async () => {
    const { router, queryClient } = renderWithProviders(<Notifications />, { path: '/enquiries' });
    // As the Enquiries screen's list column has it.
    queryClient.setQueryData(myEnquiriesKey, []);

    await act(() => router.navigate('/settings'));

    expect(queryClient.isFetching()).toBe(0);
    expect(listFetches).toBe(0);
  });
});
