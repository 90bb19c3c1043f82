// Starts the drift watch in front of the supplier's four hosts and says where to point the
// portal. Everything else is in app.ts; docs/contract-drift.md, "The proxy", tells the story.
import { parseArgs } from 'node:util';
import { buildDriftWatch, hostRoles, type HostRole } from './app.ts';
import { exitCode, summaryText, textReportPath } from './report.ts';

const { values: args } = parseArgs({
  options: {
    api: { type: 'string' },
    mapping: { type: 'string' },
    company: { type: 'string' },
    supplier: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4110' },
    'mapping-port': { type: 'string', default: '4111' },
    'company-port': { type: 'string', default: '4112' },
    'supplier-port': { type: 'string', default: '4113' },
    report: { type: 'string', default: 'drift-report.json' },
    // An upstream under a path prefix, e.g. /s/:sandbox for the demo's sandboxes.
    'path-prefix': { type: 'string' },
    // The portal's Host header upstream: for the demo mock, which builds its URLs from it.
    'preserve-host': { type: 'boolean', default: false },
    // CI: exit 1 on stopping when any difference was recorded (docs/contract-drift.md).
    'fail-on-drift': { type: 'boolean', default: false },
  },
});

const api = args.api;
if (!api) throw new Error('Name the main API upstream: --api <origin>');
// The other hosts default to the main API, as the portal's runtime config has them.
const upstreams: Record<HostRole, string> = {
  api,
  mapping: args.mapping ?? api,
  company: args.company ?? api,
  supplier: args.supplier ?? api,
};

function portOption(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0)
    throw new Error(`${name} must be a port, got '${value}'`);
  return port;
}

const watch = await buildDriftWatch({
  upstreams,
  reportPath: args.report,
  ...(args['path-prefix'] === undefined ? {} : { pathPrefix: args['path-prefix'] }),
  preserveHost: args['preserve-host'],
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
const origins = await watch.listen({
  host: args.host,
  ports: {
    api: portOption('--port', args.port),
    mapping: portOption('--mapping-port', args['mapping-port']),
    company: portOption('--company-port', args['company-port']),
    supplier: portOption('--supplier-port', args['supplier-port']),
  },
});

const configKey: Record<HostRole, string> = {
  api: 'apiHost',
  mapping: 'mappingHost',
  company: 'companyHosts',
  supplier: 'supplierHost',
};
console.log(
  [
    '',
    'Drift watch: point the portal’s config.json at these instead of the supplier’s hosts',
    ...hostRoles.map(
      (role) => `  ${configKey[role].padEnd(13)} ${origins[role]}  ->  ${upstreams[role]}`,
    ),
    `Report: ${args.report} and ${textReportPath(args.report)} (written on exit, and on SIGUSR2)`,
    '',
  ].join('\n'),
);

process.on('SIGUSR2', () => void watch.writeReport());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void watch.close().then((report) => {
      console.log(summaryText(report));
      process.exit(exitCode(report, args['fail-on-drift']));
    });
  });
}
