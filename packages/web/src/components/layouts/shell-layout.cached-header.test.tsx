// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  answerSession,
  api,
  company,
  renderShell,
  server,
  setUpShellLayout,
} from './testing/shell-layout-setup.tsx';

setUpShellLayout();

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
