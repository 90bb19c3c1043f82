// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answerSession,
  api,
  renderShell,
  server,
  setUpShellLayout,
} from './testing/shell-layout-setup.tsx';

// The shell until the garage is loaded: its spinner, a failed load, a lookup that finds no
// company, and the logo it keeps.

setUpShellLayout();

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

  it('goes to /error when the company lookup finds nothing', async () => {
    answerSession([]);

    const router = renderShell();

    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
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
