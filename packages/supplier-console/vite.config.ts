import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The mock serves the build under /console/
// (packages/mock-server/src/plugins/static/supplier-console.ts); in `vite` dev the console calls
// the mock's demo API (/__demo) through this server's proxy, on one origin.
const mockUrl = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';

export default defineConfig({
  base: '/console/',
  server: { port: 5174, proxy: { '/__demo': { target: mockUrl } } },
  plugins: [react()],
});
