// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quoteLinesKey } from '../../../lib/quote-lines-key.ts';
import { keepStartingQuotes } from '../../../lib/starting-quotes.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { makeQuoteLine } from '../../../testing/make-quote-line.ts';
import {
  renderNotifier,
  setUpNotifierPage,
  setVisibility,
  stubSystemNotifications,
  testQueryClient,
  waiting,
} from '../testing/notifier-setup.tsx';

setUpNotifierPage();

describe('Notifier', () => {
  describe('a re-quote', () => {
    const quoted = makeEnquiry({ EnquiryId: 101, Reg: 'YK19 HBN', Status: 'Quoted' });
    const pads = makeQuoteLine({ ResponseDetailId: 9001 });
    const discs = makeQuoteLine({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210', Qty: 2 });
    const filter = makeQuoteLine({ ResponseDetailId: 9011, PartNumber: 'AF-VA-0440', Qty: 4 });
    const refreshLines = (lines: (typeof pads)[]) =>
      act(() => void testQueryClient().setQueryData(quoteLinesKey(101), lines));

    it('is toasted as an updated quote, and read while its enquiry is open', async () => {
      renderNotifier([waiting, quoted], 101);
      refreshLines([pads, discs]);

      refreshLines([pads, filter]);

      expect(await screen.findByText('YK19 HBN: quote updated')).toBeInTheDocument();
      expect(document.title).toBe('Enquiries');
    });

    it('is toasted when it came before the notifications’ code had loaded, from the lines first seen', async () => {
      // The first screen keeps the lines the garage saw (lib/starting-list.ts); the re-quote
      // arrives before the notifier mounts.
      keepStartingQuotes(testQueryClient());
      refreshLines([pads, discs]);
      refreshLines([pads, filter]);

      renderNotifier([waiting, quoted], 101);

      expect(await screen.findByText('YK19 HBN: quote updated')).toBeInTheDocument();
    });

    it('is nothing new when the lines first seen are the lines the notifier finds', () => {
      keepStartingQuotes(testQueryClient());
      refreshLines([pads, discs]);

      renderNotifier([waiting, quoted], 101);

      expect(screen.queryByText(/quote updated/)).not.toBeInTheDocument();
    });

    it('is counted and raised as a system notification while the tab is hidden', async () => {
      const raised = stubSystemNotifications();
      renderNotifier([waiting, quoted], 101);
      refreshLines([pads, discs]);
      setVisibility('hidden');

      refreshLines([discs]);

      await vi.waitFor(() =>
        expect(raised.map((notification) => notification.title)).toEqual([
          'YK19 HBN: quote updated',
        ]),
      );
      expect(document.title).toBe('(1) Enquiries · Acme Motors');
    });

    it('is not the garage ordering the quote, nor the same quote again', () => {
      renderNotifier([waiting, quoted], 101);
      refreshLines([pads, discs]);

      refreshLines([{ ...pads }, { ...discs }]);
      refreshLines([pads, { ...discs, Confirmed: 1 }]);

      expect(screen.queryByText(/quote updated/)).not.toBeInTheDocument();
    });
  });
});
