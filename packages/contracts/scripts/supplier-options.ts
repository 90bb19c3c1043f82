// verify-supplier's options from the environment, and its report: the parts with no network.
// Kept apart from the verification run in verify-supplier.ts, the script's entry point.
import { hostLabels, hostRoles, type HostRole, type HostUrls } from '../checks/host-routing.ts';

export type SupplierOptions = {
  /** Each host's base URL; the token is fetched from the main API (`api`). */
  hosts: HostUrls;
  deviceId?: string;
  token?: string;
  writes?: boolean;
  pactFile?: string;
};

export type InteractionResult = {
  description: string;
  request: string;
  operationId: string;
  /** The host it is sent to. */
  host: HostRole;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why it failed or was skipped. */
  reasons: string[];
  assumptions: string[];
};

export type SupplierReport = { ok: boolean; results: InteractionResult[]; text: string };

/** The variable naming each host's base URL; all but the main API's are optional. */
export const hostVariables: Record<HostRole, string> = {
  api: 'SUPPLIER_BASE_URL',
  mapping: 'SUPPLIER_MAPPING_URL',
  company: 'SUPPLIER_COMPANY_URL',
  supplier: 'SUPPLIER_HOST_URL',
};

/** An http(s) base URL without its trailing slashes; anything else throws naming `variable`. */
function baseUrlOf(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${variable} is not an http(s) URL: ${value}`);
  if (url.search || url.hash)
    throw new Error(`${variable} has a query or fragment; give the host's base URL: ${value}`);
  return value.replace(/\/+$/, '');
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SupplierOptions {
  if (!env.SUPPLIER_BASE_URL)
    throw new Error('Set SUPPLIER_BASE_URL to the supplier API to verify');
  const baseUrl = baseUrlOf(hostVariables.api, env.SUPPLIER_BASE_URL);
  const hosts = Object.fromEntries(
    hostRoles.map((role) => {
      const value = env[hostVariables[role]];
      return [role, value ? baseUrlOf(hostVariables[role], value) : baseUrl];
    }),
  ) as HostUrls;
  if (!env.SUPPLIER_DEVICE_ID && !env.SUPPLIER_TOKEN)
    throw new Error('Set SUPPLIER_DEVICE_ID (an activated device) or SUPPLIER_TOKEN');
  return {
    hosts,
    deviceId: env.SUPPLIER_DEVICE_ID || undefined,
    token: env.SUPPLIER_TOKEN || undefined,
    writes: env.SUPPLIER_VERIFY_WRITES === '1',
    pactFile: env.PACT_FILE || undefined,
  };
}

export function formatReport(hosts: HostUrls, results: readonly InteractionResult[]): string {
  const count = (outcome: InteractionResult['outcome']) =>
    results.filter((r) => r.outcome === outcome).length;
  const width = Math.max(...hostRoles.map((role) => hostLabels[role].length));
  const lines = [
    'Supplier verification against',
    ...hostRoles.map(
      (role) => `  ${hostLabels[role].padEnd(width)}  ${hosts[role]}  (${hostVariables[role]})`,
    ),
    '',
  ];
  for (const result of results) {
    const label = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' }[result.outcome];
    lines.push(
      `${label}  ${result.description}`,
      `      ${result.request} (${result.operationId}, ${hostLabels[result.host]})`,
    );
    for (const assumption of result.assumptions) lines.push(`      assumes: ${assumption}`);
    for (const reason of result.reasons)
      lines.push(`      ${result.outcome === 'failed' ? 'mismatch' : 'why'}: ${reason}`);
  }
  lines.push(
    '',
    `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
  );
  return lines.join('\n');
}
