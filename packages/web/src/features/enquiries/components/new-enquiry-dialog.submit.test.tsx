// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { offerNotificationsOnce } from '../../../components/ui/notification-offer.tsx';
import { earlierEnquiryMessages, NewEnquiryDialog } from './new-enquiry-dialog.tsx';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  alerts,
  field,
  fillValid,
  renderDialog,
  setUpNewEnquiryDialog,
  submit,
  value,
} from '../testing/new-enquiry-dialog-setup.tsx';

// Submit: what it checks, what it sends, once and only online, and a refusal.

vi.mock('../../../components/ui/notification-offer.tsx', () => ({
  offerNotificationsOnce: vi.fn(),
}));
vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const { answerCreate } = setUpNewEnquiryDialog();
beforeEach(() => vi.mocked(offerNotificationsOnce).mockClear());

/** The form as the list column opens it: closed by its Close button, opened by New Enquiry. */
function Reopenable() {
  const [open, setOpen] = useState(true);
  return open ? (
    <NewEnquiryDialog onClose={() => setOpen(false)} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      New Enquiry
    </button>
  );
}

const renderReopenable = () => {
  renderWithProviders(<Reopenable />);
  return userEvent.setup();
};

describe('NewEnquiryDialog', () => {
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

  it('forgets the draft once raised, though the form was closed while it was on its way', async () => {
    const sent = answerCreate({ delayMs: 50 });
    const user = renderReopenable();
    await fillValid(user);
    await user.click(submit());
    // Closed before the answer: the form is gone, the enquiry still on its way.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sent).toHaveLength(1));

    // Opened again, the raised enquiry must not come back as a draft to be sent twice.
    await waitFor(() => expect(localStorage.getItem('newEnquiryDraft')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'New Enquiry' }));
    expect(value('Parts')).toBe('');
  });

  it('opened again while the enquiry of the closed form is on its way, waits for it, then empties', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent = answerCreate({ until: answered });
    const user = renderReopenable();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));

    // The draft being sent shows again: Submit waits, so it cannot be sent twice.
    await user.click(screen.getByRole('button', { name: 'New Enquiry' }));
    expect(value('Parts')).toBe('Front brake pads');
    expect(screen.getByRole('status')).toHaveTextContent(earlierEnquiryMessages.onItsWay);
    expect(submit()).toBeDisabled();

    answer();
    await waitFor(() => expect(value('Parts')).toBe(''));
    expect(screen.getByRole('status')).toHaveTextContent(earlierEnquiryMessages.sent);
    expect(submit()).toBeEnabled();
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
});
