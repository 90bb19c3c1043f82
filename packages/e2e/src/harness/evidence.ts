// The screenshots a journey takes on purpose (screenshots/), to look at.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { viewports } from '../layout-checks.ts';

const screenshotDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url));

/** Saves the page as screenshots/<name>.png at the repository root (git-ignored), to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = `${screenshotDir}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Screenshots at a desktop, a tablet and a phone width, named <name>-<width>. */
export async function screenshotAtWidths(page: Page, name: string) {
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(viewports.desktop);
}
