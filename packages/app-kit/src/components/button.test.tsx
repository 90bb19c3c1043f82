// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('does not submit the form it sits in unless it is the submit button', async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button>Add a blank line</Button>
        <Button variant="primary" type="submit">
          Send quote
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add a blank line' }));
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps the name an icon button is given, not its glyph', () => {
    render(
      <Button variant="icon" aria-label="Close">
        <span aria-hidden="true">×</span>
      </Button>,
    );

    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
