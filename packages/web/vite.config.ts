import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // /assets/ belongs to the supplier's public files (bulletin thumbnails and documents) on the
    // demo's single origin, so the portal's own bundles live under /static/.
    assetsDir: 'static',
    // dist/.vite/manifest.json: scripts/check-bundle-size.mjs reads the chunk graph from it.
    manifest: true,
  },
});
