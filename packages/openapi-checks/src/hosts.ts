// The supplier's four hosts, and which of them serves an operation (its `servers` in the
// document): the mock answers each operation on its hosts only, the drift watch checks it
// there, and the contract checks route each request to it.

/** The main API, the mapping host, the company's own API host and the supplier host. */
export const hostRoles = ['api', 'mapping', 'company', 'supplier'] as const;
export type HostRole = (typeof hostRoles)[number];

/** The same value for each host: one origin serving all four, or port 0 for every listener. */
export const allHosts = <T>(value: T): Record<HostRole, T> =>
  Object.fromEntries(hostRoles.map((role) => [role, value])) as Record<HostRole, T>;

// The server variable each host's URL names in the document.
const roleOfVariable: Record<string, HostRole> = {
  mappingHost: 'mapping',
  companyDomain: 'company',
  supplierHost: 'supplier',
};

/** The hosts an operation's own `servers` name; none: the main API. */
export function hostsOf(operationId: string, servers: readonly { url: string }[] = []): HostRole[] {
  const roles = servers.map(({ url }) => {
    const variable = /\{(\w+)\}/.exec(url)?.[1] ?? '';
    const role = roleOfVariable[variable];
    if (!role) throw new Error(`${operationId}: no host for server ${url}`);
    return role;
  });
  return roles.length > 0 ? roles : ['api'];
}
