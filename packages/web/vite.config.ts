import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // /assets/ belongs to the supplier's public files (bulletin thumbnails and documents) on the
  // demo's single origin, so the portal's own bundles live under /static/.
  build: { assetsDir: 'static' },
});
