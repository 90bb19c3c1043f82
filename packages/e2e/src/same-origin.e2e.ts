// The static host's same-origin option (docs/deployment.md#one-origin-no-preflights): nginx
// passes the supplier's paths on to the main API, mapping and supplier hosts, so the portal
// calls only its own origin and the browser sends no CORS preflight. The company's own host
// stays cross-origin, where the lookup names it.
import { describe } from 'vitest';
import { sameOriginTest as test, type Call } from './four-origins.ts';
import { expect, fixtures, signIn } from './harness.ts';

const { enquiries } = fixtures;

/** The calls to the supplier's paths, as 'METHOD host path status'. */
const supplierCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/'))
    .map((c) => `${c.method} ${c.host} ${c.path} ${c.status}`);

describe('the supplier proxied from the portal’s origin', () => {
  test('a signed-in cold visit: every supplier call but the company’s goes to the portal’s own origin, answered', async ({
    page,
    calls,
    cspViolations,
    origins,
  }) => {
    await signIn(page, 'dave', origins.portal);
    await page.goto('/');
    await page
      .getByRole('list', { name: 'My Enquiries', exact: true })
      .getByRole('listitem')
      .first()
      .waitFor();
    await expect(page.getByRole('banner')).toContainText('Pennine Motor Factors');
    await page.waitForLoadState('networkidle');

    const made = supplierCalls(calls);
    expect(made.filter((call) => !/ (portal|company) /.test(call))).toEqual([]);
    expect(made).toContain(`GET portal /api/getCompany/${fixtures.companies.pennine} 200`);
    expect(made).toContain('POST portal /api/connectplus/enquiries 200');
    expect(made.filter((call) => !/ 2\d\d$/.test(call))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('the supplier host’s own call, a cant-supply reason, reaches it through the portal', async ({
    page,
    calls,
    origins,
  }) => {
    await signIn(page, 'dave', origins.portal);
    await page.goto(`/enquiries/${enquiries.cancelledWithReason}`);
    await page
      .getByRole('region', { name: 'Enquiry detail' })
      .getByText('Reason: Discontinued by the manufacturer; no pattern part available.', {
        exact: true,
      })
      .waitFor();

    expect(supplierCalls(calls).filter((call) => call.includes('/api/salesassist/'))).toEqual([
      expect.stringMatching(/^GET portal \/api\/salesassist\/cplusassist\/cantsupply\/\S+ 200$/),
    ]);
  });
});
