// @vitest-environment jsdom
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answerSession,
  api,
  company,
  renderShell,
  server,
  setUpShellLayout,
} from './testing/shell-layout-setup.tsx';

// What the shell says when a refresh fails or the connection goes, over the garage it keeps.

setUpShellLayout();

describe('the shell', () => {
  it('keeps the garage on screen while a refresh fails, with a notice, until one succeeds', async () => {
    answerSession([{ CompanyDomain: 'none' }]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderShell(queryClient);
    expect(await screen.findByText('Enquiries screen')).toBeInTheDocument();
    const loadedAt = format(Date.now(), 'HH:mm');

    server.use(
      http.get(`${api}/api/user`, () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Injected fault' },
          { status: 500 },
        ),
      ),
    );
    await queryClient.refetchQueries();

    expect(
      await screen.findByText(
        `Connection problem: showing what was loaded at ${loadedAt}. Trying again…`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Shannon Auto Parts (SAP3001)')).toBeInTheDocument();
    expect(screen.getByText('Enquiries screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answerSession([{ CompanyDomain: 'none' }]);
    await queryClient.refetchQueries();

    await waitFor(() => expect(screen.queryByText(/Connection problem/)).not.toBeInTheDocument());
    expect(screen.getByText('Enquiries screen')).toBeInTheDocument();
  });

  it('says when offline how old the data on screen is, then refreshes by itself back online', async () => {
    answerSession([{ CompanyDomain: 'none' }]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderShell(queryClient);
    expect(await screen.findByText('Enquiries screen')).toBeInTheDocument();
    // The oldest data on screen dates the notice: here the company, loaded two hours ago.
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    act(() => {
      queryClient.setQueryData(['session', 'company'], company, { updatedAt: twoHoursAgo });
    });
    // A refresh that failed before the connection went.
    server.use(
      http.get(`${api}/api/connectplus/garageuser`, () =>
        HttpResponse.json({ message: 'Injected fault' }, { status: 500 }),
      ),
    );
    await queryClient.refetchQueries({ queryKey: ['session', 'user'] });
    expect(await screen.findByText(/^Connection problem/)).toBeInTheDocument();

    act(() => onlineManager.setOnline(false));

    expect(
      screen.getByText(`Offline – showing what was loaded at ${format(twoHoursAgo, 'HH:mm')}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Connection problem/)).not.toBeInTheDocument();
    expect(screen.getByText('Shannon Auto Parts (SAP3001)')).toBeInTheDocument();
    expect(screen.getByText('Enquiries screen')).toBeInTheDocument();

    const asked: string[] = [];
    answerSession([{ CompanyDomain: 'none' }]);
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    act(() => onlineManager.setOnline(true));

    await waitFor(() =>
      expect(asked).toEqual(expect.arrayContaining(['/api/user', '/api/connectplus/garageuser'])),
    );
    await waitFor(() =>
      expect(screen.queryByText(/Offline|Connection problem/)).not.toBeInTheDocument(),
    );
    server.events.removeAllListeners();
  });
});
