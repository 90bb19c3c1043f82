import type { RuntimeConfig } from '@garage/hosting/runtime-config';
import { supplierHostsOf } from '../config/hosts.ts';
import { paths } from '../config/paths.ts';
import { createApiClient } from '../lib/api-client.ts';
import type { Api } from '../lib/api-context.tsx';
import { getDeviceId } from '../lib/device-id.ts';
import type { AppRouter } from './router.tsx';

/**
 * The app's supplier client on the configured hosts; the router sends the user to /login.
 * `fetch` sends its calls: the page's, which takes over the calls the page started
 * (lib/started-calls/take-started.ts).
 */
export function createAppApi(
  router: AppRouter,
  config: RuntimeConfig,
  fetch?: typeof globalThis.fetch,
): Api {
  const hosts = supplierHostsOf(config);
  const client = createApiClient({
    baseUrl: hosts.api,
    getDeviceId: () => getDeviceId(localStorage),
    navigation: {
      // By route, not by location.pathname, which carries the base path.
      isOnLogin: () => router.state.matches.some((match) => match.route.path === paths.login),
      goToLogin: () => void router.navigate(paths.login),
    },
    fetch,
  });
  return { client, hosts };
}
