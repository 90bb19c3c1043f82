import { createApiContext } from '@garage/app-kit';
import type { SupplierHosts } from '../config/hosts.ts';
import type { ApiClient } from './api-client.ts';

/** The supplier client and the build's hosts, given to every feature by the app. */
export type Api = { client: ApiClient; hosts: SupplierHosts };

export const { ApiProvider, useApi } = createApiContext<Api>();
