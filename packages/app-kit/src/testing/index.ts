export { renderWithProviders, settleAndCleanup } from './render.tsx';
export { setupTestServer } from './test-server.ts';
export { stubMatchMedia } from './match-media.ts';
