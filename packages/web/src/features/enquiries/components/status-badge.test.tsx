// @vitest-environment jsdom
import type { EnquiryStatus } from '@garage/api-types';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

afterEach(cleanup);

const labels: [EnquiryStatus, string][] = [
  ['Waiting', 'Waiting'],
  ['Order', 'Order'],
  ['Garage Confirmed', 'Confirmed'],
  ['Ordered', 'Ordered'],
  ['Quoted', 'Quoted'],
  ['Cancelled', 'Cancelled'],
  ['Archived', 'Archived'],
];

/** The badge of `status` as rendered, found by the label it shows. */
function renderBadge(status: EnquiryStatus, label: string) {
  render(<StatusBadge status={status} />);
  return screen.getByText(label, { exact: true });
}

/**
 * What the badge's icon draws: the markup inside its <svg>. The icon is decorative
 * (aria-hidden), so no role query reaches it.
 */
function iconDrawing(badge: HTMLElement): string {
  // eslint-disable-next-line testing-library/no-node-access -- the decorative icon, see above
  const icon = badge.querySelector('svg');
  if (!icon) throw new Error(`The ${badge.textContent} badge has no icon`);
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  return icon.innerHTML;
}

describe('StatusBadge', () => {
  it.each(labels)('shows %s as %s', (status, label) => {
    expect(renderBadge(status, label)).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it.each(labels)('gives %s an icon that draws something', (status, label) => {
    expect(iconDrawing(renderBadge(status, label))).toMatch(/<path [^>]*d="M[^"]+"/);
  });

  it('gives each of the seven statuses an icon of its own', () => {
    const drawings = labels.map(([status, label]) => {
      const drawing = iconDrawing(renderBadge(status, label));
      cleanup();
      return drawing;
    });

    // Pairwise different: seven drawings, no two the same.
    expect(new Set(drawings).size).toBe(labels.length);
  });
});
