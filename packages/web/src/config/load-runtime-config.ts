import {
  parseRuntimeConfigText,
  runtimeConfigFile,
  type RuntimeConfigResult,
} from '@garage/hosting/runtime-config';
import { basePath } from './base-path.ts';
import { embeddedRuntimeConfig } from './embedded-runtime-config.ts';

/**
 * Checks the config the host wrote into the page; without one, fetches and checks config.json,
 * beside index.html under the base path. index.html then preloads it, so this fetch reuses a
 * response already under way beside the entry chunk rather than waiting for the chunk to run.
 */
export async function loadRuntimeConfig(
  fetchFile: typeof fetch = (input) => fetch(input),
  page: Pick<Document, 'getElementById'> = document,
): Promise<RuntimeConfigResult> {
  const embedded = embeddedRuntimeConfig(page);
  if (embedded !== null) return parseRuntimeConfigText(embedded);
  let response: Response;
  try {
    response = await fetchFile(`${basePath()}/${runtimeConfigFile}`, {
      credentials: 'same-origin',
    });
  } catch (error) {
    return { ok: false, problems: [`could not be loaded: ${(error as Error).message}`] };
  }
  if (!response.ok) {
    return { ok: false, problems: [`could not be loaded: HTTP ${response.status}`] };
  }
  return parseRuntimeConfigText(await response.text());
}
