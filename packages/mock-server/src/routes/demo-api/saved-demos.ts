import type { operations } from '@garage/api-types/demo-api';
// Saved demos and scenarios (docs/demo-sandboxes.md, "Saved demos and scenarios"): save the
// sandbox a request is addressed to as a document, start a sandbox from one (hosted mode
// only), and list the scenarios a sandbox can start with.
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { NotFoundError } from '../../domain/errors.ts';
import { scenarios } from '../../sandboxes/scenarios/scenarios.ts';
import { saveDemo } from '../../world/saved-demo.ts';
import { sandboxesOff } from './sandboxes.ts';

/** `smith-motors-2026-11-24.demo.json`: the label as ASCII words, and the day it was saved. */
export function savedDemoFileName(label: string | null, savedAt: string): string {
  const words = (label ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${words || 'garage-parts-demo'}-${savedAt.slice(0, 10)}.demo.json`;
}

export const savedDemoHandlers: OperationHandlers<
  operations,
  'demoExportSandbox' | 'demoImportSandbox' | 'demoListScenarios'
> = {
  async demoExportSandbox(request, reply) {
    const document = saveDemo(request.world, Date.now());
    const fileName = savedDemoFileName(document.label, document.savedAt);
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return document;
  },

  async demoImportSandbox(request, reply) {
    if (!request.server.sandboxes) throw new NotFoundError(sandboxesOff);
    return request.server.importSandbox(request, reply, request.body);
  },

  async demoListScenarios() {
    return scenarios.map(({ name, title, story }) => ({ name, title, story }));
  },
};
