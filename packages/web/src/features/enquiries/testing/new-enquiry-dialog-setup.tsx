import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { stubBrowserApis } from '../../../testing/browser-stubs.ts';
import { clear as clearIdb } from '../../../testing/memory-idb-keyval.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { NewEnquiryDialog } from '../components/new-enquiry-dialog.tsx';

// What the new-enquiry-dialog.*.test.tsx files share: the supplier's answer to the enquiry sent,
// the dialog rendered, its fields read and a valid enquiry filled in. Each file mocks idb-keyval
// itself, for the draft image.

type Sent = Record<string, string>;

/**
 * The test file's supplier (msw) and browser stubs, an empty draft at each start, and back
 * online after each test. Returns `answerCreate`, which answers through that supplier.
 */
export function setUpNewEnquiryDialog() {
  const server = setupApiServer();
  stubBrowserApis();

  beforeEach(() => {
    localStorage.clear();
    clearIdb();
  });
  afterEach(async () => {
    onlineManager.setOnline(true);
    await settleAndCleanup();
  });

  /**
   * Answers the enquiry POST (after `delayMs` or `until`, or with `failWith`); returns the sent
   * fields.
   * `loseAnswer` raises it, then answers with no response or a 500 as a lost answer does.
   */
  function answerCreate({
    failWith = 0,
    delayMs = 0,
    until,
    loseAnswer,
  }: {
    failWith?: number;
    delayMs?: number;
    /** Answers once this settles. */
    until?: Promise<void>;
    loseAnswer?: 'no response' | 500;
  } = {}) {
    const sent: Sent[] = [];
    server.use(
      http.post(`${apiBase}/api/connectplus/enquiry`, async ({ request }) => {
        const form = await request.formData();
        sent.push(
          Object.fromEntries(
            [...form.entries()].map(([name, value]) => [
              name,
              typeof value === 'string' ? value.replaceAll('\r\n', '\n') : `file:${value.name}`,
            ]),
          ),
        );
        await delay(delayMs);
        await until;
        if (loseAnswer === 'no response') return HttpResponse.error();
        if (loseAnswer === 500) {
          return HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'Gateway timeout' },
            { status: 500 },
          );
        }
        if (failWith) {
          return HttpResponse.json(
            { statusCode: failWith, error: 'Bad Request', message: 'No' },
            { status: failWith },
          );
        }
        return HttpResponse.json(makeEnquiry({ EnquiryId: 900 }));
      }),
    );
    return sent;
  }

  return { answerCreate, server };
}

export function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<NewEnquiryDialog onClose={onClose} />);
  return { ...view, onClose, user: userEvent.setup() };
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const value = (name: string) => (field(name) as HTMLInputElement).value;
export const submit = () => screen.getByRole('button', { name: 'Submit' });
export const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

/** Fills a valid Parts enquiry with a delivery and a vehicle (through the Reg's blur). */
export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Reg'), 'yk19 hbn');
  await user.tab();
  const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
  await user.type(within(vehicle).getByLabelText('Make'), 'Ford');
  await user.type(within(vehicle).getByLabelText('Model'), 'Focus');
  await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));
  await user.type(field('Parts'), 'Front brake pads');
  await user.click(screen.getByRole('button', { name: 'Same day' }));
}
