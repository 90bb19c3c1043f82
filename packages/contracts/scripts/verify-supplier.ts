// Verifies the portal's pact against a real supplier (or anything standing in for one):
//
//   SUPPLIER_BASE_URL=https://api.supplier.example SUPPLIER_DEVICE_ID=<activated device> scripts/verify-supplier
//
// The supplier has four hosts, each its own origin; every interaction is sent to the host its
// operation lives on (the operation's `servers` in openapi/supplier-api.yaml), through a
// routing proxy on loopback (checks/host-routing.ts). The report names the four hosts used.
//
// Environment:
//   SUPPLIER_BASE_URL       required; the main API: every operation without `servers` of its
//                           own, and the token fetch
//   SUPPLIER_MAPPING_URL    the mapping host ({mappingHost}): the company lookup
//   SUPPLIER_COMPANY_URL    the company's own host ({companyDomain}, the CompanyDomain of the
//                           company lookup): devices, returns, in-transit, bulletins
//   SUPPLIER_HOST_URL       the supplier host ({supplierHost}): cant-supply reasons (and the
//                           bulletins of companies without a host, not verified here)
//                           The last three default to SUPPLIER_BASE_URL: one origin for all.
//   SUPPLIER_DEVICE_ID      an activated device: its token is fetched from the supplier, and
//                           the pact's token fetches are replayed with it
//   SUPPLIER_TOKEN          a token to use as it is (instead of, or besides, the device id)
//   SUPPLIER_VERIFY_WRITES  1 to replay the interactions that change data too (default: only
//                           the ones that change nothing: GETs and the read-only POSTs)
//   PACT_FILE               the pact to verify (default: the one the consumer tests write)
//
// A real supplier has no provider-state set-up, so none runs: each interaction's states are
// printed as the assumptions its result depends on. Exits 1 when an interaction fails.
import { Verifier } from '@pact-foundation/pact';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createHostRouter, startRoutingProxy, type RoutingProxy } from '../checks/host-routing.ts';
import { errorJunit, supplierJunit, supplierMarkdown } from '../checks/verdict-reports.ts';
import {
  defaultPactFile,
  readPact,
  requestTarget,
  type PactInteraction,
} from '../checks/pact-file.ts';
import {
  formatReport,
  optionsFromEnv,
  type InteractionResult,
  type SupplierOptions,
  type SupplierReport,
} from './supplier-options.ts';

// Re-exported so the script stays the one module to import for a verification.
export { optionsFromEnv };
export { hostVariables } from './supplier-options.ts';

/** POSTs that only read: the supplier takes their query as a body. */
export const readOnlyOperations = new Set(['getEnquiries', 'getPartStock']);
const tokenOperation = 'getDeviceToken';

