// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerSession, renderShell, setUpShellLayout } from './testing/shell-layout-setup.tsx';

// The main navigation: the entries the company has, and the one current.

setUpShellLayout();

describe('the shell', () => {
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
});
