// The demo API client: the mock's demo API (openapi/mock-demo-api.yaml) of one sandbox, through
// an openapi-fetch client typed by its generated types.
import type {
  DemoNewEnquiry,
  NewFaultRule,
  operations,
  paths,
  Sandbox,
} from '@garage/api-types/demo-api';
import { fixtures } from '@garage/mock-server/seed-fixtures';
import createClient, { type Middleware } from 'openapi-fetch';

/** A rejected demo API call throws, naming the call, its status and the mock's message. */
const throwWhenRejected: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const { pathname } = new URL(request.url);
    throw new Error(`${request.method} ${pathname}: ${response.status} ${await response.text()}`);
  },
};

/** The body of an answer (a rejected call has thrown in throwWhenRejected). */
async function bodyOf<Body>(call: Promise<{ data?: Body }>): Promise<Body> {
  const { data } = await call;
  if (data === undefined) throw new Error('The demo API answered without a body');
  return data;
}

type EnquiriesQuery = NonNullable<operations['demoListEnquiries']['parameters']['query']>;

/**
 * The demo API client of the sandbox (or mock) at `baseUrl`; paths given to `post` are relative
 * to /__demo.
 */
export function demoApiClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  client.use(throwWhenRejected);
  return {
    /**
     * Any other demo API call, by its concrete path, e.g. post('/enquiries/101/quote', { Lines:
     * [...] }). A concrete path is no template of the document, so the caller names the answer.
     */
    post: async <T>(path: string, body: unknown = {}): Promise<T> => {
      const template = `/__demo${path}` as Parameters<typeof client.POST>[0];
      return bodyOf<T>(client.POST(template, { body } as never));
    },
    reset: () => bodyOf(client.POST('/__demo/reset')),
    /** The whole sandbox as it started: store, real time, no faults, tokens or throttle. */
    resetSandbox: () => bodyOf(client.POST('/__demo/sandbox/reset')),
    /** The mock's clock at `at`, and its store reset around it (clock/set). */
    setClock: (at: string | number) =>
      bodyOf(client.POST('/__demo/clock/set', { body: { at: new Date(at).toISOString() } })),
    licences: () => bodyOf(client.GET('/__demo/licences')),
    /** What the supplier holds, as its back office lists it: every garage's, newest first. */
    enquiries: (query: EnquiriesQuery = {}) =>
      bodyOf(client.GET('/__demo/enquiries', { params: { query } })),
    /** One enquiry with its quote lines, messages and delivery. */
    enquiry: (enquiryId: number) =>
      bodyOf(
        client.GET('/__demo/enquiries/{EnquiryId}', {
          params: { path: { EnquiryId: enquiryId } },
        }),
      ),
    createEnquiry: (garageId: number, enquiry: DemoNewEnquiry) =>
      bodyOf(
        client.POST('/__demo/garages/{GarageId}/enquiries', {
          params: { path: { GarageId: garageId } },
          body: enquiry,
        }),
      ),
    faults: () => bodyOf(client.GET('/__demo/faults')),
    addFault: (rule: NewFaultRule) => bodyOf(client.POST('/__demo/faults', { body: rule })),
    clearFaults: () => bodyOf(client.POST('/__demo/faults/clear')),
  };
}

export type DemoApiClient = ReturnType<typeof demoApiClient>;

/** A new sandbox of the mock at `mockOrigin` (POST /__demo/sandboxes), seed 1 at the real time. */
export async function startSandbox(mockOrigin: string): Promise<Sandbox> {
  const client = createClient<paths>({ baseUrl: mockOrigin });
  client.use(throwWhenRejected);
  return bodyOf(client.POST('/__demo/sandboxes', { body: {} }));
}

/** The supplier quotes dave's waiting enquiry (102, LS68 WKD): one oil filter at £6.40. */
export const quoteWaitingEnquiry = (demo: DemoApiClient) =>
  demo.post(`/enquiries/${fixtures.enquiries.waiting}/quote`, {
    Lines: [{ PartNumber: 'OF-VA-0012', Qty: 1, UnitPrice: '6.40' }],
  });
