// @vitest-environment jsdom
import type { Enquiry } from '@garage/api-types';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import {
  fillValid,
  renderDialog,
  setUpNewEnquiryDialog,
  submit,
  value,
} from '../testing/new-enquiry-dialog-setup.tsx';
import { checkingReceiptMessage, lostAnswerMessages } from './new-enquiry-dialog.tsx';

// A submit whose answer is lost: the garage's list is read again before the garage is told it
// failed, so that a Submit pressed again does not raise (or order) it twice.

vi.mock('../../../components/ui/notification-offer.tsx', () => ({
  offerNotificationsOnce: vi.fn(),
}));
vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const { answerCreate, server } = setUpNewEnquiryDialog();
afterEach(() => vi.restoreAllMocks());

/** What fillValid() sends, as the supplier then lists it. */
const raised = makeEnquiry({
  EnquiryId: 900,
  Reg: 'YK19 HBN',
  Parts: 'Front brake pads',
  Notes: '[SAME DAY] (Ford, Focus)',
  Status: 'Waiting',
});
const earlier = makeEnquiry({ EnquiryId: 12, Reg: 'LS68 WKD' });

/** The garage's list: `before` until an enquiry is sent, then `after`; or failing after one. */
function answerOwnList(sent: unknown[], after: Enquiry[] | 'fails', waitFor?: Promise<void>) {
  const reads: number[] = [];
  server.use(
    http.post(`${apiBase}/api/connectplus/enquiries`, async () => {
      reads.push(sent.length);
      if (sent.length === 0) return HttpResponse.json([earlier]);
      await waitFor;
      if (after === 'fails') return HttpResponse.error();
      return HttpResponse.json(after);
    }),
  );
  return reads;
}

function renderWithList() {
  const view = renderDialog();
  // The list column had loaded the garage's list when the form was opened.
  view.queryClient.setQueryData([...enquiryListsKey, 'mine'], [earlier]);
  return view;
}

describe('NewEnquiryDialog when the answer is lost', () => {
  it('finds the enquiry in the list read again, and closes as sent: no second enquiry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = answerCreate({ loseAnswer: 500 });
    const reads = answerOwnList(sent, [raised, earlier]);
    const { user, onClose } = renderWithList();
    await fillValid(user);

    await user.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    // Read again after it was sent.
    expect(reads).toContain(1);
    expect(screen.queryByText('Unknown error')).not.toBeInTheDocument();
  });

  it('says it was not received when the list read again does not hold it, keeping the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = answerCreate({ loseAnswer: 'no response' });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerOwnList(sent, [earlier], answered);
    const { user, onClose } = renderWithList();
    await fillValid(user);

    await user.click(submit());

    // While it looks, the garage is told so and cannot press Submit again.
    expect(await screen.findByRole('status')).toHaveTextContent(checkingReceiptMessage);
    expect(submit()).toBeDisabled();
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Unknown error${lostAnswerMessages.notReceived}`);
    expect(screen.queryByText(checkingReceiptMessage)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(value('Parts')).toBe('Front brake pads');
    expect(submit()).toBeEnabled();
  });

  it('does not take an identical enquiry already listed for the one sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = answerCreate({ loseAnswer: 500 });
    // The same enquiry, raised a moment ago on another device and in the list at Submit.
    const alreadyListed = { ...raised, EnquiryId: 850, DatetimeCreated: new Date().toISOString() };
    answerOwnList(sent, [alreadyListed, earlier]);
    const { user, onClose, queryClient } = renderDialog();
    queryClient.setQueryData([...enquiryListsKey, 'mine'], [alreadyListed, earlier]);
    await fillValid(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(lostAnswerMessages.notReceived);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says it cannot tell when the list cannot be read either, and not that nothing was sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = answerCreate({ loseAnswer: 'no response' });
    answerOwnList(sent, 'fails');
    const { user, onClose } = renderWithList();
    await fillValid(user);

    await user.click(submit());

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(`Unknown error${lostAnswerMessages.unknown}`);
    expect(alert).not.toHaveTextContent(/did not receive/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not look when the supplier refused it: a 4xx raised nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = answerCreate({ failWith: 400 });
    const reads = answerOwnList(sent, [raised]);
    const { user } = renderWithList();
    await fillValid(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unknown error$/);
    expect(reads).toEqual([]);
  });
});
