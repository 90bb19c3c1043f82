// The mock's config from its command line and environment, read once at start by server.ts.
// Each setting (settings.ts) is checked alone, then the rules that join settings, here only.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { fields } from './settings.ts';

const shape = Object.fromEntries(
  Object.entries(fields).map(([key, field]) => [key, field.schema]),
) as { [Key in keyof typeof fields]: (typeof fields)[Key]['schema'] };

const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const configSchema = z
  .object(shape)
  .superRefine((config, context) => {
    if (config.sandboxes && !config.demoApi) {
      context.addIssue({
        code: 'custom',
        message:
          'Sandboxes are started through the demo API: drop --no-demo-api (DEMO_API=off) or --sandboxes (SANDBOXES=on)',
      });
    }
    if (config.store.kind !== 'memory' && !config.sandboxes) {
      context.addIssue({
        code: 'custom',
        message: 'A store keeps sandboxes: add --sandboxes (SANDBOXES=on), or drop --store (STORE)',
      });
    }
    const hostPorts = [config.mappingPort, config.companyPort, config.supplierPort];
    const given = hostPorts.filter((value) => value !== undefined).length;
    if (given > 0 && given < hostPorts.length) {
      context.addIssue({
        code: 'custom',
        message:
          'Give all three of MAPPING_PORT, COMPANY_PORT and SUPPLIER_PORT (--mapping-port, --company-port, --supplier-port), or none',
      });
    }
  })
  .transform(({ mappingPort, companyPort, supplierPort, webRoot, drifts, ...config }) => ({
    ...config,
    webRoot: webRoot ?? defaultWebRoot,
    drifts: drifts ?? [],
    /** The other supplier hosts' ports, when they have their own (docs/deployment.md). */
    hostPorts:
      mappingPort !== undefined && companyPort !== undefined && supplierPort !== undefined
        ? { mapping: mappingPort, company: companyPort, supplier: supplierPort }
        : undefined,
  }));

export type MockConfig = z.output<typeof configSchema>;

/** A flag or variable with a bad value: the message names it and says what is wrong. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readFlags(argv: string[]) {
  const options = Object.fromEntries(
    Object.values(fields).flatMap(({ flag, switchTo, repeatable }) => {
      if (flag === undefined) return [];
      const type = switchTo === undefined ? 'string' : 'boolean';
      return [[flag, { type, multiple: repeatable === true }] as const];
    }),
  );
  try {
    return parseArgs({ args: argv, options, strict: true }).values;
  } catch (error) {
    // Its messages name the flag: "Unknown option '--prot'", "Option '--port <value>' argument missing".
    throw new ConfigError((error as Error).message);
  }
}

/**
 * The mock's config from its arguments (after the script's path) and environment. A flag wins
 * over its variable, and an empty value counts as none given. Throws a ConfigError naming
 * every bad value by the flag or variable it was given as.
 */
export function parseConfig(argv: string[], env: NodeJS.ProcessEnv): MockConfig {
  const flags = readFlags(argv);
  const given: Record<string, string> = {};
  const givenAs: Record<string, string> = {};
  for (const [key, { env: name, flag, switchTo }] of Object.entries(fields)) {
    const value = flag === undefined ? undefined : flags[flag];
    // A switch (`--no-web`) gives its value; a repeated flag (`--drift`) its values joined.
    const fromFlag = value === true ? switchTo : Array.isArray(value) ? value.join(',') : value;
    const fromEnv = env[name];
    if (typeof fromFlag === 'string' && fromFlag !== '') {
      given[key] = fromFlag;
      givenAs[key] = `--${flag ?? ''}`;
    } else if (fromEnv !== undefined && fromEnv !== '') {
      given[key] = fromEnv;
      givenAs[key] = name;
    }
  }
  const parsed = configSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path[0];
    return typeof key === 'string' ? `${givenAs[key] ?? key} ${issue.message}` : issue.message;
  });
  throw new ConfigError(problems.join('\n'));
}
