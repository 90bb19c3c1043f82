// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { quickLaunchPartsKey } from '../../../lib/quick-launch-parts.ts';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { stubBrowserApis } from '../../../testing/browser-stubs.ts';
import { clear as clearIdb } from '../../../testing/memory-idb-keyval.ts';
import { offerNotificationsOnce } from '../../../components/ui/notification-offer.tsx';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { NewEnquiryDialog } from './new-enquiry-dialog.tsx';

vi.mock('../../../components/ui/notification-offer.tsx', () => ({
  offerNotificationsOnce: vi.fn(),
}));
vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const server = setupApiServer();
stubBrowserApis();

beforeEach(() => {
  localStorage.clear();
  clearIdb();
  vi.mocked(offerNotificationsOnce).mockClear();
});
afterEach(async () => {
  onlineManager.setOnline(true);
  await settleAndCleanup();
});

type Sent = Record<string, string>;

/** Answers the enquiry POST (after `delayMs`, or with `failWith`); returns the sent fields. */
function answerCreate({ failWith = 0, delayMs = 0 } = {}) {
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

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<NewEnquiryDialog onClose={onClose} />);
  return { ...view, onClose, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const value = (name: string) => (field(name) as HTMLInputElement).value;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

/** Fills a valid Parts enquiry with a delivery and a vehicle (through the Reg's blur). */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Reg'), 'yk19 hbn');
  await user.tab();
  const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
  await user.type(within(vehicle).getByLabelText('Make'), 'Ford');
  await user.type(within(vehicle).getByLabelText('Model'), 'Focus');
  await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));
  await user.type(field('Parts'), 'Front brake pads');
  await user.click(screen.getByRole('button', { name: 'Same day' }));
}

