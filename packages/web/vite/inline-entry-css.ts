import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"[^>]*? href="\/?([^"]+\.css)"[^>]*>/g;

/**
 * Puts the entry's stylesheets into index.html as `<style>` elements, so the first paint
 * waits for the HTML alone rather than one more request (docs/first-load.md#no-stylesheet-request).
 * The files are still written: nothing else links them, but a cached old page may.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'garage:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has added the entry's <link> tags, which it does before 'post' hooks run.
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(stylesheetLink, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string'
              ? asset.source
              : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
