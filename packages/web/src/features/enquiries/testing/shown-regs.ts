import { screen, within } from '@testing-library/react';

/** The regs of the enquiry list's rows, top to bottom. */
export const shownRegs = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    // The reg is the row's first line; the row as a whole reads its whole card.
    .map((item) => item.querySelector('span')?.textContent);
