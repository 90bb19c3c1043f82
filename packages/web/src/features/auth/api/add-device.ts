import type { DeviceRegistration } from '@garage/api-types';
import type { ApiClient } from '../../../lib/api-client.ts';
import { unwrap } from '@garage/app-kit';

/** Registers the activated device with the company's own API host. */
export async function addDevice(
  client: ApiClient,
  companyHost: string,
  registration: DeviceRegistration,
): Promise<void> {
  unwrap(await client.POST('/api/garage/addDevice/', { baseUrl: companyHost, body: registration }));
}
