import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * primary: the screen's main action, in the brand colour; secondary: any other action,
   * outlined; icon: a round button holding a glyph (its name is its aria-label).
   */
  variant?: 'primary' | 'secondary' | 'icon';
};

/**
 * A button with one disabled look and the shared focus ring (reset.css); `className` places it
 * in the layout or changes its size, and wins over the kit's look (button.module.css).
 */
export function Button({
  variant = 'secondary',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
