// @vitest-environment jsdom
import type { PartListEntry } from '@garage/api-types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { PartListDialog } from './part-list-dialog.tsx';

const server = setupApiServer();

afterEach(async () => {
  await settleAndCleanup();
});

const entry = (PartGroup: string, PartList: string): PartListEntry => ({ PartGroup, PartList });

// As the supplier sends them: one entry per part, the lists interleaved.
const savedLists = [
  entry('Full service', 'Oil filter'),
  entry('Full service', 'Air filter'),
  entry('Front brakes', 'Front brake pads'),
  entry('Full service', 'Spark plugs'),
  entry('Front brakes', 'Front brake discs'),
  entry('Front brakes', 'Wear sensor'),
  entry('Wipers', 'Wiper blades'),
];

function answer(respond: () => Response = () => HttpResponse.json(savedLists)) {
  server.use(http.get(`${apiBase}/api/connectplus/partlist`, respond));
}

function renderDialog() {
  const onAdd = vi.fn<(parts: string[]) => void>();
  const onClose = vi.fn<() => void>();
  renderWithProviders(<PartListDialog onAdd={onAdd} onClose={onClose} />);
  return { onAdd, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Select part list' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search part lists' });
const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add' });
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
// The names of the rows shown, in order: each checkbox is named by the list name it points to.
const shownLists = () =>
  screen
    .queryAllByRole('checkbox')
    // The label each checkbox points at: the list's name and its parts.
    // eslint-disable-next-line testing-library/no-node-access -- see above
    .map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('PartListDialog', () => {
  it('shows Loading..., then one row per saved list with its parts, in order', async () => {
    answer();
    renderDialog();

    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Full service' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(shownLists()).toEqual(['Full service', 'Front brakes', 'Wipers']);
    // Each row shows its parts, which also describe its checkbox.
    const described = (name: string, description: string) =>
      screen.getByRole('checkbox', { name, description });
    expect(described('Full service', 'Oil filter, Air filter, Spark plugs')).toBeInTheDocument();
    expect(
      described('Front brakes', 'Front brake pads, Front brake discs, Wear sensor'),
    ).toBeInTheDocument();
    expect(described('Wipers', 'Wiper blades')).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search...');
    expect(searchBox()).toHaveFocus();
  });

  it('finds lists by name, ignoring case', async () => {
    answer();
    const { user } = renderDialog();
    await screen.findByRole('checkbox', { name: 'Full service' });

    await user.type(searchBox(), 'BRAKES');
    expect(shownLists()).toEqual(['Front brakes']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'full SERVICE');
    expect(shownLists()).toEqual(['Full service']);
  });

  it('finds lists by one of their parts, ignoring case, showing all their parts', async () => {
    answer();
    const { user } = renderDialog();
    await screen.findByRole('checkbox', { name: 'Full service' });

    await user.type(searchBox(), 'sPaRk');
    expect(shownLists()).toEqual(['Full service']);
    expect(screen.getByText('Oil filter, Air filter, Spark plugs')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'blade');
    expect(shownLists()).toEqual(['Wipers']);
  });

  it('says when no list matches, and shows them all again when the search is cleared', async () => {
    answer();
    const { user } = renderDialog();
    await screen.findByRole('checkbox', { name: 'Full service' });

    await user.type(searchBox(), 'gearbox');
    expect(shownLists()).toEqual([]);
    expect(screen.getByText('No part lists match')).toBeInTheDocument();

    await user.clear(searchBox());
    expect(shownLists()).toEqual(['Full service', 'Front brakes', 'Wipers']);
    expect(screen.queryByText('No part lists match')).not.toBeInTheDocument();
  });

  it('enables Add only while at least one list is selected', async () => {
    answer();
    const { user } = renderDialog();

    expect(addButton().disabled).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Wipers' }));
    expect(addButton().disabled).toBe(false);
    await user.click(checkbox('Wipers'));
    expect(addButton().disabled).toBe(true);
  });

  it('adds the parts of the selected lists, in list order, and leaves closing to the form', async () => {
    answer();
    const { onAdd, onClose, user } = renderDialog();

    await user.click(await screen.findByRole('checkbox', { name: 'Wipers' }));
    // Ticking the row's text ticks its box too.
    await user.click(screen.getByText('Full service'));
    await user.click(addButton());

    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(['Oil filter', 'Air filter', 'Spark plugs', 'Wiper blades']);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('keeps lists selected while the search hides them, and adds them too', async () => {
    answer();
    const { onAdd, user } = renderDialog();

    await user.click(await screen.findByRole('checkbox', { name: 'Full service' }));
    await user.type(searchBox(), 'brake');
    expect(shownLists()).toEqual(['Front brakes']);
    expect(addButton().disabled).toBe(false);
    await user.click(checkbox('Front brakes'));

    await user.clear(searchBox());
    expect(checkbox('Full service').checked).toBe(true);
    expect(checkbox('Wipers').checked).toBe(false);
    await user.click(addButton());

    expect(onAdd).toHaveBeenCalledWith([
      'Oil filter',
      'Air filter',
      'Spark plugs',
      'Front brake pads',
      'Front brake discs',
      'Wear sensor',
    ]);
  });

  it('says so when the garage has no saved lists', async () => {
    answer(() => HttpResponse.json([]));
    renderDialog();

    expect(await screen.findByText('No saved part lists')).toBeInTheDocument();
    expect(screen.queryByText('No part lists match')).not.toBeInTheDocument();
    expect(addButton().disabled).toBe(true);
  });

  it('shows its failure message when the lists fail to load', async () => {
    answer(() =>
      HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
    );
    renderDialog();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to load parts. Refresh to try again.');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(addButton().disabled).toBe(true);
  });

  it('closes through onClose from the Close button', async () => {
    answer();
    const { onAdd, onClose, user } = renderDialog();
    await screen.findByRole('checkbox', { name: 'Full service' });

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
