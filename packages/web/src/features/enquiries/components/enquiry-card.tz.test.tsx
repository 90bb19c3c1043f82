// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiriesKeys } from '../api/enquiries-keys.ts';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { addTokensToPage } from '../../../testing/tokens.ts';
import { EnquiryCard } from './enquiry-card.tsx';

const server = setupApiServer();

afterEach(async () => {
  await settleAndCleanup();
  vi.restoreAllMocks();
});

/** Answers the backorder check and records the enquiry ids asked about. */
function answerBackorder(answer: () => Response) {
  const asked: string[] = [];
  server.use(
    http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, ({ params }) => {
      asked.push(String(params.enquiryId));
      return answer();
    }),
  );
  return asked;
}

const enquiry = makeEnquiry({
  EnquiryId: 7,
  Reg: 'YK19 ABC',
  Parts: 'Front brake pads',
  Notes: 'Please call before fitting',
  Status: 'Garage Confirmed',
  MessageCount: 3,
  GarageUnread: 0,
  DatetimeCreated: new Date(2026, 2, 14, 9, 30).toISOString(),
});

function renderCard(props: Partial<Parameters<typeof EnquiryCard>[0]> = {}) {
  return renderWithProviders(
    <EnquiryCard enquiry={enquiry} readOnly={false} selected={false} {...props} />,
  );
}

async function settledBackorderCheck(view: ReturnType<typeof renderCard>, enquiryId: number) {
  await waitFor(() => {
    const state = view.queryClient.getQueryState(enquiriesKeys.backorder(enquiryId));
    expect(state?.fetchStatus).toBe('idle');
    expect(state?.status).not.toBe('pending');
  });
}

describe('EnquiryCard', () => {
  it('shows the reg, parts, notes, status label, created date and message count', () => {
    answerBackorder(() => HttpResponse.json({ exists: false }));
    renderCard();

    const card = screen.getByRole('link');
    expect(within(card).getByText('YK19 ABC')).toBeInTheDocument();
    expect(within(card).getByText('Front brake pads')).toBeInTheDocument();
    expect(within(card).getByText('Please call before fitting')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).queryByText('Garage Confirmed')).not.toBeInTheDocument();
    expect(within(card).getByText('14/03').tagName).toBe('TIME');
    expect(within(card).getByText('3/(0)')).toBeInTheDocument();
  });

  it('colours the status and its rule by status', () => {
    // The colour is var(--status-cancelled): the page has the tokens, as the app's has.
    addTokensToPage();
    answerBackorder(() => HttpResponse.json({ exists: false }));
    renderCard({ enquiry: { ...enquiry, Status: 'Cancelled' } });

    const status = screen.getByText('Cancelled');
    expect(status).toHaveStyle({ backgroundColor: 'rgb(185, 28, 28)' });
    expect(screen.getByRole('separator')).toHaveStyle({ borderColor: 'rgb(185, 28, 28)' });
  });

  it('labels the message icon Messages when all are read', () => {
    answerBackorder(() => HttpResponse.json({ exists: false }));
    renderCard();

    expect(screen.getByRole('img', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Unread messages' })).not.toBeInTheDocument();
  });

  it('shows a different icon, labelled Unread messages, when some are unread', () => {
    answerBackorder(() => HttpResponse.json({ exists: false }));
    renderCard({ enquiry: { ...enquiry, MessageCount: 5, GarageUnread: 2 } });

    expect(screen.getByRole('img', { name: 'Unread messages' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByText('5/(2)')).toBeInTheDocument();
  });

  describe('back order', () => {
    it('shows ON BACK ORDER when the check says so', async () => {
      const asked = answerBackorder(() => HttpResponse.json({ exists: true }));
      renderCard();

      expect(await screen.findByText('ON BACK ORDER')).toBeInTheDocument();
      expect(asked).toEqual(['7']);
    });

    it('shows no badge when the check says no', async () => {
      const asked = answerBackorder(() => HttpResponse.json({ exists: false }));
      const view = renderCard();

      await settledBackorderCheck(view, 7);
      expect(asked).toEqual(['7']);
      expect(screen.queryByText(/BACK ORDER/)).not.toBeInTheDocument();
    });

    it('says BACK ORDER UNKNOWN for a failed check, logging it, rather than no badge', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      answerBackorder(() =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Stock system down' },
          { status: 500 },
        ),
      );
      const view = renderCard();

      await settledBackorderCheck(view, 7);
      expect(logged).toHaveBeenCalledWith('Backorder check of enquiry 7 failed', expect.any(Error));
      // No badge would read as "not on back order".
      expect(await screen.findByText('BACK ORDER UNKNOWN')).toBeInTheDocument();
      expect(screen.queryByText('ON BACK ORDER')).not.toBeInTheDocument();
      expect(screen.queryByText(/Stock system down/)).not.toBeInTheDocument();
    });

    it('is not checked for a read-only (global) card', async () => {
      const asked = answerBackorder(() => HttpResponse.json({ exists: true }));
      renderCard({ readOnly: true });

      // Give a check the time it would need to be sent and answered.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).toEqual([]);
      expect(screen.queryByText('ON BACK ORDER')).not.toBeInTheDocument();
    });
  });

  describe('ETA', () => {
    const eta = new Date(2026, 2, 16, 7, 5).toISOString();

    it('shows the ETA as DD/MM/YY HH:mm when Ordered with an ETA', () => {
      answerBackorder(() => HttpResponse.json({ exists: false }));
      renderCard({ enquiry: { ...enquiry, Status: 'Ordered', Eta: eta } });

      expect(screen.getByText('ETA: 16/03/26 07:05')).toBeInTheDocument();
    });

    it('is absent when Ordered without an ETA', () => {
      answerBackorder(() => HttpResponse.json({ exists: false }));
      renderCard({ enquiry: { ...enquiry, Status: 'Ordered', Eta: null } });

      expect(screen.queryByText(/ETA/)).not.toBeInTheDocument();
    });

    it('is absent when not Ordered, even with an ETA', () => {
      answerBackorder(() => HttpResponse.json({ exists: false }));
      renderCard({ enquiry: { ...enquiry, Status: 'Quoted', Eta: eta } });

      expect(screen.queryByText(/ETA/)).not.toBeInTheDocument();
    });
  });

  describe('clicking', () => {
    it('opens the enquiry at /enquiries/{EnquiryId} in My Enquiries', async () => {
      answerBackorder(() => HttpResponse.json({ exists: false }));
      const view = renderCard();

      const card = screen.getByRole('link');
      expect(card).toHaveAttribute('href', '/enquiries/7');
      await userEvent.setup().click(card);

      expect(view.router.state.location.pathname).toBe('/enquiries/7');
    });

    it('marks the selected card as the current one', () => {
      answerBackorder(() => HttpResponse.json({ exists: false }));
      renderCard({ selected: true });

      expect(screen.getByRole('link')).toHaveAttribute('aria-current', 'page');
    });

    it('marks no other card', () => {
      answerBackorder(() => HttpResponse.json({ exists: false }));
      renderCard({ selected: false });

      expect(screen.getByRole('link')).not.toHaveAttribute('aria-current');
    });

    it('does nothing on a read-only (global) card', async () => {
      const view = renderCard({ readOnly: true });

      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByText('YK19 ABC'));

      expect(view.router.state.location.pathname).toBe('/');
    });
  });
});
