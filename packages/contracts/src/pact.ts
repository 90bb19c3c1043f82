// The consumer side's shared set-up: one pact between the portal and the supplier API, written
// to pacts/, and the portal's own API client pointed at Pact's mock server.
import {
  createApiClient,
  toFormData,
  type ApiClient,
  type SupplierHosts,
} from '@garage/web/supplier-calls';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fileURLToPath } from 'node:url';

export const consumerName = 'garage-parts-portal';
export const providerName = 'parts-supplier-api';

export const pactDir = fileURLToPath(new URL('../pacts/', import.meta.url));
export const pactFile = `${pactDir}${consumerName}-${providerName}.json`;

/** The device the consumer tests run as; the provider states activate it for dave. */
export const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
export const deviceActivatedState = 'device 6f1c2b9e is activated for dave of garage 1';
/** What the consumer tests send as the token; the verifier swaps in a real one. */
export const sampleToken = 'consumer-test-token';

const { like, regex } = MatchersV3;

export function createPact(): PactV4 {
  return new PactV4({
    consumer: consumerName,
    provider: providerName,
    dir: pactDir,
    logLevel: 'warn',
  });
}

/**
 * The token fetch the client makes before its first call, added to the pact so the mock
 * server answers it; every interaction of a test then runs through the real middleware.
 */
export function expectTokenFetch(pact: PactV4): void {
  pact
    .addInteraction()
    .given(deviceActivatedState)
    .uponReceiving('a token request for an activated device')
    .withRequest('GET', `/api/authenticate/mobile/${deviceId}`)
    .willRespondWith(200, (response) => response.jsonBody({ token: like(sampleToken) }));
}

/** An RFC 3339 date-time (the contract's date-time), with or without fractions or a Z. */
export const isoDateTime = (example: string) =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example);

/** A calendar date as the enquiry windows send it, YYYY-MM-DD. */
export const isoDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

/** Both auth headers the client sends, as matchers: the verifier's token differs. */
export const authHeaders = {
  token: like(sampleToken),
  Authorization: regex(/^Bearer .+$/, `Bearer ${sampleToken}`),
};

const pactBoundary = '----garage-parts-portal-pact';

/**
 * A multipart request body as the portal's own serialiser encodes `fields`, under a fixed
 * boundary so the pact file stays the same from run to run, with the Content-Type header to
 * expect. Pact compares multipart bodies part by part, so the client's random boundary is no
 * matter.
 */
export async function multipartExample(fields: Parameters<typeof toFormData>[0]) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: toFormData(fields) });
  const boundary = /boundary=(.+)$/.exec(encoded.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('The portal’s serialiser did not write multipart form data');
  const contentType = `multipart/form-data; boundary=${pactBoundary}`;
  return {
    contentType,
    body: Buffer.from((await encoded.text()).replaceAll(boundary, pactBoundary), 'utf8'),
    contentTypeHeader: regex(/^multipart\/form-data; ?boundary=.+$/, contentType),
  };
}

export type Navigation = { toLogin: number };

/** The portal's client against the mock server, recording where it sends the user. */
export function portalClient(baseUrl: string): { client: ApiClient; navigation: Navigation } {
  const navigation: Navigation = { toLogin: 0 };
  const client = createApiClient({
    baseUrl,
    getDeviceId: () => deviceId,
    navigation: {
      isOnLogin: () => false,
      goToLogin: () => {
        navigation.toLogin += 1;
      },
    },
  });
  return { client, navigation };
}

/** Every supplier host at the pact mock server, as the demo leaves them at one origin. */
export const hostsAt = (url: string): SupplierHosts => ({
  api: url,
  mapping: url,
  supplier: url,
  companies: [],
});
