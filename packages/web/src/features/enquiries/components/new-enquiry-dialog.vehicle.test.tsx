// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  alerts,
  field,
  fillValid,
  renderDialog,
  setUpNewEnquiryDialog,
  submit,
  value,
} from '../testing/new-enquiry-dialog-setup.tsx';

// The vehicle the form asks for, on leaving Reg or on Submit, and where it lands in Notes.

// An enquiry sent offers desktop notifications, which new-enquiry-dialog.submit.test.tsx checks.
vi.mock('../../../components/ui/notification-offer.tsx', () => ({
  offerNotificationsOnce: vi.fn(),
}));
vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const { answerCreate } = setUpNewEnquiryDialog();

describe('NewEnquiryDialog', () => {
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
});
