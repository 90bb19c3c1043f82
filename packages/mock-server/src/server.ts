// Starts the mock supplier on a port and says how to use it. Everything else is in app.ts.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { driftNames } from './plugins/infrastructure/drift-table.ts';
import { failingLicenceCode } from './store/data/fixtures.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    seed: { type: 'string' },
    'clock-start': { type: 'string' },
    'token-lifetime-minutes': { type: 'string' },
    web: { type: 'string' },
    'no-web': { type: 'boolean' },
    'no-demo-api': { type: 'boolean' },
    'no-simulator': { type: 'boolean' },
    'mapping-port': { type: 'string' },
    'company-port': { type: 'string' },
    'supplier-port': { type: 'string' },
    'cors-origin': { type: 'string' },
    sandboxes: { type: 'boolean' },
    'sandbox-idle-minutes': { type: 'string' },
    'max-sandboxes': { type: 'string' },
    'trust-proxy': { type: 'string' },
    drift: { type: 'string', multiple: true },
  },
});

const off = (flag: boolean | undefined, env: string | undefined) => flag === true || env === 'off';
const demoApi = !off(args['no-demo-api'], process.env.DEMO_API);
const simulate = !off(args['no-simulator'], process.env.SIMULATOR);
// Hosted mode (docs/demo-sandboxes.md): a sandbox per visitor, under /s/{id}/.
const hosted = args.sandboxes === true || process.env.SANDBOXES === 'on';
if (hosted && !demoApi) {
  throw new Error('Sandboxes are started through the demo API: drop --no-demo-api or SANDBOXES');
}

