// Which of the supplier's four hosts serves each operation, read from the document: the mock
// answers each operation on its hosts only, and the drift watch checks it there.
import type { OpenApiDocument } from '@garage/api-types/openapi';

export type HostRole = 'api' | 'mapping' | 'company' | 'supplier';

// The server variable each host's URL names in the document.
const roleOfVariable: Record<string, HostRole> = {
  mappingHost: 'mapping',
  companyDomain: 'company',
  supplierHost: 'supplier',
};

/** Which hosts serve each operation: those of its own `servers`, else the main API. */
export function operationHosts(document: OpenApiDocument): Map<string, HostRole[]> {
  const hosts = new Map<string, HostRole[]>();
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem)) {
      const servers = (operation as { servers?: { url: string }[] }).servers ?? [];
      const roles = servers.map(({ url }) => {
        const variable = /\{(\w+)\}/.exec(url)?.[1] ?? '';
        const role = roleOfVariable[variable];
        if (!role) throw new Error(`${operation.operationId}: no host for server ${url}`);
        return role;
      });
      hosts.set(operation.operationId, roles.length > 0 ? roles : ['api']);
    }
  }
  return hosts;
}
