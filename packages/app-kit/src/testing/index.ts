export { renderWithProviders, settleAndCleanup } from './render.tsx';
export { setupTestServer } from './test-server.ts';
