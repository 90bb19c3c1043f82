// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'filter')");
}

describe('RouteError', () => {
  it('shows a screen that threw as its raw text with Reload, not the router’s developer page', () => {
    // React and the router report the caught error; the test only needs what the garage sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { errorElement: <RouteError />, children: [{ path: '/', element: <Broken /> }] },
    ]);

    render(<RouterProvider router={router} />);

    expect(
      screen.getByRole('heading', { name: 'Sorry, something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("TypeError: Cannot read properties of undefined (reading 'filter')"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
  });
});
