// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderColumn, setUpListColumn } from '../testing/enquiries-list-column-setup.tsx';
import { shownRegs } from '../testing/shown-regs.ts';

const { answerLists } = setUpListColumn();

describe('EnquiriesListColumn', () => {
  describe('search', () => {
    it('has the placeholder Search...', async () => {
      answerLists();
      renderColumn();

      expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search...');
    });

    it('keeps the enquiries whose reg, status, parts or notes contain the text, any case', async () => {
      answerLists();
      const user = userEvent.setup();
      renderColumn();
      await screen.findByText('YK19 ABC');

      await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'BRAKE');
      expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ']);

      await user.clear(screen.getByRole('searchbox'));
      await user.type(screen.getByRole('searchbox'), 'ordered');
      expect(shownRegs()).toEqual(['LD21 KMP']);

      await user.clear(screen.getByRole('searchbox'));
      expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ', 'LD21 KMP']);
    });

    it('shows No enquiries found when nothing matches', async () => {
      answerLists();
      const user = userEvent.setup();
      renderColumn();
      await screen.findByText('YK19 ABC');

      await user.type(screen.getByRole('searchbox'), 'gearbox');

      expect(screen.getByText('No enquiries found')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });
  });
  describe('date filter', () => {
    async function openDateFilter() {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Filter by date' }));
      const dialog = await screen.findByRole('dialog', { name: 'Filter by date' });
      return { user, dialog };
    }

    it('filters between the dates and notes the range', async () => {
      answerLists();
      renderColumn();
      await screen.findByText('YK19 ABC');
      const { user, dialog } = await openDateFilter();

      await user.type(within(dialog).getByLabelText('Start date'), '15/03/2026');
      await user.type(within(dialog).getByLabelText('End date'), '20/03/2026');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(
        screen.getByText('Showing enquiries between 15/03/26 and 20/03/26'),
      ).toBeInTheDocument();
      expect(shownRegs()).toEqual(['MA70 XYZ', 'LD21 KMP']);
    });

    it('with a start only, notes after', async () => {
      answerLists();
      renderColumn();
      await screen.findByText('YK19 ABC');
      const { user, dialog } = await openDateFilter();

      await user.type(within(dialog).getByLabelText('Start date'), '16/03/2026');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

      expect(screen.getByText('Showing enquiries after 16/03/26')).toBeInTheDocument();
      expect(shownRegs()).toEqual(['LD21 KMP']);
    });

    it('with an end only, notes the 366 days it shows, not before', async () => {
      answerLists();
      renderColumn();
      await screen.findByText('YK19 ABC');
      const { user, dialog } = await openDateFilter();

      await user.type(within(dialog).getByLabelText('End date'), '10/03/2026');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

      // 'before 10/03/26' would read as everything before; the list holds the year up to it.
      expect(
        screen.getByText('Showing enquiries between 10/03/25 and 10/03/26'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Showing enquiries before/)).not.toBeInTheDocument();
      expect(shownRegs()).toEqual(['YK19 ABC']);
    });

    it('keeps the dialog open with a message for a date not as dd/MM/yyyy', async () => {
      answerLists();
      renderColumn();
      await screen.findByText('YK19 ABC');
      const { user, dialog } = await openDateFilter();

      const start = within(dialog).getByLabelText('Start date');
      await user.type(start, '2026-03-15');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Start date must be a date as dd/MM/yyyy',
      );
      expect(start).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog', { name: 'Filter by date' })).toBeInTheDocument();
      expect(screen.queryByText(/Showing enquiries/)).not.toBeInTheDocument();
      expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ', 'LD21 KMP']);
    });

    it('Clear removes the filter and its note', async () => {
      answerLists();
      renderColumn();
      await screen.findByText('YK19 ABC');
      let { user, dialog } = await openDateFilter();
      await user.type(within(dialog).getByLabelText('Start date'), '16/03/2026');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(shownRegs()).toEqual(['LD21 KMP']);

      ({ user, dialog } = await openDateFilter());
      expect(within(dialog).getByLabelText<HTMLInputElement>('Start date').value).toBe(
        '16/03/2026',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Clear' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/Showing enquiries/)).not.toBeInTheDocument();
      expect(shownRegs()).toEqual(['YK19 ABC', 'MA70 XYZ', 'LD21 KMP']);
    });
  });
});
