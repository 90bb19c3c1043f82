// @vitest-environment jsdom
import type { GarageUser } from '@garage/api-types';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsScreen } from './settings-screen.tsx';

const user: GarageUser = {
  CompanyId: 1,
  CustomerKeyCode: 'PMF1001',
  FactorBranch: 'LEE',
  GarageName: 'Kirkstall Road Garage',
  GarageUserName: 'dave.hughes',
  Address: '212 Kirkstall Road\nLeeds\nLS4 2AQ',
  CreatedDatetime: new Date(2024, 8, 30, 10, 0).toISOString(),
};
const settings = {
  supportPhone: '0113 496 0000',
  appTeamPhone: '0113 496 0999',
  supportEmail: 'support@parts-portal.example',
  supportWebsite: 'https://parts-portal.example/help',
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderScreen = () => {
  render(<SettingsScreen user={user} settings={settings} />);
  return userEvent.setup();
};
const card = (name: string) => screen.getByRole('region', { name });
const shortcutInput = () => screen.getByPlaceholderText('Enter part to save...');
const savedShortcuts = () =>
  screen.queryAllByRole('listitem').map((item) => item.textContent.replace('×', ''));

describe('SettingsScreen', () => {
  it('gives the branch and app team to call, the support e-mail and website', () => {
    renderScreen();
    const support = card('Support Info');
    expect(support).toHaveTextContent('Call your local branch on 0113 496 0000');
    expect(support).toHaveTextContent('the app team on 0113 496 0999');
    expect(within(support).getByRole('link', { name: settings.supportEmail })).toHaveAttribute(
      'href',
      'mailto:support@parts-portal.example',
    );
    expect(
      within(support).getByRole('link', { name: settings.supportWebsite }),
    ).toBeInTheDocument();
  });

  it('lists the garage’s details with the account date as DD/MM/YY and version 1.1.2', () => {
    renderScreen();
    const rows = within(card('Your Info'))
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Garage Name', 'Kirkstall Road Garage'],
      ['Username', 'dave.hughes'],
      ['Address', '212 Kirkstall Road\nLeeds\nLS4 2AQ'],
      ['Account Created', '30/09/24'],
      ['Software Version', '1.1.2'],
    ]);
  });

  it('saves a shortcut as a chip, kept in quickLaunchParts, and removes it', async () => {
    const events = renderScreen();
    await events.type(shortcutInput(), 'Oil filter{Enter}');
    await events.type(shortcutInput(), 'Wiper blades');
    await events.click(within(card('Add Parts to Shortcuts')).getByRole('button', { name: 'Add' }));

    expect(savedShortcuts()).toEqual(['Oil filter', 'Wiper blades']);
    expect((shortcutInput() as HTMLInputElement).value).toBe('');
    expect(JSON.parse(localStorage.getItem('quickLaunchParts') ?? '')).toEqual([
      'Oil filter',
      'Wiper blades',
    ]);

    await events.click(screen.getByRole('button', { name: 'Remove Oil filter' }));
    expect(savedShortcuts()).toEqual(['Wiper blades']);
    expect(JSON.parse(localStorage.getItem('quickLaunchParts') ?? '')).toEqual(['Wiper blades']);
  });

  it('moves the focus from a removed chip to the next one, then the one before, then the box', async () => {
    localStorage.setItem('quickLaunchParts', JSON.stringify(['Oil filter', 'Wipers', 'Bulbs']));
    const events = renderScreen();
    const remove = (part: string) => screen.getByRole('button', { name: `Remove ${part}` });

    remove('Wipers').focus();
    await events.keyboard('{Enter}');
    expect(remove('Bulbs')).toHaveFocus();

    await events.keyboard('{Enter}');
    expect(remove('Oil filter')).toHaveFocus();

    await events.keyboard(' ');
    expect(savedShortcuts()).toEqual([]);
    expect(shortcutInput()).toHaveFocus();
  });

  it('refuses a duplicate with a toast naming it, keeping what was typed', async () => {
    localStorage.setItem('quickLaunchParts', JSON.stringify(['Oil filter']));
    const refused = vi.spyOn(toast, 'error');
    const events = renderScreen();

    await events.type(shortcutInput(), 'oil filter{Enter}');

    expect(refused).toHaveBeenCalledWith('Oil filter is already in your shortcuts');
    expect(savedShortcuts()).toEqual(['Oil filter']);
    expect((shortcutInput() as HTMLInputElement).value).toBe('oil filter');
  });

  it('does nothing with an empty entry', async () => {
    const refused = vi.spyOn(toast, 'error');
    const events = renderScreen();

    await events.type(shortcutInput(), '   {Enter}');

    expect(savedShortcuts()).toEqual([]);
    expect(localStorage.getItem('quickLaunchParts')).toBeNull();
    expect(refused).not.toHaveBeenCalled();
  });
});
