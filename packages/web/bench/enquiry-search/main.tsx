// The bench page: the real enquiries list column, in a production build, over 10,000
// generated enquiries answered in the page (no network), instrumented to time each keystroke.
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EnquiriesListColumn } from '../../src/features/enquiries/components/enquiries-list-column.tsx';
import { searchEnquiries } from '../../src/features/enquiries/lib/search-enquiries.ts';
import { createApiClient } from '../../src/lib/api-client.ts';
import { ApiProvider } from '../../src/lib/api-context.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import '@garage/app-kit/tokens.css';
import '@garage/app-kit/reset.css';
import { benchEnquiryCount, generateEnquiries } from './generate-enquiries.ts';

const enquiries = generateEnquiries(benchEnquiryCount, new Date());
const enquiriesJson = JSON.stringify(enquiries);

const json = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/json' } });

/** The supplier, answered in the page: token, the garage's enquiries and backorder checks. */
const supplierFetch: typeof fetch = async (input) => {
  const { pathname } = new URL(input instanceof Request ? input.url : String(input));
  if (pathname.startsWith('/api/authenticate/mobile/')) return json('{"token":"bench"}');
  if (pathname === '/api/connectplus/enquiries') return json(enquiriesJson);
  const backorder = /^\/api\/connectplus\/backordered\/check\/(\d+)$/.exec(pathname);
  if (backorder) return json(JSON.stringify({ exists: Number(backorder[1]) % 9 === 0 }));
  return new Response(null, { status: 404 });
};

export type KeystrokeSample = {
  query: string;
  /** Key down to the list re-rendered and laid out for the new query. */
  renderMs: number;
  /** Key down to after the next frame, which includes waiting for that frame. */
  frameMs: number;
  /**
   * Key down to the last row rendered and laid out, the off-screen ones included: the list
   * mounts cards new to the rows beyond the view in a deferred render (enquiry-list.tsx).
   */
  allRowsMs: number;
};

const samples: KeystrokeSample[] = [];
const failures: string[] = [];
const expectedCounts = new Map<string, number>();
let keyDownAt: number | undefined;

const nextTask = (run: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = run;
  channel.port2.postMessage(null);
};

function showsCount(count: number): boolean {
  if (count === 0) return document.body.textContent.includes('No enquiries found');
  return document.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize') === String(count);
}

/** The keystroke whose result is on screen, while later renders may still add rows. */
let shown: { sample: KeystrokeSample; startedAt: number } | undefined;

addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), { capture: true });
// Before any render of the next change of the box (a keystroke, or emptying it between rounds).
addEventListener('beforeinput', () => (shown = undefined), { capture: true });

new MutationObserver((records) => {
  if (!shown || !records.some((record) => record.target instanceof HTMLUListElement)) return;
  document.body.getBoundingClientRect();
  shown.sample.allRowsMs = performance.now() - shown.startedAt;
}).observe(document.body, { childList: true, subtree: true });

// Listening on window, after React's own listener on the root: React's render of this input is
// already queued, so the microtask below runs once it has been committed.
addEventListener('input', (event) => {
  const startedAt = keyDownAt;
  keyDownAt = undefined;
  const query = (event.target as HTMLInputElement).value;
  const expected = expectedCounts.get(query);
  if (startedAt === undefined || expected === undefined) return;
  const settle = () => {
    if (!showsCount(expected)) {
      if (performance.now() - startedAt > 1000) failures.push(query);
      else nextTask(settle);
      return;
    }
    // Reading a box flushes style and layout: the new cards are laid out, as they would be for
    // the coming paint.
    document.body.getBoundingClientRect();
    const renderMs = performance.now() - startedAt;
    const sample = { query, renderMs, frameMs: NaN, allRowsMs: renderMs };
    shown = { sample, startedAt };
    requestAnimationFrame(() =>
      nextTask(() => {
        sample.frameMs = performance.now() - startedAt;
        samples.push(sample);
      }),
    );
  };
  queueMicrotask(settle);
});

declare global {
  interface Window {
    enquirySearchBench: {
      samples: KeystrokeSample[];
      failures: string[];
      /** Tells the page which queries to time, computing the result count each must show. */
      expectQueries: (queries: string[]) => void;
    };
  }
}

window.enquirySearchBench = {
  samples,
  failures,
  expectQueries(queries) {
    for (const query of queries) {
      expectedCounts.set(query, searchEnquiries(enquiries, query).length);
    }
  },
};

const api = {
  client: createApiClient({
    baseUrl: location.origin,
    getDeviceId: () => '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    navigation: { isOnLogin: () => false, goToLogin: () => undefined },
    fetch: supplierFetch,
  }),
  hosts: {
    api: location.origin,
    mapping: location.origin,
    supplier: location.origin,
    companies: [],
  },
};

// The column at the width and height it has in the app's enquiries screen.
const router = createMemoryRouter([
  {
    path: '*',
    element: (
      <div style={{ display: 'grid', width: '24rem', height: '100vh' }}>
        <EnquiriesListColumn customerKeyCode="BENCH-1" selectedEnquiryId={undefined} />
      </div>
    ),
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <ApiProvider api={api}>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ApiProvider>,
);