async function fetchToken(baseUrl: string, deviceId: string): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/authenticate/mobile/${encodeURIComponent(deviceId)}`,
  );
  if (!response.ok)
    throw new Error(
      `The token fetch for device ${deviceId} answered ${response.status}: ${await response.text()}`,
    );
  const { token } = (await response.json()) as { token?: unknown };
  if (typeof token !== 'string' || !token) throw new Error('The token fetch answered no token');
  return token;
}

type VerifierJson = {
  interactionResults?: {
    description: string;
    result: string;
    mismatch?: {
      message?: string;
      mismatches?: { mismatch?: string; path?: string; type?: string }[];
    };
  }[];
};

function parseVerifierJson(text: string): VerifierJson | undefined {
  try {
    return JSON.parse(text) as VerifierJson;
  } catch {
    return undefined;
  }
}

export async function verifySupplier(options: SupplierOptions): Promise<SupplierReport> {
  process.env.PACT_DO_NOT_TRACK = 'true';
  const pact = readPact(options.pactFile ?? defaultPactFile);
  const route = await createHostRouter();
  const token =
    options.token ??
    (options.deviceId ? await fetchToken(options.hosts.api, options.deviceId) : undefined);
  if (!token) throw new Error('No token: set SUPPLIER_DEVICE_ID or SUPPLIER_TOKEN');

  // The token the consumer tests sent: what the pact's successful token fetch answered.
  let sampleToken: string | undefined;
  const results: InteractionResult[] = [];
  const toRun: PactInteraction[] = [];
  for (const interaction of pact.interactions) {
    const { role, operationId = '(no operation)' } = route(
      interaction.request.method,
      interaction.request.path,
    );
    const result: InteractionResult = {
      description: interaction.description,
      request: `${interaction.request.method} ${requestTarget(interaction.request)}`,
      operationId,
      host: role,
      outcome: 'skipped',
      reasons: [],
      assumptions: (interaction.providerStates ?? []).map((state) => state.name),
    };
    results.push(result);
    const success = interaction.response.status < 300;
    if (operationId === tokenOperation && success) {
      const body = interaction.response.body?.content as { token?: unknown } | undefined;
      if (typeof body?.token === 'string') sampleToken = body.token;
    }
    const readOnly =
      interaction.request.method.toUpperCase() === 'GET' || readOnlyOperations.has(operationId);
    if (!readOnly && !options.writes) {
      result.reasons.push('changes data; SUPPLIER_VERIFY_WRITES=1 runs it');
      continue;
    }
    if (operationId === tokenOperation && success) {
      // Replayed for the supplier's own activated device, not the consumer tests' one.
      if (!options.deviceId) {
        result.reasons.push('needs SUPPLIER_DEVICE_ID, an activated device');
        continue;
      }
      interaction.request.path = `/api/authenticate/mobile/${encodeURIComponent(options.deviceId)}`;
      result.request = `${interaction.request.method} ${interaction.request.path}`;
    }
    toRun.push(interaction);
  }
  // An interaction expecting 401 is about a token the supplier rejects: it keeps a token no
  // supplier knows instead of getting the real one.
  for (const interaction of toRun) {
    const headers = interaction.request.headers;
    if (interaction.response.status === 401 && headers?.token) {
      headers.token = ['not-a-token-of-this-supplier'];
      if (headers.Authorization) headers.Authorization = ['Bearer not-a-token-of-this-supplier'];
    }
  }

  if (toRun.length > 0) {
    const dir = mkdtempSync(join(tmpdir(), 'verify-supplier-'));
    let proxy: RoutingProxy | undefined;
    try {
      // Pact sends everything to one base URL: the proxy sends each request on to its host.
      proxy = await startRoutingProxy(options.hosts, route);
      const file = join(dir, 'pact.json');
      // No provider states: a real supplier has no set-up hook, so they become assumptions.
      writeFileSync(
        file,
        JSON.stringify({
          ...pact,
          interactions: toRun.map(({ providerStates: _states, ...rest }) => rest),
        }),
      );
      const verifier = new Verifier({
        provider: pact.provider.name,
        providerBaseUrl: proxy.url,
        pactUrls: [file],
        logLevel: 'error',
        requestFilter: (request, _response, next) => {
          // The pact's sample token becomes the real one, in both headers the portal sends;
          // any other token (a stale one a 401 interaction sends) is replayed as it is.
          const sent = request.headers.token;
          if (sent !== undefined && (sampleToken === undefined || sent === sampleToken)) {
            request.headers.token = token;
            request.headers.authorization = `Bearer ${token}`;
          }
          next();
        },
      });
      let output: string;
      try {
        output = await verifier.verifyProvider();
      } catch (error) {
        output = (error as Error).message;
      }
      const json = parseVerifierJson(output);
      for (const interaction of toRun) {
        const result = results.find(
          (r) =>
            r.description === interaction.description &&
            r.outcome === 'skipped' &&
            r.reasons.length === 0,
        );
        if (!result) continue;
        const verified = json?.interactionResults?.find(
          (r) => r.description === interaction.description,
        );
        if (!verified) {
          result.outcome = 'failed';
          result.reasons.push(
            json ? 'the verifier reported no result for it' : `the verifier failed: ${output}`,
          );
        } else if (
          verified.result === 'Ok' ||
          verified.result === 'Success' ||
          !verified.mismatch
        ) {
          result.outcome = 'passed';
        } else {
          result.outcome = 'failed';
          const mismatches = verified.mismatch.mismatches ?? [];
          result.reasons.push(
            ...(mismatches.length > 0
              ? mismatches.map(
                  (m) => `${m.path ? `${m.path}: ` : ''}${m.mismatch ?? m.type ?? 'mismatch'}`,
                )
              : [verified.mismatch.message ?? 'failed']),
          );
        }
      }
    } finally {
      await proxy?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const ok = results.every((result) => result.outcome !== 'failed');
  return { ok, results, text: formatReport(options.hosts, results) };
}

/** --junit FILE and --summary FILE: the report as JUnit XML and Markdown too (docs/ci.md). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { junit: { type: 'string' }, summary: { type: 'string' } },
  });
  try {
    const report = await verifySupplier(optionsFromEnv());
    console.log(`\n${report.text}`);
    if (values.junit) writeFileSync(values.junit, supplierJunit(report));
    if (values.summary) writeFileSync(values.summary, supplierMarkdown(report));
    process.exitCode = report.ok ? 0 : 1;
  } catch (error) {
    const message = `verify-supplier: ${(error as Error).message}`;
    console.error(message);
    if (values.junit) writeFileSync(values.junit, errorJunit('supplier', message));
    if (values.summary) writeFileSync(values.summary, `### ❌ ${message}\n`);
    process.exitCode = 2;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
