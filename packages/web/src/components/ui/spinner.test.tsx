// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading enquiries" />);
    expect(screen.getByRole('status', { name: 'Loading enquiries' })).toBeInTheDocument();
  });

  it('announces nothing without a label, for a control that names its own state', () => {
    render(
      <button type="button" aria-label="Sending">
        <Spinner size="small" />
      </button>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending' })).toBeInTheDocument();
  });

  it('takes the size asked for, medium by default', () => {
    render(
      <>
        <Spinner label="Medium" />
        <Spinner label="Small" size="small" />
      </>,
    );
    const [medium, small] = screen.getAllByRole('status');
    expect(medium?.className).toMatch(/medium/);
    expect(small?.className).toMatch(/small/);
    expect(small?.className).not.toMatch(/medium/);
  });
});
