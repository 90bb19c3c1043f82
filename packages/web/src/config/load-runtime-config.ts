import {
  parseRuntimeConfigText,
  runtimeConfigFile,
  type RuntimeConfigResult,
} from '@garage/hosting/runtime-config';
import { basePath } from './base-path.ts';

/**
 * Fetches and checks config.json, beside index.html under the base path. index.html preloads
 * it, so this fetch reuses a response already under way beside the entry chunk rather than
 * waiting for the chunk to run first.
 */
export async function loadRuntimeConfig(
  fetchFile: typeof fetch = (input) => fetch(input),
): Promise<RuntimeConfigResult> {
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
