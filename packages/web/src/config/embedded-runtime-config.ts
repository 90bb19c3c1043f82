import { runtimeConfigElementId } from '@garage/hosting/page-config';

/**
 * The runtime config the host wrote into the page (docs/first-load.md#the-config-comes-with-the-page),
 * as text, or null when the page carries none: `vite` dev, and the build's index.html as the
 * service worker keeps it, whose config comes from config.json.
 */
export const embeddedRuntimeConfig = (page: Pick<Document, 'getElementById'>): string | null =>
  page.getElementById(runtimeConfigElementId)?.textContent ?? null;
