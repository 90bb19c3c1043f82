// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

/** A form in a dialog with a button that opens a second dialog. */
function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        New Enquiry
      </button>
      {outer && (
        <Dialog title="New Enquiry" onClose={() => setOuter(false)}>
          <label>
            Reg
            <input />
          </label>
          <button type="button" onClick={() => setInner(true)}>
            Select part list
          </button>
          {inner && (
            <Dialog title="Select part list" onClose={() => setInner(false)}>
              <input aria-label="Search part lists" />
            </Dialog>
          )}
        </Dialog>
      )}
    </>
  );
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });

describe('Dialog', () => {
  it('takes the focus to its first field and gives it back to its opener', async () => {
    const keys = userEvent.setup();
    render(<Nested />);

    await keys.click(screen.getByRole('button', { name: 'New Enquiry' }));
    expect(screen.getByRole('textbox', { name: 'Reg' })).toHaveFocus();

    await keys.keyboard('{Escape}');
    expect(dialog('New Enquiry')).toBeNull();
    expect(screen.getByRole('button', { name: 'New Enquiry' })).toHaveFocus();
  });

  it('opened from another, closes alone on Escape, the focus back on its opener', async () => {
    const keys = userEvent.setup();
    render(<Nested />);
    await keys.click(screen.getByRole('button', { name: 'New Enquiry' }));
    await keys.click(screen.getByRole('button', { name: 'Select part list' }));
    expect(screen.getByRole('textbox', { name: 'Search part lists' })).toHaveFocus();

    await keys.keyboard('{Escape}');

    expect(dialog('Select part list')).toBeNull();
    expect(dialog('New Enquiry')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Select part list' })).toHaveFocus();
  });
});
