import { readSupplierHosts } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { createApiClient } from '../lib/api-client.ts';
import type { Api } from '../lib/api-context.tsx';
import { getDeviceId } from '../lib/device-id.ts';
import type { AppRouter } from './router.tsx';

/** The app's supplier client; the router is how it sends the user to /login. */
export function createAppApi(router: AppRouter): Api {
  const hosts = readSupplierHosts(import.meta.env);
  const client = createApiClient({
    baseUrl: hosts.api,
    getDeviceId: () => getDeviceId(localStorage),
    navigation: {
      isOnLogin: () => router.state.location.pathname === paths.login,
      goToLogin: () => void router.navigate(paths.login),
    },
  });
  return { client, hosts };
}
