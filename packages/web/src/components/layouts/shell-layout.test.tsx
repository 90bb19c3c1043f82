// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApiClient } from '../../lib/api-client.ts';
import { ApiProvider } from '../../lib/api-context.tsx';
import { ShellLayout } from './shell-layout.tsx';

const api = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

const company = {
  CompanyID: 2,
  CompanyName: 'Shannon Auto Parts',
  CurrencyCode: 'EUR',
  CompanyBrandingBlobStorageID: 'logo-company-2',
  ConnectPlusColor: '#047857',
  UserID: 41,
};
const user = {
  CompanyId: 2,
  CustomerKeyCode: 'SAP3001',
  FactorBranch: 'LMK',
  GarageName: 'Dock Road Motors',
  GarageUserName: 'aoife.byrne',
  Address: 'Unit 4, Dock Road\nLimerick',
  CreatedDatetime: '2025-01-01T00:00:00Z',
};

/** Answers the session calls; `lookup` is the company lookup's list. */
function answerSession(lookup: unknown[], userAnswer = HttpResponse.json(user)) {
  server.use(
    http.get(`${api}/api/authenticate/mobile/:id`, () => HttpResponse.json({ token: 't' })),
    http.get(`${api}/api/user`, () => HttpResponse.json(company)),
    // A copy each time: a Response's body can be read only once, and the user may load twice.
    http.get(`${api}/api/connectplus/garageuser`, () => userAnswer.clone()),
    http.get(`${api}/api/getCompany/:id`, () => HttpResponse.json(lookup)),
    http.get(`${api}/api/image/:blobId`, () =>
      HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
  );
}

function renderShell(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const client = createApiClient({
    baseUrl: api,
    getDeviceId: () => '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    navigation: { isOnLogin: () => false, goToLogin: vi.fn() },
  });
  const router = createMemoryRouter(
    [
      {
        element: <ShellLayout />,
        children: [
          { path: '/', element: <p>Enquiries screen</p> },
          { path: '/enquiries/:enqId', element: <p>Enquiry detail</p> },
          { path: '/news', element: <p>News screen</p> },
        ],
      },
      { path: '/error', element: <p>Error page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ApiProvider
      api={{
        client,
        hosts: { api, mapping: api, supplier: api, companies: ['https://garage-api.test'] },
      }}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());

describe('the shell', () => {
  it('shows a spinner until the user is loaded, then the branded shell', async () => {
    answerSession([{ CompanyDomain: 'none' }]);

    renderShell();

    // The spinner sits in the frame the garage will fill, so nothing moves when it arrives.
    const spinner = screen.getByRole('status', { name: 'Loading your garage' });
    expect(screen.getByRole('main')).toContainElement(spinner);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByText('Shannon Auto Parts (SAP3001)')).toBeInTheDocument();
    expect(await screen.findByText('Enquiries screen')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your garage' })).not.toBeInTheDocument();
  });

  it('shows the garage in the header while the company lookup is still on its way', async () => {
    answerSession([{ CompanyDomain: 'none' }]);
    let answerLookup = () => {};
    const lookupAnswered = new Promise<void>((resolve) => (answerLookup = resolve));
    server.use(
      http.get(`${api}/api/getCompany/:id`, async () => {
        await lookupAnswered;
        return HttpResponse.json([{ CompanyDomain: 'none' }]);
      }),
    );

    renderShell();

    expect(await screen.findByText('Shannon Auto Parts (SAP3001)')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your garage' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enquiries' })).not.toBeInTheDocument();

    answerLookup();
    expect(await screen.findByText('Enquiries screen')).toBeInTheDocument();
  });

  it('hides Tracking and Returns for a company whose API host is none', async () => {
    answerSession([{ CompanyDomain: 'none' }]);

    renderShell();

    await screen.findByRole('link', { name: 'Enquiries' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enquiries', 'News', 'Settings']);
  });

  it('shows all five entries for a company with its own API host', async () => {
    answerSession([{ CompanyDomain: 'garage-api.test' }]);

    renderShell();

    await screen.findByRole('link', { name: 'Enquiries' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enquiries', 'Tracking', 'Returns', 'News', 'Settings']);
  });

  it('shows the raw error inside the frame, with Try again, when the user fails to load', async () => {
    answerSession(
      [{ CompanyDomain: 'none' }],
      HttpResponse.json(
        { statusCode: 503, error: 'Service Unavailable', message: 'Back office down' },
        { status: 503 },
      ),
    );

    renderShell();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('ApiError: HTTP 503: Back office down');
    expect(screen.getByRole('main')).toContainElement(failure);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your garage' })).not.toBeInTheDocument();

    answerSession([{ CompanyDomain: 'none' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Enquiries screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

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

  it('goes to /error when the company lookup finds nothing', async () => {
    answerSession([]);

    const router = renderShell();

    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('marks Enquiries as the current entry on / and on an enquiry, and News on /news', async () => {
    answerSession([{ CompanyDomain: 'none' }]);
    const router = renderShell();
    const current = () =>
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page' && link.className !== '')
        .map((link) => link.textContent);

    await screen.findByText('Enquiries screen');
    expect(current()).toEqual(['Enquiries']);
    await router.navigate('/enquiries/101');
    await screen.findByText('Enquiry detail');
    expect(current()).toEqual(['Enquiries']);
    await router.navigate('/news');
    await screen.findByText('News screen');
    expect(current()).toEqual(['News']);
  });

  it('caches the logo as a data URL', async () => {
    answerSession([{ CompanyDomain: 'none' }]);

    renderShell();

    const logo = await screen.findByRole<HTMLImageElement>('img', {
      name: 'Shannon Auto Parts logo',
    });
    expect(logo.src).toMatch(/^data:image\/png;base64,/);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('brandLogo') ?? '{}')).toEqual({
        blobId: 'logo-company-2',
        dataUrl: logo.src,
      }),
    );
  });
});

describe('the header from the device', () => {
  const cached = {
    CompanyName: 'Shannon Auto Parts',
    ConnectPlusColor: '#047857',
    CompanyBrandingBlobStorageID: 'logo-company-2',
    CustomerKeyCode: 'SAP3001',
  };
  const logo = 'data:image/png;base64,iVBORw==';

  /** The session calls answered, but the company's only once `answer` is called. */
  function holdCompany() {
    answerSession([{ CompanyDomain: 'none' }]);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${api}/api/user`, async () => {
        await answered;
        return HttpResponse.json(company);
      }),
    );
    return answer;
  }

  it('paints the last visit’s header, logo and colour before the API answers', async () => {
    localStorage.setItem('header', JSON.stringify(cached));
    localStorage.setItem('brandLogo', JSON.stringify({ blobId: 'logo-company-2', dataUrl: logo }));
    const answerCompany = holdCompany();

    renderShell();

    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Shannon Auto Parts (SAP3001)');
    expect(banner).toHaveStyle({ backgroundColor: '#047857' });
    expect(within(banner).getByRole('img', { name: 'Shannon Auto Parts logo' })).toHaveAttribute(
      'src',
      logo,
    );
    expect(screen.getByRole('status', { name: 'Loading your garage' })).toBeInTheDocument();

    answerCompany();
    expect(await screen.findByText('Enquiries screen')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Shannon Auto Parts (SAP3001)');
  });

  it('corrects a cached header that the API answers differently, and keeps the answer', async () => {
    localStorage.setItem(
      'header',
      JSON.stringify({
        ...cached,
        CompanyName: 'Shannon Motor Factors',
        ConnectPlusColor: '#b91c1c',
      }),
    );
    const answerCompany = holdCompany();

    renderShell();

    expect(screen.getByRole('banner')).toHaveTextContent('Shannon Motor Factors (SAP3001)');
    answerCompany();
    expect(await screen.findByText('Shannon Auto Parts (SAP3001)')).toBeInTheDocument();
    expect(screen.queryByText(/Shannon Motor Factors/)).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#047857' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('header') ?? '{}')).toEqual(cached));
  });

  it('ignores a corrupt cached header with a console warning', async () => {
    localStorage.setItem('header', '{"CompanyName": 42');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerSession([{ CompanyDomain: 'none' }]);

    renderShell();

    expect(screen.getByRole('banner')).toHaveTextContent('');
    expect(warn).toHaveBeenCalledWith(
      'Ignoring the cached header, which is not one',
      '{"CompanyName": 42',
    );
    expect(await screen.findByText('Shannon Auto Parts (SAP3001)')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('header') ?? '{}')).toEqual(cached));
    warn.mockRestore();
  });

  it('works without storage, as in a private window whose storage throws', async () => {
    const unavailable = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(unavailable);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(unavailable);
    answerSession([{ CompanyDomain: 'none' }]);

    renderShell();

    expect(await screen.findByText('Shannon Auto Parts (SAP3001)')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Shannon Auto Parts logo' })).toBeInTheDocument();
    expect(await screen.findByText('Enquiries screen')).toBeInTheDocument();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
