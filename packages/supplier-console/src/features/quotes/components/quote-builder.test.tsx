// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDetail } from '../../../testing/make-detail.ts';
import {
  apiBase,
  renderWithProviders,
  settleAndCleanup,
  setupDemoServer,
} from '../../../testing/render.tsx';
import { QuoteBuilder } from './quote-builder.tsx';

const server = setupDemoServer();
afterEach(settleAndCleanup);

const pads = {
  PartNumber: 'BP-FO-1021',
  Description: 'Front brake pads (Mintex) for Ford Focus',
  TradePrice: '25.29',
  RRP: '36.99',
  Stock: [{ Branch: 'LEE', Qty: 4 }],
};

/** Answers the catalogue search, and records each quote the builder sends. */
function answerCatalogue(quote: (body: unknown) => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get(`${apiBase}/__demo/parts`, () => HttpResponse.json([pads])),
    http.post(`${apiBase}/__demo/enquiries/102/quote`, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return quote(body);
    }),
  );
  return sent;
}

async function addPadsFromCatalogue() {
  await userEvent.type(screen.getByLabelText('Search the parts catalogue'), 'BP-FO');
  await userEvent.click(await screen.findByRole('button', { name: 'Add BP-FO-1021' }));
}

describe('QuoteBuilder', () => {
  it('refuses a bad line before sending, naming the field, and keeps what was typed', async () => {
    const sent = answerCatalogue(() => HttpResponse.json({}));
    renderWithProviders(<QuoteBuilder detail={makeDetail()} />);
    await addPadsFromCatalogue();
    await userEvent.clear(screen.getByLabelText('Line 1 quantity'));
    await userEvent.type(screen.getByLabelText('Line 1 quantity'), '0');
    await userEvent.clear(screen.getByLabelText('Line 1 unit price'));
    await userEvent.type(screen.getByLabelText('Line 1 unit price'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(screen.getByText('Quantity must be a whole number from 1 to 999')).toBeInTheDocument();
    expect(screen.getByText('Check line 1 quantity, line 1 unit price')).toBeInTheDocument();
    expect(screen.getByLabelText('Line 1 quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 unit price').value).toBe('-3');
    expect(sent).toEqual([]);

    // Fixing the field clears its message as it is typed.
    await userEvent.clear(screen.getByLabelText('Line 1 quantity'));
    await userEvent.type(screen.getByLabelText('Line 1 quantity'), '2');
    expect(
      screen.queryByText('Quantity must be a whole number from 1 to 999'),
    ).not.toBeInTheDocument();
  });

  it('refuses a blank line without a part number', async () => {
    const sent = answerCatalogue(() => HttpResponse.json({}));
    renderWithProviders(<QuoteBuilder detail={makeDetail()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a blank line' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByText('Part number is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the lines at the trade price with the RRP, note and quantity typed', async () => {
    const sent = answerCatalogue(() =>
      HttpResponse.json({
        Enquiry: { ...makeDetail().Enquiry, Status: 'Quoted', Document: 'QUO-000102' },
        Lines: [],
      }),
    );
    renderWithProviders(<QuoteBuilder detail={makeDetail()} />);
    await addPadsFromCatalogue();
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 unit price').value).toBe('25.29');
    await userEvent.clear(screen.getByLabelText('Line 1 quantity'));
    await userEvent.type(screen.getByLabelText('Line 1 quantity'), '2');
    await userEvent.type(screen.getByLabelText('Line 1 note'), 'Genuine part');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    await expect
      .poll(() => sent)
      .toEqual([
        {
          Lines: [
            {
              PartNumber: 'BP-FO-1021',
              Qty: 2,
              UnitPrice: '25.29',
              RRP: 36.99,
              ResponseDetailNotes: 'Genuine part',
              DeliveryDate: null,
            },
          ],
        },
      ]);
  });

  it('shows the catalogue’s prices and the line’s RRP in euros for an Irish garage', async () => {
    answerCatalogue(() => HttpResponse.json({}));
    renderWithProviders(<QuoteBuilder detail={{ ...makeDetail(), CurrencyCode: 'EUR' }} />);
    await userEvent.type(screen.getByLabelText('Search the parts catalogue'), 'BP-FO');
    const row = await screen.findByRole('row', { name: /BP-FO-1021/ });

    expect(row.textContent).toContain('€25.29');
    expect(row.textContent).toContain('€36.99');
    expect(row.textContent).not.toContain('£');
    await userEvent.click(screen.getByRole('button', { name: 'Add BP-FO-1021' }));
    expect(screen.getByText('Unit price (€), RRP €36.99')).toBeInTheDocument();
  });

  it("shows the mock's refusal and keeps the typed lines", async () => {
    answerCatalogue(() =>
      HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'Enquiry 102 is Cancelled: it cannot be quoted',
        },
        { status: 409 },
      ),
    );
    renderWithProviders(<QuoteBuilder detail={makeDetail()} />);
    await addPadsFromCatalogue();
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(
      await screen.findByText('Enquiry 102 is Cancelled: it cannot be quoted'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 part number').value).toBe('BP-FO-1021');
  });

  it("offers 'Confirm order' on an Order enquiry", () => {
    renderWithProviders(<QuoteBuilder detail={makeDetail({ Status: 'Order' })} />);
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
  });
});
