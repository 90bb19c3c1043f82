// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistrationPlate } from './registration-plate.tsx';
import styles from './registration-plate.module.css';

afterEach(cleanup);

/** The class the stylesheet names `name`, as the component is given it. */
function classOf(name: 'plate' | 'large'): string {
  const className = styles[name];
  if (!className) throw new Error(`registration-plate.module.css has no .${name}`);
  return className;
}

describe('RegistrationPlate', () => {
  it('shows the registration as the text of the plate, the card’s size', () => {
    render(<RegistrationPlate reg="YK19 HBN" />);

    // The element whose whole text is the registration is the plate itself.
    const plate = screen.getByText('YK19 HBN', { exact: true });
    expect(plate).toHaveClass(classOf('plate'));
    expect(plate).not.toHaveClass(classOf('large'));
  });

  it('is the large plate in the detail header', () => {
    render(<RegistrationPlate reg="191 D 12345" large />);

    const plate = screen.getByText('191 D 12345', { exact: true });
    expect(plate).toHaveClass(classOf('plate'));
    expect(plate).toHaveClass(classOf('large'));
  });
});