function numberOption(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got '${value}'`);
  return parsed;
}

const clockStartText = args['clock-start'] ?? process.env.CLOCK_START;
const clockStart = clockStartText ? Date.parse(clockStartText) : undefined;
if (clockStart !== undefined && Number.isNaN(clockStart)) {
  throw new Error(`CLOCK_START must be an ISO date-time, got '${clockStartText}'`);
}
// A drifted supplier for contract checks (docs/contract-drift.md): --drift NAME, repeatable.
const drifts = driftNames(args.drift ?? (process.env.DRIFT ? [process.env.DRIFT] : []));
const port = numberOption('PORT', args.port ?? process.env.PORT, 4010);
const secretText = process.env.SANDBOX_SECRET;
if (secretText !== undefined && secretText.length < 32) {
  throw new Error(
    'SANDBOX_SECRET must be at least 32 characters (every process behind one balancer shares it)',
  );
}
const sandboxes = hosted
  ? {
      expireAfterIdleMs:
        numberOption(
          'SANDBOX_IDLE_MINUTES',
          args['sandbox-idle-minutes'] ?? process.env.SANDBOX_IDLE_MINUTES,
          120,
        ) * 60_000,
      max: numberOption('MAX_SANDBOXES', args['max-sandboxes'] ?? process.env.MAX_SANDBOXES, 500),
      ...(secretText === undefined ? {} : { secret: Buffer.from(secretText, 'utf8') }),
    }
  : undefined;
// Behind the hosted demo's nginx: the client's address and scheme come from its headers.
const trustProxyText = args['trust-proxy'] ?? process.env.TRUST_PROXY;
const trustProxy = trustProxyText === 'true' ? true : trustProxyText;
const host = args.host ?? process.env.HOST ?? '127.0.0.1';
// The supplier's other hosts on ports of their own (docs/deployment.md): all three, or none.
const splitPorts = {
  mapping: args['mapping-port'] ?? process.env.MAPPING_PORT,
  company: args['company-port'] ?? process.env.COMPANY_PORT,
  supplier: args['supplier-port'] ?? process.env.SUPPLIER_PORT,
};
const split = Object.values(splitPorts).some((value) => value !== undefined && value !== '');
const corsOrigins = (args['cors-origin'] ?? process.env.CORS_ORIGIN)
  ?.split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');
const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const webRoot = args.web ?? process.env.WEB_ROOT ?? defaultWebRoot;
// npm run dev: Vite serves the portal from its sources; the mock serves the API only.
const servesWeb = !off(args['no-web'], process.env.WEB) && existsSync(webRoot);
// The supplier console, beside the portal, whenever the demo API is on and it is built.
const supplierConsoleRoot = fileURLToPath(new URL('../../supplier-console/dist', import.meta.url));
const servesSupplierConsole = demoApi && existsSync(`${supplierConsoleRoot}/index.html`);

const app = await buildApp({
  seed: numberOption('SEED', args.seed ?? process.env.SEED, 1),
  clockStart,
  tokenLifetimeMs:
    numberOption(
      'TOKEN_LIFETIME_MINUTES',
      args['token-lifetime-minutes'] ?? process.env.TOKEN_LIFETIME_MINUTES,
      8 * 60,
    ) * 60_000,
  webRoot: servesWeb ? webRoot : undefined,
  demoApi,
  supplierConsoleRoot,
  // The supplier answers within a minute or two, as a busy trade counter would.
  simulator: simulate
    ? { quoteAfterMs: 60_000, dispatchAfterMs: 120_000, replyAfterMs: 30_000, intervalMs: 1_000 }
    : undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  corsOrigins,
  sandboxes,
  drifts,
  ...(trustProxy ? { trustProxy } : {}),
  // The hosted demo's processes name themselves (docs/demo-sandboxes.md).
  ...(process.env.MOCK_PROCESS_NAME ? { processName: process.env.MOCK_PROCESS_NAME } : {}),
});
if (hosted && !demoApi)
  throw new Error('Sandboxes need the demo API: drop --no-demo-api or SANDBOXES');
const portOf = (role: keyof typeof splitPorts) => {
  const value = splitPorts[role];
  if (value === undefined || value === '') {
    throw new Error(`Give all three of MAPPING_PORT, COMPANY_PORT and SUPPLIER_PORT, or none`);
  }
  return numberOption(`${role.toUpperCase()}_PORT`, value, 0);
};
const hosts = split
  ? await app.listenOnHosts({
      host,
      ports: {
        api: port,
        mapping: portOf('mapping'),
        company: portOf('company'),
        supplier: portOf('supplier'),
      },
    })
  : null;
if (!hosts) await app.listen({ port, host });

const origin = `http://${host}:${port}`;
const users = app.world.db.users.all();
const lines = users.map((user) => {
  const garage = app.world.db.garages.findFirst((q) => q.where({ GarageId: user.GarageId }));
  const company = app.world.db.companies.findFirst((q) =>
    q.where({ CompanyID: garage?.CompanyId ?? 0 }),
  );
  return `  ${user.LicenceCode}  ${user.GarageUserName.padEnd(12)} ${garage?.GarageName ?? ''} (${company?.CompanyName ?? ''})`;
});
console.log(
  [
    '',
    servesWeb ? `Garage Parts Portal demo: ${origin}/` : `Mock supplier (API only): ${origin}/`,
    servesWeb || args['no-web'] ? '' : `  (no portal build at ${webRoot})`,
    ...(servesSupplierConsole ? [`Supplier console:         ${origin}/console/`] : []),
    `API reference:            ${origin}/docs`,
    ...(hosts
      ? [
          `Mapping host:             ${hosts.mapping}`,
          `Company host:             ${hosts.company}`,
          `Supplier host:            ${hosts.supplier}`,
          `Cross-origin calls from:  ${corsOrigins?.join(', ') ?? 'any origin'}`,
        ]
      : []),
    demoApi ? `Demo API:                 ${origin}/__demo (see /docs)` : '',
    hosted ? `Start a demo (sandboxes): ${origin}/start` : '',
    `Supplier simulator:       ${simulate ? 'on (quotes after 1 min, dispatches 2 min after an order)' : 'off'}`,
    ...(drifts.length > 0 ? [`Drifts from the contract: ${drifts.join(', ')}`] : []),
    '',
    'Licence codes to activate with:',
    ...lines,
    `  ${failingLicenceCode}  (makes activation fail with 500)`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
