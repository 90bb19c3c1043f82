// The journeys' one `expect`: Playwright's, from @playwright/test (a devDependency for this
// alone; its runner is not used). Its web-first assertions wait for the page, as Playwright's
// locators do: `await expect(locator).toBeVisible()`, `.toHaveText(...)`, `.toBeChecked()`,
// `await expect(page).toHaveTitle(...)`, and `await expect.poll(() => read()).toBe(...)` for
// anything else read from the page. On plain values it is the usual `expect(value).toBe(...)`.
import { expect as playwrightExpect } from '@playwright/test';

/**
 * How long a waiting assertion waits: as long as the locators' actions (newContext's default
 * timeout), well under the test's 60 s, so a missing element fails with Playwright's message.
 */
export const waitTimeout = 10_000;

export const expect = playwrightExpect.configure({ timeout: waitTimeout });
