// The deployment's config.json carried in the portal's page, so a first visit does not wait a
// round trip for it (docs/first-load.md#the-config-comes-with-the-page). A JSON data block is
// never run, so the CSP's script-src has nothing to allow. Pure: the portal reads the element's
// id from here, the hosts write the block with it.
import type { RuntimeConfig } from './runtime-config.ts';

/** The id of index.html's `<script type="application/json">` holding the runtime config. */
export const runtimeConfigElementId = 'runtime-config';

/** The build's preload of config.json (index.html), under any base path a host gave it. */
export const configPreload = /<link rel="preload" href="[^"]*\/config\.json"[^>]*>/;

/**
 * The page with `config` written in where the build preloads config.json: the preload goes, as
 * nothing fetches the file any more. `<` is escaped, so no value can end the element early.
 */
export function pageWithRuntimeConfig(indexHtml: string, config: RuntimeConfig): string {
  if (!configPreload.test(indexHtml)) {
    throw new Error('index.html has no preload of config.json to put the config in place of');
  }
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${runtimeConfigElementId}">${json}</script>`;
  return indexHtml.replace(configPreload, () => block);
}
