import { configPreload } from '@garage/hosting/page-config';
import { rolldown } from 'rolldown';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const entry = fileURLToPath(
  new URL('../src/inline-session-start/session-start.ts', import.meta.url),
);

/** session-start.ts and what it imports, as one minified script for an inline <script>. */
async function bundleSessionStart(): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: 'browser' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
    const code = output[0].code.trim();
    // Text that would end the element early, or that a sandbox's page rewrites (the mock's
    // sandboxPage), would change the script or its hash.
    if (/<\/script|<!--|href="/i.test(code)) {
      throw new Error(`${entry} bundles to text an inline <script> cannot hold as it is`);
    }
    return code;
  } finally {
    await bundle.close();
  }
}

/**
 * Writes src/inline-session-start into index.html as an inline script, right after the config's
 * preload, whose response its first fetch reuses: the session's calls start as soon as the HTML
 * is parsed (docs/first-load.md#the-session-starts-with-the-html). Its hash for the hosts' CSP
 * is written by inlineScriptHashes; `vite` dev bundles it afresh for each page.
 */
export function inlineSessionStart(): Plugin {
  let built: string | undefined;
  const insert = (html: string, script: string) => {
    if (!configPreload.test(html)) {
      throw new Error('index.html has no preload of /config.json for the session start to follow');
    }
    return html.replace(configPreload, (link) => `${link}\n    <script>${script}</script>`);
  };
  return {
    name: 'garage:inline-session-start',
    async buildStart() {
      if (this.environment.mode === 'build') built = await bundleSessionStart();
    },
    transformIndexHtml: async (html) => insert(html, built ?? (await bundleSessionStart())),
  };
}
