// @vitest-environment jsdom
import type { Enquiry } from '@garage/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { EnquiryDetailPanel, type EnquiryViews } from './enquiry-detail-panel.tsx';

const server = setupApiServer();

afterEach(async () => {
  await settleAndCleanup();
  vi.restoreAllMocks();
});

// The other features' views are the app's: here each names itself and the enquiry it got.
const views: EnquiryViews = {
  quote: (enquiry) => <p>quote view of {enquiry.EnquiryId}</p>,
  order: (enquiry) => <p>order view of {enquiry.EnquiryId}</p>,
  messages: (enquiry) => <p>messages view of {enquiry.EnquiryId}</p>,
};

function answer(
  enquiry: Enquiry,
  {
    backordered = false,
    cantSupply = () => HttpResponse.json([]),
  }: { backordered?: boolean; cantSupply?: () => Response } = {},
) {
  server.use(
    http.post(`${apiBase}/api/connectplus/enquiries`, () => HttpResponse.json([enquiry])),
    http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, () =>
      HttpResponse.json({ exists: backordered }),
    ),
    http.get(`${apiBase}/api/salesassist/cplusassist/cantsupply/:enqId`, cantSupply),
  );
}

const renderPanel = (enquiryId = 7) =>
  renderWithProviders(
    <EnquiryDetailPanel enquiryId={enquiryId} customerKeyCode="PMF1001" views={views} />,
  );

const article = () => screen.getByRole('article', { name: /^Enquiry / });

describe('EnquiryDetailPanel header', () => {
  it('shows the registration, status badge, parts and notes', async () => {
    answer(
      makeEnquiry({
        EnquiryId: 7,
        Reg: 'YK19 HBN',
        Status: 'Garage Confirmed',
        Parts: 'Front brake pads',
        Notes: '[SAME DAY] Ceramic please\n\n(Ford, Focus)',
      }),
    );
    renderPanel();

    const heading = await screen.findByRole('heading', { level: 2, name: 'YK19 HBN' });
    // eslint-disable-next-line testing-library/no-node-access -- inside an article a <header> has no role to query it by
    const header = heading.closest('header');
    expect(header).not.toBeNull();
    const inHeader = within(header as HTMLElement);
    expect(inHeader.getByText('Confirmed')).toBeInTheDocument();
    expect(inHeader.getByText('Front brake pads')).toBeInTheDocument();
    expect(inHeader.getByText(/Ceramic please/).textContent).toBe(
      '[SAME DAY] Ceramic please\n\n(Ford, Focus)',
    );
    expect(screen.getByText('messages view of 7')).toBeInTheDocument();
  });

  it('gives each status its own icon', async () => {
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Quoted' }));
    renderPanel();
    await screen.findByText('quote view of 7');

    // eslint-disable-next-line testing-library/no-node-access -- the icon is decorative (aria-hidden): the status is its text
    const icon = article().querySelector('svg[data-status-icon]');
    expect(icon?.getAttribute('data-status-icon')).toBe('Quoted');
  });

  it('flags ON BACK ORDER when the check says so', async () => {
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Quoted' }), { backordered: true });
    renderPanel();

    expect(
      await within(await screen.findByRole('article')).findByText('ON BACK ORDER'),
    ).toBeInTheDocument();
  });

  it('shows no flag when the check fails, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Quoted' }));
    server.use(
      http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
      ),
    );
    renderPanel();

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('ON BACK ORDER')).not.toBeInTheDocument();
    expect(screen.getByText('quote view of 7')).toBeInTheDocument();
  });
});

describe('EnquiryDetailPanel body by status', () => {
  it.each(['Waiting', 'Order'] as const)('%s: we have received your enquiry', async (Status) => {
    answer(makeEnquiry({ EnquiryId: 7, Status }));
    renderPanel();

    expect(
      await screen.findByText(
        'We have received your enquiry and will respond as quickly as possible.',
      ),
    ).toBeInTheDocument();
  });

  it('Quoted: the quote view', async () => {
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Quoted' }));
    renderPanel();
    expect(await screen.findByText('quote view of 7')).toBeInTheDocument();
    expect(screen.queryByText('order view of 7')).not.toBeInTheDocument();
  });

  it.each(['Garage Confirmed', 'Ordered'] as const)('%s: the order view', async (Status) => {
    answer(makeEnquiry({ EnquiryId: 7, Status }));
    renderPanel();
    expect(await screen.findByText('order view of 7')).toBeInTheDocument();
  });

  it('Archived: only archived', async () => {
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Archived' }));
    renderPanel();
    await screen.findByText('messages view of 7');
    // eslint-disable-next-line testing-library/no-node-access -- which blocks follow the header, whatever their roles
    const body = [...article().children].slice(1);
    expect(body.map((element) => element.textContent)).toEqual(['archived']);
  });

  it('Cancelled without a reason: cancelled, contact us', async () => {
    const asked: string[] = [];
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Cancelled' }), {
      cantSupply: () => HttpResponse.json([]),
    });
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    renderPanel();

    const notice = await screen.findByRole('status');
    await within(notice).findByText('THIS ENQUIRY HAS BEEN CANCELLED');
    expect(
      within(notice).getByText('Please contact us if you want to discuss this enquiry.'),
    ).toBeInTheDocument();
    expect(asked).toContain('/api/salesassist/cplusassist/cantsupply/7');
    server.events.removeAllListeners();
  });

  it('Cancelled with a reason: cannot be supplied, the first reason, contact us', async () => {
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Cancelled' }), {
      cantSupply: () =>
        HttpResponse.json([{ Reason: 'Discontinued' }, { Reason: 'An older reason' }]),
    });
    renderPanel();

    const notice = await screen.findByRole('status');
    await within(notice).findByText('THIS ENQUIRY CANNOT BE SUPPLIED');
    expect(within(notice).getByText('Reason: Discontinued')).toBeInTheDocument();
    expect(
      within(notice).getByText('Please contact us if you want to discuss this enquiry.'),
    ).toBeInTheDocument();
    expect(within(notice).queryByText('THIS ENQUIRY HAS BEEN CANCELLED')).not.toBeInTheDocument();
  });

  it('Cancelled whose reason fails to load: logs it and shows the cancelled text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Cancelled' }), {
      cantSupply: () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
    });
    renderPanel();

    const notice = await screen.findByRole('status');
    await within(notice).findByText('THIS ENQUIRY HAS BEEN CANCELLED');
    expect(logged).toHaveBeenCalledWith('Error loading cant supply reason', expect.any(Error));
  });
});

describe('EnquiryDetailPanel states', () => {
  it('shows a failed list load as the raw error', async () => {
    server.use(
      http.post(`${apiBase}/api/connectplus/enquiries`, () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Database down' },
          { status: 500 },
        ),
      ),
    );
    renderPanel();

    expect(await screen.findByText('ApiError: HTTP 500: Database down')).toBeInTheDocument();
  });
});
