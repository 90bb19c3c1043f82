// @vitest-environment jsdom
import type { Enquiry } from '@garage/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { enquiriesKeys } from '../api/enquiries-keys.ts';
import {
  EnquiryDetailPanel,
  globalEnquiryNote,
  type EnquiryViews,
} from './enquiry-detail-panel.tsx';

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

  it('says BACK ORDER UNKNOWN, not nothing, when the check fails, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(makeEnquiry({ EnquiryId: 7, Status: 'Quoted' }));
    server.use(
      http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
      ),
    );
    renderPanel();

    // A garage reading no badge would take it for "not on back order".
    expect(await screen.findByText('BACK ORDER UNKNOWN')).toBeInTheDocument();
    expect(within(article()).getByText('BACK ORDER UNKNOWN')).toBeVisible();
    expect(logged).toHaveBeenCalled();
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

describe('EnquiryDetailPanel of an enquiry in Global Enquiries', () => {
  const own = makeEnquiry({ EnquiryId: 7, Reg: 'YK19 HBN', Status: 'Quoted' });
  const others = makeEnquiry({ EnquiryId: 9, Reg: 'DN19 RSO', Status: 'Quoted' });
  const backorderChecks: string[] = [];
  const answerLists = () => {
    backorderChecks.length = 0;
    server.use(
      http.post(`${apiBase}/api/connectplus/enquiries`, () => HttpResponse.json([own])),
      http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, ({ params }) => {
        backorderChecks.push(String(params.enquiryId));
        return HttpResponse.json({ exists: false });
      }),
    );
  };

  it('shows another garage’s enquiry read-only: no quote to order, no messages, no check', async () => {
    answerLists();
    const { queryClient } = renderPanel(9);
    // What the list column loaded when the garage switched to Global Enquiries.
    queryClient.setQueryData(enquiriesKeys.global('PMF1001'), [own, others]);

    expect(
      await within(await screen.findByRole('note')).findByText(globalEnquiryNote),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'DN19 RSO' })).toBeInTheDocument();
    expect(screen.queryByText('quote view of 9')).not.toBeInTheDocument();
    expect(screen.queryByText('messages view of 9')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Enquiry views' })).not.toBeInTheDocument();
    expect(backorderChecks).toEqual([]);
  });

  it('shows the garage’s own enquiry in full, though the global list holds it too', async () => {
    answerLists();
    const { queryClient } = renderPanel(7);
    queryClient.setQueryData(enquiriesKeys.global('PMF1001'), [own, others]);

    expect(await screen.findByText('quote view of 7')).toBeInTheDocument();
    expect(screen.getByText('messages view of 7')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('waits for the garage’s own list before calling an enquiry another garage’s', async () => {
    let answerMine: (() => void) | undefined;
    server.use(
      http.post(`${apiBase}/api/connectplus/enquiries`, async () => {
        await new Promise<void>((resolve) => (answerMine = resolve));
        return HttpResponse.json([own]);
      }),
      http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, () =>
        HttpResponse.json({ exists: false }),
      ),
    );
    const { queryClient } = renderPanel(7);
    queryClient.setQueryData(enquiriesKeys.global('PMF1001'), [own]);

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await waitFor(() => expect(answerMine).toBeDefined());
    answerMine?.();
    expect(await screen.findByText('quote view of 7')).toBeInTheDocument();
  });

  it('takes an old enquiry in both range lists as the garage’s own', async () => {
    answerLists();
    const old = makeEnquiry({ EnquiryId: 5, Reg: 'SK14 DDR', Status: 'Quoted' });
    // The garage's list over last January holds it, the default one does not.
    server.use(
      http.post(`${apiBase}/api/connectplus/enquiries`, async ({ request }) => {
        const { StartDate } = (await request.json()) as { StartDate: string };
        return HttpResponse.json(StartDate.startsWith('2024') ? [old] : [own]);
      }),
    );
    const range = { start: '2025-01-01', end: '2025-01-31' };
    const { queryClient } = renderPanel(5);
    queryClient.setQueryData(enquiriesKeys.inRange({ list: 'mine', ...range }), [old], {
      updatedAt: Date.now() - 1000,
    });
    // The account's list loaded after the garage's own: newer, but not the garage's view of it.
    queryClient.setQueryData(
      enquiriesKeys.inRange({ list: 'global', customerKeyCode: 'PMF1001', ...range }),
      [old],
    );

    expect(await screen.findByText('quote view of 5')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
