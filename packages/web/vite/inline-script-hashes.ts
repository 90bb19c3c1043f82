import { inlineScriptsFile, inlineScriptsJson } from '@garage/hosting/inline-scripts';
import type { Plugin } from 'vite';

// An inline script the page runs: no src, no type (a JSON data block has one and never runs).
const inlineScript = /<script>([\s\S]*?)<\/script>/g;

/**
 * Writes the hashes of the built index.html's inline scripts (the session start, the entry's
 * starter), read from the page as it is written, for the hosts' CSP
 * (@garage/hosting/inline-scripts).
 */
export function inlineScriptHashes(): Plugin {
  return {
    name: 'garage:inline-script-hashes',
    apply: 'build',
    generateBundle: {
      // After vite:build-html has written index.html, with every 'post' HTML transform.
      order: 'post',
      handler(_, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('The build wrote no index.html');
        const html =
          typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        const scripts = [...html.matchAll(inlineScript)].map(([, text]) => text ?? '');
        this.emitFile({
          type: 'asset',
          fileName: inlineScriptsFile,
          source: inlineScriptsJson(scripts),
        });
      },
    },
  };
}
