// The session's calls start with the HTML on the production static host (nginx, deploy/), the
// supplier on four origins: the page's CSP runs the inline script by its hash, and its calls
// cross to the main API and mapping hosts as the app's would (docs/first-load.md).
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { type Call, test } from './four-origins.ts';
import { expect, signIn } from './harness.ts';
import {
  countSessionCalls,
  eachCallOnce,
  sessionCallAt,
  watchCspViolations,
} from './session-start-calls.ts';

const firstEnquiry = (page: Page) =>
  page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem').first();

/** The host that answered each of the session's calls. */
const hostsAnswering = (calls: Call[]) =>
  Object.fromEntries(
    calls.flatMap(({ method, path, host }) => {
      const call = sessionCallAt(method, path);
      return call ? [[call, host]] : [];
    }),
  );

describe('the session’s calls started by the page, on the production static host', () => {
  test('a cold signed-in visit sends each once, to its host, and the CSP refuses nothing', async ({
    page,
    calls,
    cspViolations,
    origins,
  }) => {
    const violations = await watchCspViolations(page);
    await signIn(page, 'dave', origins.hosts.api);
    const sent = countSessionCalls(page);

    await page.goto('/');
    await firstEnquiry(page).waitFor();
    await page.waitForLoadState('networkidle');

    expect(sent).toEqual(eachCallOnce);
    expect(hostsAnswering(calls)).toEqual({
      token: 'api',
      user: 'api',
      company: 'api',
      lookup: 'mapping',
      enquiries: 'api',
    });
    expect(cspViolations).toEqual([]);
    await expect.poll(violations).toEqual([]);
  });

  test('the page sends them itself, its script allowed by the CSP, before the app’s code runs', async ({
    page,
    cspViolations,
    origins,
  }) => {
    await signIn(page, 'dave', origins.hosts.api);
    await page.route('**/*.js', (route) => route.abort());
    const sent = countSessionCalls(page);

    await page.goto('/');

    await expect.poll(() => ({ ...sent })).toEqual(eachCallOnce);
    expect(cspViolations).toEqual([]);
  });
});
