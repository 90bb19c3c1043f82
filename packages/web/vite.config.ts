import { runtimeConfigFile, runtimeConfigFromBuildEnv } from '@garage/hosting/runtime-config';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { inlineEntryCss } from './vite/inline-entry-css.ts';

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

export default defineConfig({
  server: {
    proxy: Object.fromEntries(mockPaths.map((path) => [path, { target: mockUrl }])),
  },
  plugins: [
    react(),
    runtimeConfig(),
    inlineEntryCss(),
    // .br and .gz beside each file, served as they are by nginx (brotli_static, gzip_static)
    // and the demo. Not config.json: a deployment edits it, and a stale .gz would win.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [new RegExp(`^${runtimeConfigFile.replace('.', '\\.')}$`)],
      logLevel: 'silent',
    }),
  ],
  build: {
    // /assets/ belongs to the supplier's public files (bulletin thumbnails and documents) on the
    // demo's single origin, so the portal's own bundles live under /static/.
    assetsDir: 'static',
    // dist/.vite/manifest.json: scripts/check-bundle-size.mjs reads the chunk graph from it.
    manifest: true,
  },
});
