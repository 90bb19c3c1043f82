// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toasts } from './provider.tsx';

// jsdom has no matchMedia; react-hot-toast asks it whether motion is reduced.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

describe('toasts', () => {
  it('show at most 20 at once', () => {
    render(<Toasts />);

    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Toast ${n}`);
    });

    expect(screen.getAllByRole('status')).toHaveLength(20);
  });
});
