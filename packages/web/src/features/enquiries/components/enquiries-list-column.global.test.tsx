// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderColumn, setUpListColumn } from '../testing/enquiries-list-column-setup.tsx';

const { answerLists } = setUpListColumn();

describe('EnquiriesListColumn', () => {
  describe('My / Global toggle', () => {
    it('switches to the company-wide list for the account, with read-only cards', async () => {
      const calls = answerLists();
      const user = userEvent.setup();
      renderColumn();
      await screen.findByText('YK19 ABC');
      expect(calls.global).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Global Enquiries' }));

      expect(await screen.findByText('GL15 OBE')).toBeInTheDocument();
      expect(calls.global).toEqual(['PMF-0042']);
      expect(screen.getByRole('list', { name: 'Global Enquiries' })).toBeInTheDocument();
      expect(screen.queryByText('YK19 ABC')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Global Enquiries' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('button', { name: 'My Enquiries' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it('switches back to My Enquiries', async () => {
      answerLists();
      const user = userEvent.setup();
      renderColumn();
      await user.click(screen.getByRole('button', { name: 'Global Enquiries' }));
      await screen.findByText('GL15 OBE');

      await user.click(screen.getByRole('button', { name: 'My Enquiries' }));

      expect(await screen.findByRole('link', { name: /YK19 ABC/ })).toBeInTheDocument();
      expect(screen.queryByText('GL15 OBE')).not.toBeInTheDocument();
    });

    it('without an account code shows CustomerKeyCode is missing! and calls nothing', async () => {
      const calls = answerLists();
      const user = userEvent.setup();
      renderColumn({ customerKeyCode: null });
      await screen.findByText('YK19 ABC');

      await user.click(screen.getByRole('button', { name: 'Global Enquiries' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(/^CustomerKeyCode is missing!$/);
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(calls.global).toEqual([]);
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('does not check back orders of global cards', async () => {
      const calls = answerLists({ mine: [] });
      const user = userEvent.setup();
      renderColumn();
      await screen.findByText('No enquiries found');

      await user.click(screen.getByRole('button', { name: 'Global Enquiries' }));
      await screen.findByText('GL15 OBE');

      expect(calls.backorder).toEqual([]);
    });
  });
});
