// What a layout owes a garage at any width, read from the page as it is drawn
// (docs/screens.md#layouts): nothing scrolls sideways, no control sticks out of its column, and
// on touch widths every control is a target of at least 44 by 44 CSS pixels.
import type { Page } from 'playwright-core';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof viewports;

/** Tablets and phones are used by touch; a desktop by mouse. */
export const isTouchWidth = (name: ViewportName) => name !== 'desktop';

/**
 * What is wrong with the layout as drawn, one line each; empty when nothing is:
 * - the page scrolling at all (screens scroll inside their columns, under a fixed header);
 * - any box whose content is wider than it (scrolls or is cut off sideways);
 * - any visible control drawn past the left or right side of the region it sits in (a column, a
 *   dialog, the navigation): it would cover what is beside it. Content too wide for a box that
 *   clips or scrolls it is the check above's;
 * - with `touchTargets`, the visible controls smaller than 44 x 44: buttons, links that are not
 *   words inside a sentence, fields, and checkboxes and file inputs measured with their label.
 */
export function layoutProblems(page: Page, touchTargets: boolean): Promise<string[]> {
  return page.evaluate(layoutProblemsInPage, touchTargets);
}

/**
 * layoutProblems' check itself, run in the page: self-contained, so that any engine's driver can
 * send its source (the cross-engine journeys run it in Firefox and WebKit).
 */
export function layoutProblemsInPage(checkTargets: boolean): string[] {
  const min = 44;
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('placeholder') ??
      element.textContent;
    return `<${element.tagName.toLowerCase()}> '${name.trim().slice(0, 40)}'`;
  };
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth})`);
  }
  // Screens scroll inside their own columns; the page scrolling would take the header away.
  if (root.scrollHeight > root.clientHeight + 1) {
    problems.push(`the page scrolls down (${root.scrollHeight} px in ${root.clientHeight})`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (!['auto', 'scroll', 'hidden'].includes(style.overflowX)) continue;
    // Text shortened on purpose, with an ellipsis, is not content lost sideways.
    // Nor is text only for screen readers, clipped to a pixel on purpose.
    if (style.textOverflow === 'ellipsis' || element.clientWidth <= 1) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      problems.push(
        `${describe(element)} is cut off sideways (${element.scrollWidth} px in ${element.clientWidth})`,
      );
    }
  }
  const controls = document.querySelectorAll(
    'button, a[href], input, select, textarea, [role="button"], [tabindex="0"]',
  );
  // An input's width before it is sized, from its `size`, differs by engine (a search box is
  // 147 px at its smallest in Chromium, 167 in Firefox): a column sized from it fits in one
  // engine and spills into the next column in another.
  const regions = 'section, aside, nav, main, header, footer, dialog, [role="region"]';
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    for (let outer = control.parentElement; outer; outer = outer.parentElement) {
      if (getComputedStyle(outer).overflowX !== 'visible') break;
      if (!outer.matches(regions)) continue;
      const region = outer.getBoundingClientRect();
      if (box.left < region.left - 1 || box.right > region.right + 1) {
        problems.push(
          `${describe(control)} sticks out of ${describe(outer)} (${Math.round(box.left)} to ${Math.round(box.right)} px, it ${Math.round(region.left)} to ${Math.round(region.right)})`,
        );
      }
      break;
    }
  }
  if (!checkTargets) return problems;
  for (const control of controls) {
    // WCAG's own exception: a link within a sentence is as big as the sentence's words.
    if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
    // A box or file input is pressed through its label as well (or only, when hidden).
    const target =
      control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type)
        ? (control.labels?.[0] ?? control)
        : control;
    const box = target.getBoundingClientRect();
    // Not drawn (hidden, or a file input behind its own button).
    if (box.width === 0 || box.height === 0 || getComputedStyle(target).opacity === '0') continue;
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      problems.push(
        `${describe(control)} is a ${Math.round(box.width)}x${Math.round(box.height)} px target`,
      );
    }
  }
  return problems;
}