describe('NewEnquiryDialog', () => {
  it('starts as a Parts quote with nothing typed', () => {
    renderDialog();
    expect(screen.getByRole('radio', { name: 'Parts' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Quote' })).toBeChecked();
    expect(value('Reg')).toBe('');
    expect(screen.getByRole('button', { name: 'Same day' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('Consumables sets and locks Reg; Parts empties it again', async () => {
    const { user } = renderDialog();
    await user.type(field('Reg'), 'AB');
    await user.click(screen.getByRole('radio', { name: 'Consumables' }));
    expect(value('Reg')).toBe('CONSUMABLES');
    expect((field('Reg') as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Parts' }));
    expect(value('Reg')).toBe('');
    expect((field('Reg') as HTMLInputElement).disabled).toBe(false);
  });

  it('delivery buttons prefix Notes, replace each other and deselect', async () => {
    const { user } = renderDialog();
    await user.type(field('Notes'), 'Call first');
    const sameDay = screen.getByRole('button', { name: 'Same day' });
    const nextDay = screen.getByRole('button', { name: 'Next day' });

    await user.click(sameDay);
    expect(value('Notes')).toBe('[SAME DAY] Call first');
    expect(sameDay).toHaveAttribute('aria-pressed', 'true');
    await user.click(nextDay);
    expect(value('Notes')).toBe('[NEXT DAY] Call first');
    expect(sameDay).toHaveAttribute('aria-pressed', 'false');
    await user.click(nextDay);
    expect(value('Notes')).toBe('Call first');
    expect(nextDay).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the vehicle when Reg is left with 3 characters, not with 2', async () => {
    const { user } = renderDialog();
    await user.type(field('Reg'), 'AB');
    await user.tab();
    expect(screen.queryByRole('dialog', { name: 'Enter Vehicle Details' })).not.toBeInTheDocument();

    await user.type(field('Reg'), '1');
    await user.tab();
    const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    await user.type(within(vehicle).getByLabelText('Make'), 'Ford');
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));
    expect(within(vehicle).getByRole('alert').textContent).toBe('Please enter both make and model');

    await user.type(within(vehicle).getByLabelText('Model'), 'Focus');
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog', { name: 'Enter Vehicle Details' })).not.toBeInTheDocument();
    expect(value('Notes')).toBe('(Ford, Focus)');
  });

  it('validates on submit only, with every message at once', async () => {
    const sent = answerCreate();
    const { user } = renderDialog();
    await user.type(field('Reg'), 'A-');
    await user.tab();
    await user.type(field('Parts'), 'p'.repeat(201));
    expect(alerts()).toEqual([]);

    await user.click(submit());

    expect(alerts()).toEqual([
      'Must be at least 3 characters',
      'Must be 200 characters or less',
      'Please select Same day or Next day delivery option',
    ]);
    expect(sent).toEqual([]);
  });

  it('submits the enquiry, Reg upper-cased and Notes as shown, then closes', async () => {
    const sent = answerCreate();
    const { user, onClose, queryClient } = renderDialog();
    queryClient.setQueryData([...enquiryListsKey, 'mine'], []);
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Order' }));

    await user.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        Status: 'Order',
        Notes: '[SAME DAY] (Ford, Focus)',
        Parts: 'Front brake pads',
        Reg: 'YK19 HBN',
        Consumables: 'false',
      },
    ]);
    expect(queryClient.getQueryState([...enquiryListsKey, 'mine'])?.isInvalidated).toBe(true);
    expect(localStorage.getItem('newEnquiryDraft')).toBeNull();
    // The one offer of desktop notifications follows (components/ui/notification-offer.tsx).
    expect(offerNotificationsOnce).toHaveBeenCalledOnce();
  });

  it('asks for the vehicle on submit when there is none, then sends', async () => {
    const sent = answerCreate();
    const { user, onClose } = renderDialog();
    await user.type(field('Reg'), 'AB1');
    await user.click(screen.getByRole('button', { name: 'Next day' }));

    await user.click(submit());
    const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    expect(sent).toEqual([]);
    await user.type(within(vehicle).getByLabelText('Make'), 'Kia');
    await user.type(within(vehicle).getByLabelText('Model'), 'Ceed');
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.Notes).toBe('[NEXT DAY] \n\n(Kia, Ceed)');
  });

  it('asks for the vehicle on submit even when other fields are wrong, showing their errors', async () => {
    const sent = answerCreate();
    const { user } = renderDialog();
    await user.type(field('Parts'), 'Brake pads');

    await user.click(submit());

    const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    expect(alerts()).toEqual([
      'Please enter a reg no',
      'Please select Same day or Next day delivery option',
    ]);
    await user.type(within(vehicle).getByLabelText('Make'), 'Kia');
    await user.type(within(vehicle).getByLabelText('Model'), 'Ceed');
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));

    // Checked again once the vehicle is in: still not sent, nothing typed is lost.
    expect(screen.queryByRole('dialog', { name: 'Enter Vehicle Details' })).not.toBeInTheDocument();
    expect(alerts()).toEqual([
      'Please enter a reg no',
      'Please select Same day or Next day delivery option',
    ]);
    expect(sent).toEqual([]);
    expect(value('Parts')).toBe('Brake pads');
    expect(value('Notes')).toBe('(Kia, Ceed)');
  });

  it('Consumables clears the vehicle from Notes; back on Parts it is asked for again', async () => {
    const sent = answerCreate();
    const { user, onClose } = renderDialog();
    await fillValid(user);
    await user.type(field('Notes'), ' Call first');
    expect(value('Notes')).toBe('[SAME DAY] (Ford, Focus) Call first');

    await user.click(screen.getByRole('radio', { name: 'Consumables' }));
    expect(value('Notes')).toBe('[SAME DAY]  Call first');
    await user.click(screen.getByRole('radio', { name: 'Parts' }));
    await user.type(field('Reg'), 'YK19 HBN');
    await user.click(submit());

    const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    await user.type(within(vehicle).getByLabelText('Make'), 'Kia');
    await user.type(within(vehicle).getByLabelText('Model'), 'Ceed');
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // One vehicle paragraph, the one confirmed last.
    expect(sent[0]?.Notes).toBe('[SAME DAY]  Call first\n\n(Kia, Ceed)');
  });

  it('asks again, filled in, when Reg is left changed; the new vehicle replaces the old', async () => {
    const sent = answerCreate();
    const { user, onClose } = renderDialog();
    await fillValid(user);
    // Left unchanged, or changed only in case and spaces: the same plate, not asked again.
    await user.click(field('Reg'));
    await user.tab();
    await user.clear(field('Reg'));
    await user.type(field('Reg'), ' YK19HBN');
    await user.tab();
    expect(screen.queryByRole('dialog', { name: 'Enter Vehicle Details' })).not.toBeInTheDocument();

    await user.clear(field('Reg'));
    await user.type(field('Reg'), 'yk19 hbm');
    await user.tab();
    const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    expect(within(vehicle).getByLabelText('Make')).toHaveValue('Ford');
    expect(within(vehicle).getByLabelText('Model')).toHaveValue('Focus');
    await user.clear(within(vehicle).getByLabelText('Model'));
    await user.type(within(vehicle).getByLabelText('Model'), 'Fiesta');
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));
    expect(value('Notes')).toBe('[SAME DAY] \n\n(Ford, Fiesta)');
    await user.click(field('Reg'));
    await user.tab();
    expect(screen.queryByRole('dialog', { name: 'Enter Vehicle Details' })).not.toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ Reg: 'YK19 HBM', Notes: '[SAME DAY] \n\n(Ford, Fiesta)' });
  });

  it('after the reopened dialog is closed, Submit asks for the vehicle again', async () => {
    const sent = answerCreate();
    const { user, onClose } = renderDialog();
    await fillValid(user);
    await user.clear(field('Reg'));
    await user.type(field('Reg'), 'LS70 KPT');
    await user.tab();
    const reopened = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    await user.click(within(reopened).getByRole('button', { name: 'Close' }));

    await user.click(submit());

    const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    expect(sent).toEqual([]);
    expect(within(vehicle).getByLabelText('Make')).toHaveValue('Ford');
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ Reg: 'LS70 KPT', Notes: '[SAME DAY] \n\n(Ford, Focus)' });
  });

  it('bounds make and model at 50 characters, each with its message', async () => {
    const { user } = renderDialog();
    await user.type(field('Reg'), 'AB1');
    await user.tab();
    const vehicle = await screen.findByRole('dialog', { name: 'Enter Vehicle Details' });
    await user.type(within(vehicle).getByLabelText('Make'), 'm'.repeat(51));
    await user.type(within(vehicle).getByLabelText('Model'), 'm'.repeat(50));
    await user.click(within(vehicle).getByRole('button', { name: 'Confirm' }));

    expect(within(vehicle).getByLabelText('Make')).toHaveAccessibleDescription(
      'Must be 50 characters or less',
    );
    expect(
      within(vehicle)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Must be 50 characters or less']);
    expect(value('Notes')).toBe('');
  });

  it('bounds the notes typed at 200, not the delivery prefix or the vehicle', async () => {
    const sent = answerCreate();
    const { user, onClose } = renderDialog();
    await fillValid(user);
    await user.type(field('Notes'), 'n'.repeat(201));

    await user.click(submit());
    expect(alerts()).toEqual(['Must be 200 characters or less']);
    expect(value('Notes')).toBe(`[SAME DAY] (Ford, Focus)${'n'.repeat(201)}`);
    expect(sent).toEqual([]);

    await user.type(field('Notes'), '{Backspace}');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.Notes).toBe(`[SAME DAY] (Ford, Focus)${'n'.repeat(200)}`);
  });

  it('sends Consumables without a vehicle', async () => {
    const sent = answerCreate();
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Consumables' }));
    await user.type(field('Parts'), 'Blue roll x5');
    await user.click(screen.getByRole('button', { name: 'Next day' }));

    await user.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ Reg: 'CONSUMABLES', Consumables: 'true' });
  });

  it('creates one enquiry however often Submit is pressed', async () => {
    const sent = answerCreate({ delayMs: 50 });
    const { user, onClose } = renderDialog();
    await fillValid(user);

    await user.dblClick(submit());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
  });

  it('keeps Submit disabled with the reason while offline, and every field as typed', async () => {
    const sent = answerCreate();
    const { user, onClose } = renderDialog();
    await fillValid(user);

    act(() => onlineManager.setOnline(false));

    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription("You're offline. This needs a connection.");
    await user.click(submit());
    await user.type(field('Reg'), '{Enter}');
    expect(sent).toEqual([]);
    expect(value('Reg')).toBe('yk19 hbn');
    expect(value('Parts')).toBe('Front brake pads');
    expect(value('Notes')).toBe('[SAME DAY] (Ford, Focus)');

    act(() => onlineManager.setOnline(true));

    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
  });

  it('shows Unknown error on a refused submit and keeps every field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerCreate({ failWith: 400 });
    const { user, onClose } = renderDialog();
    await fillValid(user);

    await user.click(submit());

    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(value('Reg')).toBe('yk19 hbn');
    expect(value('Parts')).toBe('Front brake pads');
    expect(value('Notes')).toBe('[SAME DAY] (Ford, Focus)');
    expect(offerNotificationsOnce).not.toHaveBeenCalled();
  });

  it('adds a saved part shortcut to Parts', async () => {
    localStorage.setItem(quickLaunchPartsKey, JSON.stringify(['Oil filter', 'Wiper blades']));
    const { user } = renderDialog();
    await user.type(field('Parts'), 'Brake pads');

    await user.click(screen.getByRole('button', { name: 'Add Wiper blades' }));

    expect(value('Parts')).toBe('Brake pads, Wiper blades');
  });

  it('refuses a file that is not an image, naming it', async () => {
    renderDialog();
    // As a picker set to 'All files' lets through, despite the input's accept.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText('Attach image'),
        new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
      );
    expect(alerts()).toEqual([
      'invoice.pdf is not an image: attach a PNG, JPEG, GIF or WebP file.',
    ]);
  });

  it('keeps what was typed when closed and opened again, until cleared', async () => {
    const first = renderDialog();
    await first.user.type(field('Reg'), 'AB');
    await first.user.click(screen.getByRole('radio', { name: 'Order' }));
    await first.user.type(field('Notes'), 'Half written');
    first.unmount();

    const second = renderDialog();
    expect(value('Reg')).toBe('AB');
    expect(value('Notes')).toBe('Half written');
    expect(screen.getByRole('radio', { name: 'Order' })).toBeChecked();

    await second.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value('Reg')).toBe('');
    expect(localStorage.getItem('newEnquiryDraft')).toBeNull();
  });
});
