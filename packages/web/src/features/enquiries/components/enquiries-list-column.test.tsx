// @vitest-environment jsdom
import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  renderColumn,
  setUpListColumn,
  viewportHeight,
} from '../testing/enquiries-list-column-setup.tsx';
import { shownRegs } from '../testing/shown-regs.ts';
import { enquiryRowHeight } from './enquiry-list.tsx';

// The column's list: loading, failing, empty, long, and its New Enquiry button. The toggle to
// Global Enquiries, and the search and date filter, are in enquiries-list-column.global.test.tsx
// and enquiries-list-column.filters.test.tsx.

// The New Enquiry form keeps its draft image in IndexedDB, which jsdom lacks.
vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const { answerLists } = setUpListColumn();

describe('EnquiriesListColumn', () => {
  it('shows a spinner while loading, then the garage’s own enquiries as links', async () => {
    answerLists();
    renderColumn();

    expect(screen.getByRole('status', { name: 'Loading enquiries' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /YK19 ABC/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading enquiries' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'My Enquiries' })).toBeInTheDocument();
    expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ', 'LD21 KMP']);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('marks the selected enquiry', async () => {
    answerLists();
    renderColumn({ selectedEnquiryId: 2 });

    const selected = await screen.findByRole('link', { name: /MA70 XYZ/ });
    expect(selected).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /YK19 ABC/ })).not.toHaveAttribute('aria-current');
  });

  it('shows No enquiries found for an empty list', async () => {
    answerLists({ mine: [] });
    renderColumn();

    expect(await screen.findByText('No enquiries found')).toBeInTheDocument();
  });

  const databaseDown = () =>
    HttpResponse.json(
      { statusCode: 500, error: 'Internal Server Error', message: 'Database down' },
      { status: 500 },
    );

  it('shows a failed first load as its raw text, with Try again that loads the list', async () => {
    answerLists({ mine: databaseDown() });
    renderColumn();

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('ApiError: HTTP 500: Database down')).toBeInTheDocument();
    expect(screen.queryByText('No enquiries found')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading enquiries' })).not.toBeInTheDocument();

    answerLists();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ', 'LD21 KMP']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the list on screen when a refresh fails', async () => {
    answerLists();
    const { queryClient } = renderColumn();
    await waitFor(() => expect(shownRegs()).toHaveLength(3));

    answerLists({ mine: databaseDown() });
    await queryClient.refetchQueries();

    expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ', 'LD21 KMP']);
    expect(screen.queryByText('ApiError: HTTP 500: Database down')).not.toBeInTheDocument();
  });
  describe('New Enquiry', () => {
    it('opens a dialog titled New Enquiry that its close button closes', async () => {
      answerLists();
      const user = userEvent.setup();
      renderColumn();
      const opener = screen.getByRole('button', { name: 'New Enquiry' });

      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'New Enquiry' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('closes on Escape', async () => {
      answerLists();
      const user = userEvent.setup();
      renderColumn();

      await user.click(screen.getByRole('button', { name: 'New Enquiry' }));
      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('with 10,000 enquiries', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      makeEnquiry({ EnquiryId: index + 1, Reg: `RG${String(index + 1).padStart(5, '0')}` }),
    );

    it('renders only the cards in view, and checks back orders only for those', async () => {
      const calls = answerLists({ mine: many });
      renderColumn();

      await screen.findByText('RG00001');
      const rendered = within(screen.getByRole('list')).getAllByRole('listitem');
      const inView = Math.ceil(viewportHeight / enquiryRowHeight);
      expect(rendered.length).toBeGreaterThanOrEqual(inView);
      expect(rendered.length).toBeLessThan(inView + 10);
      expect(rendered[0]?.getAttribute('aria-setsize')).toBe('10000');
      await waitFor(() => expect(calls.backorder).toHaveLength(rendered.length));
      const checked = calls.backorder.map(Number).sort((a, b) => a - b);
      expect(checked).toEqual(rendered.map((_, index) => index + 1));
    });

    it('is one Tab stop of its own after Filter by date, from which Down and End reach its ends', async () => {
      answerLists({ mine: many });
      renderColumn();
      const user = userEvent.setup();
      await screen.findByText('RG00001');

      screen.getByRole('button', { name: 'Filter by date' }).focus();
      await user.tab();
      const list = screen.getByRole('group', { name: 'My Enquiries' });
      expect(list).toHaveFocus();
      // The keys move the focus, not the list's scroll.
      await user.keyboard('{End}');
      expect(await screen.findByRole('link', { name: /RG10000/ })).toHaveFocus();
      await user.keyboard('{Home}{Shift>}{Tab}{/Shift}');
      expect(list).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: /RG00001/ })).toHaveFocus();
    });
  });
});
