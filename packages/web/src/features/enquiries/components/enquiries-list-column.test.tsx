// @vitest-environment jsdom
import type { Enquiry } from '@garage/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  renderWithProviders,
  settleAndCleanup,
  stubLayoutSize,
} from '../../../testing/render-with-providers.tsx';
import { EnquiriesListColumn } from './enquiries-list-column.tsx';
import { enquiryRowHeight } from './enquiry-list.tsx';

// The New Enquiry form keeps its draft image in IndexedDB, which jsdom lacks.
vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const server = setupApiServer();
const viewportHeight = 800;
stubLayoutSize({ height: viewportHeight });

afterEach(settleAndCleanup);

const myEnquiries = [
  makeEnquiry({
    EnquiryId: 1,
    Reg: 'YK19 ABC',
    Parts: 'Front brake pads',
    Notes: '',
    Status: 'Quoted',
    Date: new Date(2026, 2, 10, 9, 0).toISOString(),
  }),
  makeEnquiry({
    EnquiryId: 2,
    Reg: 'MA70 XYZ',
    Parts: 'Oil filter',
    Notes: 'Brake light on too',
    Status: 'Waiting',
    Date: new Date(2026, 2, 15, 9, 0).toISOString(),
  }),
  makeEnquiry({
    EnquiryId: 3,
    Reg: 'LD21 KMP',
    Parts: 'Wiper blades',
    Notes: '',
    Status: 'Ordered',
    Date: new Date(2026, 2, 20, 9, 0).toISOString(),
  }),
];
const globalEnquiries = [
  makeEnquiry({ EnquiryId: 50, Reg: 'GL15 OBE', Parts: 'Clutch kit', Status: 'Archived' }),
];

type Answer = Enquiry[] | Response;
const toResponse = (answer: Answer) =>
  answer instanceof Response ? answer : HttpResponse.json(answer);

/** Answers both lists and the backorder check (always no), recording the calls made. */
function answerLists({
  mine = myEnquiries,
  global = globalEnquiries,
}: { mine?: Answer; global?: Answer } = {}) {
  const calls = { mine: 0, global: [] as string[], backorder: [] as string[] };
  server.use(
    http.post(`${apiBase}/api/connectplus/enquiries`, () => {
      calls.mine += 1;
      return toResponse(mine instanceof Response ? mine.clone() : mine);
    }),
    http.get(`${apiBase}/api/connectplus/getFactorEnquiries`, ({ request }) => {
      calls.global.push(new URL(request.url).searchParams.get('Acct') ?? '');
      return toResponse(global);
    }),
    http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, ({ params }) => {
      calls.backorder.push(String(params.enquiryId));
      return HttpResponse.json({ exists: false });
    }),
  );
  return calls;
}

function renderColumn({
  customerKeyCode = 'PMF-0042',
  selectedEnquiryId,
}: { customerKeyCode?: string | null; selectedEnquiryId?: number } = {}) {
  return renderWithProviders(
    <EnquiriesListColumn customerKeyCode={customerKeyCode} selectedEnquiryId={selectedEnquiryId} />,
  );
}

const shownRegs = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    // The reg is the row's first line; the row as a whole reads its whole card.
    // eslint-disable-next-line testing-library/no-node-access -- see above
    .map((item) => item.querySelector('span')?.textContent);

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

    it('with an end only, notes before', async () => {
      answerLists();
      renderColumn();
      await screen.findByText('YK19 ABC');
      const { user, dialog } = await openDateFilter();

      await user.type(within(dialog).getByLabelText('End date'), '10/03/2026');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

      expect(screen.getByText('Showing enquiries before 10/03/26')).toBeInTheDocument();
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
  });
});
