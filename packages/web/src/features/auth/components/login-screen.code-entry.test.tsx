// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  activations,
  answerActivation,
  box,
  boxes,
  renderLogin,
  setUpLoginScreen,
  typedCode,
} from '../testing/login-screen-setup.tsx';

// Typing the licence code, and when ACTIVATE sends it. What the supplier's answers do is in
// login-screen.activation.test.tsx.

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

setUpLoginScreen();

describe('the licence code screen', () => {
  it('shows the title, eight single-digit boxes and ACTIVATE', () => {
    renderLogin();

    expect(screen.getByRole('heading', { name: 'Enter license code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'ACTIVATE' })).toBeInTheDocument();
  });

  it('moves focus box by box while typing, and keeps only digits', async () => {
    const { user } = renderLogin();

    await user.type(box(0), '2a0');

    expect(typedCode()).toBe('20');
    expect(box(2)).toHaveFocus();
  });

  it('replaces a digit retyped with the caret before it, as WebKit and Firefox put it', async () => {
    const { user } = renderLogin();
    await user.type(box(0), '12345678');

    await user.type(box(0), '20461379', { initialSelectionStart: 0, initialSelectionEnd: 0 });

    expect(typedCode()).toBe('20461379');
  });

  it('fills every box from a whole code that comes in one input, as AutoFill gives it', () => {
    renderLogin();

    fireEvent.change(box(0), { target: { value: '20461379' } });

    expect(typedCode()).toBe('20461379');
    expect(box(7)).toHaveFocus();
  });

  it('moves back with Backspace on an empty box', async () => {
    const { user } = renderLogin();
    await user.type(box(0), '20');

    await user.keyboard('{Backspace}');

    expect(box(1)).toHaveFocus();
  });

  it('clears a filled box with Backspace with the caret before its digit, as WebKit and Firefox put it', async () => {
    const { user } = renderLogin();
    await user.type(box(0), '12345678');

    await user.type(box(7), '{Backspace}', { initialSelectionStart: 0, initialSelectionEnd: 0 });

    expect(typedCode()).toBe('1234567');
    expect(box(6)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const { user } = renderLogin();
    await user.click(box(3));

    await user.paste('2046 1379');

    expect(typedCode()).toBe('20461379');
  });

  it('keeps ACTIVATE disabled with the reason while offline, and the typed code', async () => {
    answerActivation(202);
    const { user, onActivated } = renderLogin();
    await user.click(box(0));
    await user.paste('20461379');

    act(() => onlineManager.setOnline(false));

    const activate = screen.getByRole('button', { name: 'ACTIVATE' });
    expect(activate).toBeDisabled();
    expect(activate).toHaveAccessibleDescription("You're offline. This needs a connection.");
    await user.click(activate);
    await user.keyboard('{Enter}');
    expect(activations).toEqual([]);
    expect(typedCode()).toBe('20461379');

    act(() => onlineManager.setOnline(true));

    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
  });

  it('does nothing with fewer than eight digits', async () => {
    answerActivation(202);
    const { user, onActivated } = renderLogin();
    await user.type(box(0), '2046137');

    await user.click(screen.getByRole('button', { name: 'ACTIVATE' }));

    expect(activations).toEqual([]);
    expect(onActivated).not.toHaveBeenCalled();
  });
});
