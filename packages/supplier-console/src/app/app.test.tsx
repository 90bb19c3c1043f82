// @vitest-environment jsdom
import { setupTestServer } from '@garage/app-kit/testing';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDetail, makeEnquiry } from '../testing/make-detail.ts';
import { makeSandbox } from '../testing/make-sandbox.ts';
import { settleAndCleanup } from '../testing/render.tsx';
import { App } from './app.tsx';

const sandbox = makeSandbox();
const prefix = `/s/${sandbox.id ?? ''}`;

/** What the console reads as it opens on an enquiry, by path under /__demo. */
const answers: Record<string, unknown> = {
  sandbox,
  clock: { now: '2026-03-10T09:30:00.000Z', nowMs: Date.parse('2026-03-10T09:30:00.000Z') },
  faults: [],
  garages: [],
  enquiries: [makeEnquiry({ BlobStorageId: 'photo-1' })],
  'enquiries/102': makeDetail({ BlobStorageId: 'photo-1' }),
};

// Every call the page makes, on its own origin: answered here for the whole file, since the
// app's own query client polls until it is unmounted.
const called: string[] = [];
setupTestServer(
  http.get(`${window.location.origin}/*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    called.push(pathname);
    const answer = answers[pathname.replace(/^.*\/__demo\//, '')];
    return answer === undefined
      ? new HttpResponse(null, { status: 404 })
      : HttpResponse.json(answer);
  }),
);
afterEach(async () => {
  await settleAndCleanup();
  window.history.replaceState(null, '', '/');
});

describe('the console under a sandbox’s prefix', () => {
  it('calls that sandbox’s demo API and routes under its /s/{id}/console/', async () => {
    window.history.replaceState(null, '', `${prefix}/console/enquiries/102`);
    render(<App />);
    const enquiry = await screen.findByRole('region', { name: 'Enquiry 102' });
    expect(within(enquiry).getByAltText("The garage's photo")).toHaveAttribute(
      'src',
      `${prefix}/__demo/images/photo-1`,
    );
    const bar = screen.getByRole('group', { name: 'This demo' });
    expect(await within(bar).findByText('Demo for Acme Motors')).toBeInTheDocument();
    expect(called).toContain(`${prefix}/__demo/sandbox`);
    expect(called.filter((path) => !path.startsWith(`${prefix}/__demo/`))).toEqual([]);
  });
});
