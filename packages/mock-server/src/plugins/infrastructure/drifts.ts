// A drifted supplier on demand (--drift, docs/contract-drift.md): the named drifts change the
// successful answers of their operations on their way out, in every world of the process, so
// the store and the handlers stay as they are.
import fp from 'fastify-plugin';
import { drifts, type Drift, type DriftName } from './drift-table.ts';

export type DriftsOptions = { drifts: readonly DriftName[] };

export const driftsPlugin = fp<DriftsOptions>(
  async (app, options) => {
    const byOperation = new Map<string, Drift[]>();
    for (const drift of drifts.filter(({ name }) => options.drifts.includes(name))) {
      byOperation.set(drift.operationId, [...(byOperation.get(drift.operationId) ?? []), drift]);
    }
    // Added after the contract plugin's hook, so in tests its response check sees the handler's
    // own answer (and still catches a handler that breaks the contract) and a deliberate drift
    // goes out as drifted rather than as the check's 500.
    app.addHook('onSend', async (request, reply, payload) => {
      const operationId = request.routeOptions.config.operationId;
      const active = operationId === undefined ? undefined : byOperation.get(operationId);
      if (!active || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      let body: unknown = JSON.parse(String(payload));
      for (const drift of active) {
        if (drift.status !== undefined) reply.code(drift.status);
        if (drift.transform) body = drift.transform(body);
      }
      return JSON.stringify(body);
    });
  },
  { name: 'drifts', dependencies: ['contract'] },
);
