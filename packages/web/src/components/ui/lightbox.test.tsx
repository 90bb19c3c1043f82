// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Lightbox } from './lightbox.tsx';

afterEach(cleanup);

const dialog = (name: string) => screen.queryByRole('dialog', { name });

describe('Lightbox', () => {
  function Viewer() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" aria-label="Open image" onClick={() => setOpen(true)} />
        {open && (
          <Lightbox onClose={() => setOpen(false)}>
            <p>The image</p>
          </Lightbox>
        )}
      </>
    );
  }

  it('puts the focus on its Close button; Enter closes it, the focus back on the thumbnail', async () => {
    const keys = userEvent.setup();
    render(<Viewer />);
    const thumbnail = screen.getByRole('button', { name: 'Open image' });
    thumbnail.focus();

    await keys.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await keys.keyboard('{Enter}');

    expect(dialog('Image')).toBeNull();
    expect(thumbnail).toHaveFocus();
  });
});
