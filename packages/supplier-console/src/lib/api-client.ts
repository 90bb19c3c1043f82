import type { paths } from '@garage/api-types/demo-api';
import createClient, { type Client } from 'openapi-fetch';
import { pagePrefix } from './sandbox-prefix.ts';

/** The mock's /__demo API, typed from openapi/mock-demo-api.yaml. */
export type DemoClient = Client<paths>;

export function createDemoClient(baseUrl: string, fetch?: typeof globalThis.fetch): DemoClient {
  return createClient<paths>({ baseUrl, fetch });
}

/**
 * Where an enquiry's or a message's image is read: a plain URL, so an <img> can load it, in the
 * page's sandbox.
 */
export const imageUrl = (blobStorageId: string) =>
  `${pagePrefix()}/__demo/images/${encodeURIComponent(blobStorageId)}`;
