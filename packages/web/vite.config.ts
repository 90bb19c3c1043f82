import { runtimeConfigFile, runtimeConfigFromBuildEnv } from '@garage/hosting/runtime-config';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { entryAfterFirstPaint } from './vite/entry-after-first-paint.ts';
import { inlineEntryCss } from './vite/inline-entry-css.ts';
import { inlineScriptHashes } from './vite/inline-script-hashes.ts';
import { inlineSessionStart } from './vite/inline-session-start.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';

/**
 * Writes the build's config.json from its VITE_* variables (only those set: `{}` for the
 * demo), the file a deployment edits; `vite` dev serves the same file.
 */
function runtimeConfig(): Plugin {
  let source = '{}\n';
  return {
    name: 'garage:runtime-config',
    configResolved(config) {
      source = `${JSON.stringify(runtimeConfigFromBuildEnv(config.env), null, 2)}\n`;
    },
    configureServer(server) {
      server.middlewares.use(`/${runtimeConfigFile}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: runtimeConfigFile, source });
    },
  };
}

// npm run dev (scripts/dev.sh): the supplier's paths go to the mock, so the portal's default
// config.json (every host this origin) works as in the demo.
const mockUrl = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
const mockPaths = ['/api', '/__demo', '/assets', '/docs'];

// /assets/ belongs to the supplier's public files (bulletin thumbnails and documents) on the
// demo's single origin, so the portal's own bundles live under /static/.
const assetsDir = 'static';

/**
 * The service worker and the web app manifest (docs/offline.md). The worker precaches the app
 * shell; the page registers it after the first screen (components/layouts/use-app-update.ts).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  devOptions: { enabled: false },
  injectManifest: {
    // The bundles and index.html; the plugin adds the manifest and its icons. Never the .br and
    // .gz twins (the host's business) nor config.json (the deployment's: sw.ts).
    globPatterns: ['**/*.{js,css,html}'],
    globIgnores: ['**/*.br', '**/*.gz', runtimeConfigFile, '.vite/**'],
    // index.html, icons and manifest stay relative, beside the worker: a sandbox's worker
    // (/s/{id}/sw.js) caches its own page. The bundles are at /static/ under every base path
    // (docs/deployment.md#base-path), as index.html names them.
    modifyURLPrefix: { [`${assetsDir}/`]: `/${assetsDir}/` },
    dontCacheBustURLsMatching: new RegExp(`^/${assetsDir}/`),
  },
  manifest: {
    name: 'Garage Parts Portal',
    short_name: 'Parts Portal',
    description: 'Enquire, order and track vehicle parts from your parts supplier.',
    // Relative to the manifest, which sits beside index.html: each sandbox installs its own.
    start_url: './',
    scope: './',
    display: 'standalone',
    lang: 'en-GB',
    // --page and --brand of @garage/app-kit/tokens.css.
    background_color: '#f3f4f6',
    theme_color: '#1d4ed8',
    icons: [
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  },
});

/**
 * TREEMAP=<file.html> (`pnpm --filter @garage/web treemap`): a treemap of what each chunk holds,
 * module by module with its brotli size, to find what the first screen runs but does not need
 * (docs/first-load.md#what-the-first-screen-runs).
 */
const treemapFile = process.env.TREEMAP;

export default defineConfig({
  server: {
    proxy: Object.fromEntries(mockPaths.map((path) => [path, { target: mockUrl }])),
  },
  plugins: [
    react(),
    runtimeConfig(),
    inlineEntryCss(),
    inlineSessionStart(),
    entryAfterFirstPaint(),
    inlineScriptHashes(),
    pwa,
    // .br and .gz beside each file, served as they are by nginx (brotli_static, gzip_static)
    // and the demo. Not config.json: a deployment edits it, and a stale .gz would win.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [new RegExp(`^${runtimeConfigFile.replace('.', '\\.')}$`)],
      logLevel: 'silent',
    }),
    treemapFile === undefined
      ? null
      : visualizer({
          filename: treemapFile,
          // A .json file gets the data behind the treemap, to read or compare in a script.
          template: treemapFile.endsWith('.json') ? 'raw-data' : 'treemap',
          brotliSize: true,
        }),
  ],
  build: {
    assetsDir,
    // dist/.vite/manifest.json: scripts/check-bundle-size.mjs reads the chunk graph from it.
    manifest: true,
  },
});
