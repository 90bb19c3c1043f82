import type { Enquiry } from '@garage/api-types';
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  renderWithProviders,
  settleAndCleanup,
  stubLayoutSize,
} from '../../../testing/render-with-providers.tsx';
import { EnquiriesListColumn } from '../components/enquiries-list-column.tsx';

// What the enquiries-list-column.*.test.tsx files share: the garage's and the account's
// enquiries, the supplier's answers to both lists, and the column rendered.

export const viewportHeight = 800;

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

/**
 * The test file's supplier (msw), a column laid out `viewportHeight` high, nothing left rendered
 * after a test. Returns `answerLists`, which answers through that supplier.
 */
export function setUpListColumn() {
  const server = setupApiServer();
  stubLayoutSize({ height: viewportHeight });
  afterEach(settleAndCleanup);

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

  return { answerLists };
}

export function renderColumn({
  customerKeyCode = 'PMF-0042',
  selectedEnquiryId,
}: { customerKeyCode?: string | null; selectedEnquiryId?: number } = {}) {
  return renderWithProviders(
    <EnquiriesListColumn customerKeyCode={customerKeyCode} selectedEnquiryId={selectedEnquiryId} />,
  );
}
