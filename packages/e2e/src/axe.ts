// axe-core for the browser journeys: one scan of the page as it stands, and its violations as
// text a developer can act on without running the test again (docs/accessibility.md).
import { AxeBuilder } from '@axe-core/playwright';
import axeCore, { type AxeResults, type Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * A scan, made faster three ways. Legacy mode runs axe in the page itself instead of opening a
 * blank page per scan to merge the frames' results; it skips cross-origin frames, and the
 * portal's only frame (a bulletin's PDF, in Chromium's viewer) is none of its own markup. axe's
 * 560 KB are evaluated once per document, not twice per scan, where there is no frame to
 * inject. Passes are counted, not listed node by node.
 */
async function axe(page: Page): Promise<AxeBuilder> {
  const injected = page.frames().length === 1 && (await page.evaluate(() => 'axe' in globalThis));
  return new AxeBuilder({ page, axeSource: injected ? ';' : axeCore.source })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(axeTags)
    .setLegacyMode();
}

/**
 * The whole page, not only what changed: page-level rules (one main landmark, one banner, a
 * level-one heading) need the whole page. With a modal dialog open axe checks only the dialog,
 * as the page behind it is inert, and the dialog's contrast is checked on its own (below).
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const builder = await axe(page);
  const { violations } = await builder.analyze();
  const dialogOpen = await page.locator('dialog[open]').count();
  return dialogOpen ? [...violations, ...(await dialogContrast(page))] : violations;
}

/**
 * axe cannot place a modal <dialog> (the browser's top layer) above the page it covers: it
 * reports every text in it as overlapped and checks none of their contrast. So the topmost
 * dialog's contrast is checked again with everything else in the body hidden, which the
 * backdrop dims and the dialog makes inert anyway; the dialog's own colours are as shown.
 */
async function dialogContrast(page: Page): Promise<Result[]> {
  const marker = 'data-axe-topmost-dialog';
  await page.evaluate((attribute) => {
    const dialogs = document.querySelectorAll('body > dialog[open]');
    dialogs[dialogs.length - 1]?.setAttribute(attribute, '');
    for (const element of document.body.children) {
      if (!element.hasAttribute(attribute) && element instanceof HTMLElement) {
        element.style.visibility = 'hidden';
      }
    }
  }, marker);
  try {
    const builder = await axe(page);
    const results = await builder.include(`[${marker}]`).withRules('color-contrast').analyze();
    return [...results.violations, ...unchecked(results)];
  } finally {
    await page.evaluate((attribute) => {
      document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
      for (const element of document.body.children) {
        if (element instanceof HTMLElement) element.style.removeProperty('visibility');
      }
    }, marker);
  }
}

/**
 * Texts axe still reports as overlapped, the top layer's symptom: failures, not skipped. A
 * text the dialog's own scrolling cuts ('partially obscured') is another matter.
 */
function unchecked(results: AxeResults): Result[] {
  return results.incomplete.flatMap((rule) => {
    const nodes = rule.nodes.filter((node) =>
      node.any.some((check) => /overlapped/i.test(check.message)),
    );
    return nodes.length ? [{ ...rule, help: `${rule.help} (not checked: overlapped)`, nodes }] : [];
  });
}

/**
 * One violation per paragraph: rule, impact, what the rule asks, then each failing node's
 * selector, its markup and axe's summary of what to fix.
 */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} [${violation.helpUrl}]`,
        ...violation.nodes.map((node) =>
          [
            `  ${node.target.map(String).join(' >>> ')}`,
            `    ${truncate(node.html, 160)}`,
            ...(node.failureSummary ?? '').split('\n').map((line) => `    ${line}`),
          ].join('\n'),
        ),
      ].join('\n'),
    )
    .join('\n');
}

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
