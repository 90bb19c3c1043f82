// Steps for journeys driven by the keyboard alone (docs/keyboard.md): what has the focus, whether
// a sighted keyboard user can see it, and Tab until a described element has it; and the parts of
// the portal those journeys go to.
import type { Locator, Page } from 'playwright-core';

export const myEnquiries = (page: Page) =>
  page.getByRole('list', { name: 'My Enquiries', exact: true });
/** The list's scrolling box, its own Tab stop (docs/keyboard.md#enquiry-list). */
export const myEnquiriesStop = (page: Page) =>
  page.getByRole('group', { name: 'My Enquiries', exact: true });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
/** The list position (aria-posinset) of the card with the focus, or null outside the list. */
export const focusedPosition = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('[aria-posinset]');
    return card ? Number(card.getAttribute('aria-posinset')) : null;
  });

export const messagesPanel = (page: Page) =>
  page.getByRole('region', { name: 'Messages', exact: true });

type Focus = {
  /** The focused element as a user would name it, e.g. `button "Place Order"`. */
  description: string;
  /** Why the focus cannot be seen; null when it can. */
  problem: string | null;
};

/**
 * Runs in the page: describes document.activeElement and checks that its focus indicator is
 * visible: an outline or a box-shadow ring of at least 2 px whose colour has 3:1 contrast
 * against what is behind it (WCAG 2.4.7, 1.4.11), on an element inside the window and inside
 * every scrolling box around it. A visually hidden control (a file input) may show its focus on
 * its label instead.
 */
function inspectFocus(): Focus {
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba | null => {
    const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
    if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
    const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
    if (srgb) {
      const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((part) => Number(part) * 255);
      return [r ?? 0, g ?? 0, b ?? 0, Number(srgb[4] ?? 1)];
    }
    return null;
  };
  /** The colour an element's ancestors (from `from` up) paint behind it, blended down to white. */
  const backdrop = (from: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let at = from; at; at = at.parentElement) {
      const colour = parse(getComputedStyle(at).backgroundColor);
      if (colour && colour[3] > 0) layers.push(colour);
      if (colour?.[3] === 1) break;
    }
    return layers.reduceRight<Rgba>(
      (under, [r, g, b, a]) => [
        r * a + under[0] * (1 - a),
        g * a + under[1] * (1 - a),
        b * a + under[2] * (1 - a),
        1,
      ],
      [255, 255, 255, 1],
    );
  };
  const luminance = ([r, g, b]: Rgba) => {
    const [R, G, B] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  };
  const rgb = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(', ')})`;

  /** Why `element`'s own focus ring cannot be seen, or null. */
  const ringProblem = (element: Element): string | null => {
    const style = getComputedStyle(element);
    const offset = Number.parseFloat(style.outlineOffset);
    // An outline drawn inwards lies over the element itself; outwards, over its surroundings.
    const behind = backdrop(offset < 0 ? element : element.parentElement);
    const rings: { what: string; width: number; colour: Rgba | null }[] = [];
    if (style.outlineStyle !== 'none' && style.outlineStyle !== 'hidden') {
      rings.push({
        what: 'outline',
        width: Number.parseFloat(style.outlineWidth),
        colour: parse(style.outlineColor),
      });
    }
    // Each shadow of the list: a colour and four lengths, the spread last.
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = /(rgba?\([^)]*\)|color\([^)]*\))/.exec(shadow)?.[1] ?? '';
      const lengths = shadow.replace(colour, '').trim().split(/\s+/);
      if (lengths.includes('inset')) continue;
      rings.push({
        what: 'box-shadow',
        width: Number.parseFloat(lengths[3] ?? '0'),
        colour: parse(colour),
      });
    }
    if (rings.length === 0) return 'no outline or box-shadow';
    const seen = rings.find(
      ({ width, colour }) =>
        width >= 2 && colour && colour[3] > 0.9 && contrast(colour, behind) >= 3,
    );
    if (seen) return null;
    return rings
      .map(({ what, width, colour }) =>
        colour
          ? `${what} ${width} px ${rgb(colour)} (${contrast(colour, behind).toFixed(1)}:1 on ${rgb(behind)})`
          : `${what} ${width} px of an unreadable colour`,
      )
      .join(', ');
  };

  const describe = (element: Element): string => {
    const input = element as HTMLInputElement;
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const type = element.tagName === 'INPUT' ? ` ${input.type}` : '';
    const name =
      element.getAttribute('aria-label') ??
      input.labels?.[0]?.textContent ??
      element.getAttribute('placeholder') ??
      element.textContent;
    const card = element.closest('[aria-posinset]');
    const position = card
      ? ` (item ${card.getAttribute('aria-posinset')} of ${card.getAttribute('aria-setsize')})`
      : '';
    return `${role}${type} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"${position}`;
  };

  const element = document.activeElement;
  if (!element || element === document.body) {
    return { description: 'nothing (the page itself)', problem: 'no element has the focus' };
  }
  const description = describe(element);
  const box = element.getBoundingClientRect();
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const inside = (area: DOMRect) =>
    centre.x >= area.left &&
    centre.x <= area.right &&
    centre.y >= area.top &&
    centre.y <= area.bottom;
  if (!inside(new DOMRect(0, 0, innerWidth, innerHeight))) {
    return { description, problem: 'it is outside the window' };
  }
  for (let at = element.parentElement; at; at = at.parentElement) {
    if (
      /(auto|scroll|hidden)/.test(getComputedStyle(at).overflowY) &&
      !inside(at.getBoundingClientRect())
    ) {
      return { description, problem: 'it is scrolled out of view inside its scrolling box' };
    }
  }
  // A visually hidden control (clipped to a pixel) shows its focus on its label.
  const hidden = box.width < 4 || box.height < 4;
  const shownOn = hidden ? element.closest('label') : element;
  if (!shownOn) return { description, problem: 'it is visually hidden and has no label' };
  const problem = ringProblem(shownOn);
  return { description, problem: problem && `${hidden ? 'its label: ' : ''}${problem}` };
}

/** What has the focus, and whether it can be seen. */
function focused(page: Page): Promise<Focus> {
  return page.evaluate(inspectFocus);
}

/** Fails unless the focused element shows a visible focus indicator (see inspectFocus). */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const { description, problem } = await focused(page);
  if (problem)
    throw new Error(`After ${step}, the focus on ${description} is not visible: ${problem}`);
}

/** Presses a key, then checks that the focus is still visible. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, `pressing ${key}`);
}

/** Types text into the focused field, then checks that the focus is still visible. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectVisibleFocus(page, `typing '${text}'`);
}

/** Whether `target` (the first element it finds, if any) has the focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) =>
    elements.some((element) => element === document.activeElement),
  );
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking at each stop
 * that the focus is visible; fails after `maxPresses`, listing every element the focus visited.
 */
export async function tabTo(
  page: Page,
  what: string,
  target: Locator,
  { backwards = false, maxPresses = 30 } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const visited: string[] = [];
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) {
      await expectVisibleFocus(page, `${key} to ${what}`);
      return;
    }
    const { description, problem } = await focused(page);
    visited.push(description);
    if (problem) {
      throw new Error(
        `On the way to ${what}, the focus on ${description} is not visible: ${problem}`,
      );
    }
  }
  throw new Error(
    `${what} never had the focus after ${maxPresses} presses of ${key}; the focus went to:\n  ${visited.join('\n  ')}`,
  );
}
