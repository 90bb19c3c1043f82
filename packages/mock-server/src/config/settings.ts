// Every flag and environment variable of the mock, with its default and what it is for: the one
// list config.ts reads them by and the README's table is written from (readme-table.ts).
import { z } from 'zod';
import {
  dateTime,
  drifts,
  integer,
  logLevel,
  minutes,
  onOff,
  origins,
  port,
  secret,
  storeLocation,
  trustedProxies,
} from './readers.ts';

/** How a setting is given and what it is for. */
export type Setting = {
  env: string;
  /** Its flag, without the dashes. */
  flag?: string;
  /** The flag takes no value and sets the setting to this (`--no-web` is WEB=off). */
  switchTo?: 'on' | 'off';
  /** The flag may be given more than once: its values join as if separated by commas. */
  repeatable?: true;
  /** The value when none is given, as one would type it: it is parsed like a given one. */
  default?: string;
  /** What giving none means, for a setting without a default value. */
  whenAbsent?: string;
  /** One line for the README. */
  about: string;
};

/** Every setting is given as text: a flag's value, or a variable's. */
type Text = z.ZodType<unknown, string>;

const withDefault = <S extends Text>(schema: S, setting: Setting & { default: string }) => ({
  ...setting,
  schema: schema.prefault(setting.default as z.input<S>),
});

const optional = <S extends Text>(schema: S, setting: Setting & { whenAbsent: string }) => ({
  ...setting,
  schema: schema.optional(),
});

/** Keyed by the config's field names, in the README's order. */
export const fields = {
  port: withDefault(port, {
    env: 'PORT',
    flag: 'port',
    default: '4010',
    about: 'the port it listens on (0: any free one)',
  }),
  host: withDefault(z.string(), {
    env: 'HOST',
    flag: 'host',
    default: '127.0.0.1',
    about: 'the address it listens on',
  }),
  // The demo API's range for a sandbox's seed (openapi/mock-demo-api.yaml).
  seed: withDefault(integer(1, 2147483647), {
    env: 'SEED',
    flag: 'seed',
    default: '1',
    about: "the demo data's seed: the same seed gives the same data",
  }),
  clockStart: optional(dateTime, {
    env: 'CLOCK_START',
    flag: 'clock-start',
    whenAbsent: 'now',
    about: "the mock's clock at start, an ISO date-time",
  }),
  tokenLifetimeMinutes: withDefault(minutes, {
    env: 'TOKEN_LIFETIME_MINUTES',
    flag: 'token-lifetime-minutes',
    default: '480',
    about: "device tokens' lifetime in minutes (then 401)",
  }),
  webRoot: optional(z.string(), {
    env: 'WEB_ROOT',
    flag: 'web',
    whenAbsent: '`packages/web/dist`',
    about: 'the portal build it serves, when there is one',
  }),
  web: withDefault(onOff, {
    env: 'WEB',
    flag: 'no-web',
    switchTo: 'off',
    default: 'on',
    about: 'off: no portal, the API only (`npm run dev`, where Vite serves the portal)',
  }),
  demoApi: withDefault(onOff, {
    env: 'DEMO_API',
    flag: 'no-demo-api',
    switchTo: 'off',
    default: 'on',
    about: 'off: no demo API (`/__demo`), so no supplier console and no sandboxes either',
  }),
  simulator: withDefault(onOff, {
    env: 'SIMULATOR',
    flag: 'no-simulator',
    switchTo: 'off',
    default: 'on',
    about: 'off: the supplier does not quote, dispatch or reply by itself',
  }),
  mappingPort: optional(port, {
    env: 'MAPPING_PORT',
    flag: 'mapping-port',
    whenAbsent: 'on `PORT`',
    about: 'the mapping host on a port of its own; the three host ports go together, or none',
  }),
  companyPort: optional(port, {
    env: 'COMPANY_PORT',
    flag: 'company-port',
    whenAbsent: 'on `PORT`',
    about: "the company's API host on a port of its own (with the other two)",
  }),
  supplierPort: optional(port, {
    env: 'SUPPLIER_PORT',
    flag: 'supplier-port',
    whenAbsent: 'on `PORT`',
    about: 'the supplier host on a port of its own (with the other two)',
  }),
  corsOrigins: optional(origins, {
    env: 'CORS_ORIGIN',
    flag: 'cors-origin',
    whenAbsent: 'any',
    about: 'origins allowed to call across origins, comma-separated',
  }),
  drifts: optional(drifts, {
    env: 'DRIFT',
    flag: 'drift',
    repeatable: true,
    whenAbsent: 'none',
    about: 'named contract drifts, comma-separated ([docs](docs/contract-drift.md))',
  }),
  logLevel: withDefault(logLevel, {
    env: 'LOG_LEVEL',
    default: 'warn',
    about: "Fastify's log level",
  }),
  sandboxes: withDefault(onOff, {
    env: 'SANDBOXES',
    flag: 'sandboxes',
    switchTo: 'on',
    default: 'off',
    about: 'on: hosted mode, a sandbox per visitor ([docs](docs/demo-sandboxes.md))',
  }),
  sandboxIdleMinutes: withDefault(minutes, {
    env: 'SANDBOX_IDLE_MINUTES',
    flag: 'sandbox-idle-minutes',
    default: '120',
    about: 'hosted mode: a sandbox unused this long ends',
  }),
  maxSandboxes: withDefault(integer(1), {
    env: 'MAX_SANDBOXES',
    flag: 'max-sandboxes',
    default: '500',
    about: 'hosted mode: live sandboxes one process holds at most',
  }),
  // Unprefixed like the other settings, its variable named as its flag.
  store: withDefault(storeLocation, {
    env: 'STORE',
    flag: 'store',
    default: 'memory',
    about: 'hosted mode: sandboxes kept in `memory`, `sqlite:<folder>` or `redis://...`',
  }),
  storeLeaseSeconds: withDefault(integer(1, 60), {
    env: 'STORE_LEASE_SECONDS',
    flag: 'store-lease-seconds',
    default: '5',
    about: "hosted mode: seconds until another process takes over a dead one's sandbox",
  }),
  metrics: withDefault(onOff, {
    env: 'METRICS',
    flag: 'metrics',
    switchTo: 'on',
    default: 'off',
    about: 'on: Prometheus metrics at `/metrics` (counts and times, nothing of any sandbox)',
  }),
  drainSeconds: withDefault(integer(0, 300), {
    env: 'DRAIN_SECONDS',
    flag: 'drain-seconds',
    default: '0',
    about: 'on SIGTERM: seconds `/readyz` answers 503 before the process stops taking requests',
  }),
  // No flag: a secret on the command line would show in `ps`.
  sandboxSecret: optional(secret, {
    env: 'SANDBOX_SECRET',
    whenAbsent: 'random per process',
    about: 'hosted mode: signs sandbox ids; 32 characters or more, the same in every process',
  }),
  trustProxy: optional(trustedProxies, {
    env: 'TRUST_PROXY',
    flag: 'trust-proxy',
    whenAbsent: 'off',
    about: "behind a proxy (e.g. `loopback`): the client's address, scheme and host from it",
  }),
  // The hosted demo's processes (deploy/hosted-demo.ts); no flag, as it sets them by variable.
  processName: optional(z.string(), {
    env: 'MOCK_PROCESS_NAME',
    whenAbsent: 'none',
    about: 'names the process in an `x-mock-process` header on every answer',
  }),
};
