// Starts the mock supplier on a port and says how to use it: reads its config (config/), builds
// the app (app.ts), listens, and prints its URLs and the licence codes to activate with.
import { Query } from '@msw/data';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, type AppOptions } from './app.ts';
import { appOptionsFrom, supplierConsoleRoot } from './config/app-options.ts';
import { ConfigError, parseConfig, type MockConfig } from './config/config.ts';
import { StoreOpenError } from './sandbox-stores/store-open-error.ts';
import type { HostOrigins } from './plugins/infrastructure/hosts.ts';
import { failingLicenceCode } from './records/data/fixtures.ts';

function readConfig(): MockConfig {
  try {
    return parseConfig(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The message names the flag or variable and what is wrong; a stack would only hide it.
    console.error(error.message);
    process.exit(1);
  }
}

/** Where sandboxes are kept, and what a restart does to them (docs/demo-sandboxes.md). */
function storeLines({ store, sandboxSecret }: MockConfig): string[] {
  if (store.kind === 'memory') return ['Sandboxes kept in:        memory (lost at a restart)'];
  const where =
    store.kind === 'sqlite'
      ? join(store.folder, 'sandboxes.sqlite')
      : // The URL may carry a password: only where it points.
        `Redis at ${new URL(store.url).host}`;
  const secretLost = store.kind === 'redis' && sandboxSecret === undefined;
  return [
    `Sandboxes kept in:        ${where}`,
    ...(secretLost
      ? ["  (set SANDBOX_SECRET: ids signed with this run's random secret end at a restart)"]
      : []),
  ];
}

/** What `npm start` prints; scripts and tests read the URL and the licence codes from it. */
function banner(
  app: FastifyInstance,
  config: MockConfig,
  options: AppOptions,
  hosts: HostOrigins | null,
): string {
  const origin = `http://${config.host}:${config.port}`;
  const servesWeb = options.webRoot !== undefined;
  const servesSupplierConsole =
    config.demoApi && existsSync(join(supplierConsoleRoot, 'index.html'));
  const lines = app.world.db.users.all().map((user) => {
    const garage = app.world.db.garages.findFirst(
      new Query((record) => record.GarageId === user.GarageId),
    );
    const company =
      garage &&
      app.world.db.companies.findFirst(
        new Query((record) => record.CompanyID === garage.CompanyId),
      );
    return `  ${user.LicenceCode}  ${user.GarageUserName.padEnd(12)} ${garage?.GarageName ?? ''} (${company?.CompanyName ?? ''})`;
  });
  return [
    '',
    servesWeb ? `Garage Parts Portal demo: ${origin}/` : `Mock supplier (API only): ${origin}/`,
    servesWeb || !config.web ? '' : `  (no portal build at ${config.webRoot})`,
    ...(servesSupplierConsole ? [`Supplier console:         ${origin}/console/`] : []),
    `API reference:            ${origin}/docs`,
    ...(hosts
      ? [
          `Mapping host:             ${hosts.mapping}`,
          `Company host:             ${hosts.company}`,
          `Supplier host:            ${hosts.supplier}`,
          `Cross-origin calls from:  ${config.corsOrigins?.join(', ') ?? 'any origin'}`,
        ]
      : []),
    config.demoApi ? `Demo API:                 ${origin}/__demo (see /docs)` : '',
    config.sandboxes ? `Start a demo (sandboxes): ${origin}/start` : '',
    ...(config.sandboxes ? storeLines(config) : []),
    `Supplier simulator:       ${config.simulator ? 'on (quotes after 1 min, dispatches 2 min after an order)' : 'off'}`,
    ...(config.drifts.length > 0 ? [`Drifts from the contract: ${config.drifts.join(', ')}`] : []),
    '',
    'Licence codes to activate with:',
    ...lines,
    `  ${failingLicenceCode}  (makes activation fail with 500)`,
    '',
  ].join('\n');
}

/** The app; a store that cannot be opened stops the start with its one line (no stack). */
async function build(config: MockConfig): Promise<{ app: FastifyInstance; options: AppOptions }> {
  try {
    const options = appOptionsFrom(config);
    return { app: await buildApp(options), options };
  } catch (error) {
    if (!(error instanceof StoreOpenError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const { app, options } = await build(config);
const { host, port, hostPorts } = config;
// The supplier's other hosts on ports of their own (docs/deployment.md), or one origin for all.
const hosts = hostPorts
  ? await app.listenOnHosts({ host, ports: { api: port, ...hostPorts } })
  : null;
if (!hosts) await app.listen({ port, host });
console.log(banner(app, config, options, hosts));

// Told to stop: `/readyz` answers 503 for the drain time, then requests under way are answered
// and every sandbox's lease released before the process exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () => void app.drain(config.drainSeconds * 1000).then(() => process.exit(0)),
  );
}
