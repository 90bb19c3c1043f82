// The demo console: the supplier's back office and a test harness under /__demo, from its own
// OpenAPI document so its input is checked like the supplier API's. It needs no token, so it
// is only ever served when the app is built with demoConsole: true.
import { loadOpenApiDocument, mockDemoApiPath } from '@garage/api-types/openapi';
import fp from 'fastify-plugin';
import { demoHandlers } from '../routes/demo.ts';

export const demoConsolePlugin = fp(
  async (app) => {
    app.registerOperations(await loadOpenApiDocument(mockDemoApiPath), { handlers: demoHandlers });
  },
  { name: 'demo-console', dependencies: ['contract', 'db', 'clock', 'auth', 'faults'] },
);
