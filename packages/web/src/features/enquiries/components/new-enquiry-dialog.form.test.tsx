// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { quickLaunchPartsKey } from '../../../lib/quick-launch-parts.ts';
import { refuseFiles } from '../../../testing/memory-idb-keyval.ts';
import {
  alerts,
  field,
  renderDialog,
  setUpNewEnquiryDialog,
  value,
} from '../testing/new-enquiry-dialog-setup.tsx';

// The form before it is sent: where it starts, the type and delivery buttons, the part
// shortcuts, the image, and the draft kept when it is closed. The vehicle asked for and sending
// are in new-enquiry-dialog.vehicle.test.tsx and new-enquiry-dialog.submit.test.tsx.

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

setUpNewEnquiryDialog();

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

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

  it('says under the image when the browser will not keep it with the draft', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => error.mockRestore());
    const { user } = renderDialog();
    const preview = () => screen.getByRole('figure');

    await user.upload(screen.getByLabelText('Attach image'), png('kept.png'));
    expect(within(preview()).getByRole('status').textContent).toBe('');

    // As WebKit's private windows do.
    refuseFiles();
    await user.upload(screen.getByLabelText('Attach image'), png('brake-disc.png'));
    await waitFor(() =>
      expect(within(preview()).getByRole('status').textContent).toBe(
        'This browser cannot keep the image: it will be lost if you leave the page before sending.',
      ),
    );
    expect(error).toHaveBeenCalledWith(
      'Could not store the draft image newEnquiryDraftImage',
      expect.any(DOMException),
    );
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
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

  it('offers Clear back with Undo, the image too, until something is typed', async () => {
    const { user } = renderDialog();
    await user.type(field('Parts'), 'Front brake pads');
    await user.type(field('Notes'), 'Ceramic');
    await user.click(screen.getByRole('radio', { name: 'Order' }));
    await user.upload(screen.getByLabelText('Attach image'), png('brake-disc.png'));
    await screen.findByRole('figure');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value('Parts')).toBe('');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Everything typed was cleared. Undo');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(value('Parts')).toBe('Front brake pads');
    expect(value('Notes')).toBe('Ceramic');
    expect(screen.getByRole('radio', { name: 'Order' })).toBeChecked();
    expect(await screen.findByRole('figure')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('newEnquiryDraft') ?? '{}')).toMatchObject({
      Parts: 'Front brake pads',
      HasImage: true,
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    // Once something new is typed, Undo would overwrite it: it goes.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(field('Parts'), 'Another');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('offers no Undo when Clear had nothing to clear', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
