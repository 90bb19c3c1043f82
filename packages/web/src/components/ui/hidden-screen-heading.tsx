import { visuallyHidden } from '@garage/app-kit';

/**
 * A screen's level-one heading for screen readers only, on the screens whose design shows no
 * title (docs/accessibility.md#headings): every screen has exactly one h1, at every width.
 */
export function HiddenScreenHeading({ screen }: { screen: string }) {
  return <h1 className={visuallyHidden}>{screen}</h1>;
}
