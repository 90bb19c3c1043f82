// The portal's runtime configuration: `config.json`, served beside index.html and read at
// start-up, so one build can be promoted from a test environment to production. The rules
// are in docs/deployment.md. Pure (no fetch, no import.meta.env): the static host's renderer
// and the demo server read the same file with this code to write the matching CSP.
// Checked by hand rather than with zod: this runs before the first screen, whose JavaScript
// has a size budget.

export const runtimeConfigFile = 'config.json';

export type RuntimeConfig = {
  /** The main API host: '' means the portal's own origin (the demo serves both). */
  apiHost: string;
  /** The company lookup's host; the API host when not set. */
  mappingHost: string;
  /** Cant-supply reasons, and news for companies with no API host; the API host when not set. */
  supplierHost: string;
  /** Company API hosts the garages' company lookups may name: the CSP allows exactly these. */
  companyHosts: string[];
  /** The supplier's phone number, shown on the error page and in Settings' support card. */
  supportPhone: string;
  /** The app team's phone number, in Settings' support card. */
  appTeamPhone: string;
  supportEmail: string;
  supportWebsite: string;
  /** `none` shows only the contact message on Returns. */
  returnsView: 'full' | 'none';
  /** Google Maps key; without one the tracking map is the offline coastline map. */
  googleMapsApiKey: string | null;
};

// The demo's values: a build with no configuration shows plausible contact details.
const demoSettings = {
  supportPhone: '0113 496 0000',
  appTeamPhone: '0113 496 0999',
  supportEmail: 'support@parts-portal.example',
  supportWebsite: 'https://parts-portal.example/help',
  returnsView: 'full',
  googleMapsApiKey: null,
} as const;

type Key = keyof RuntimeConfig;
const keys: readonly Key[] = [
  'apiHost',
  'mappingHost',
  'supplierHost',
  'companyHosts',
  'supportPhone',
  'appTeamPhone',
  'supportEmail',
  'supportWebsite',
  'returnsView',
  'googleMapsApiKey',
];

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

// JSON.stringify answers undefined for undefined (and functions), whatever its type says.
const show = (value: unknown) => (JSON.stringify(value) as string | undefined) ?? String(value);

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** An http(s) URL with no query or fragment, without its trailing slash. */
function hostUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isHttpUrl(value)) return undefined;
  const url = new URL(value);
  if (url.search || url.hash) return undefined;
  return value.replace(/\/+$/, '');
}

/**
 * Checks a parsed config.json and fills in the defaults. Every problem is named by key, so
 * the error page can list them all at once.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfigResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, problems: [`must be a JSON object, got ${show(raw)}`] };
  }
  const input = raw as Record<string, unknown>;
  const problems = Object.keys(input)
    .filter((key) => !keys.includes(key as Key))
    .map((key) => `unknown key "${key}" (known keys: ${keys.join(', ')})`);
  const bad = (key: Key, rule: string) =>
    problems.push(`"${key}" must be ${rule}, got ${show(input[key])}`);

  const host = (key: 'apiHost' | 'mappingHost' | 'supplierHost') => {
    const value = input[key];
    if (value === undefined || value === '') return value;
    const url = hostUrl(value);
    if (url === undefined) bad(key, 'an http(s) URL with no query, or "" for this origin');
    return url;
  };
  const text = (key: 'supportPhone' | 'appTeamPhone' | 'supportEmail') => {
    const value = input[key];
    if (value === undefined) return demoSettings[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    bad(key, 'a non-empty string');
    return demoSettings[key];
  };

  const apiHost = host('apiHost') ?? '';
  const config: RuntimeConfig = {
    apiHost,
    mappingHost: host('mappingHost') ?? apiHost,
    supplierHost: host('supplierHost') ?? apiHost,
    companyHosts: [],
    supportPhone: text('supportPhone'),
    appTeamPhone: text('appTeamPhone'),
    supportEmail: text('supportEmail'),
    supportWebsite: demoSettings.supportWebsite,
    returnsView: demoSettings.returnsView,
    googleMapsApiKey: demoSettings.googleMapsApiKey,
  };

  const { companyHosts, supportWebsite, returnsView, googleMapsApiKey } = input;
  if (companyHosts !== undefined) {
    const urls = Array.isArray(companyHosts) ? companyHosts.map(hostUrl) : [undefined];
    if (urls.every((url) => url !== undefined)) config.companyHosts = urls;
    else bad('companyHosts', 'a list of http(s) URLs with no query');
  }
  if (supportWebsite !== undefined) {
    if (typeof supportWebsite === 'string' && isHttpUrl(supportWebsite)) {
      config.supportWebsite = supportWebsite;
    } else bad('supportWebsite', 'an http(s) URL');
  }
  if (returnsView !== undefined) {
    if (returnsView === 'full' || returnsView === 'none') config.returnsView = returnsView;
    else bad('returnsView', '"full" or "none"');
  }
  if (googleMapsApiKey !== undefined) {
    if (googleMapsApiKey === null) config.googleMapsApiKey = null;
    else if (typeof googleMapsApiKey === 'string' && googleMapsApiKey.trim() !== '') {
      config.googleMapsApiKey = googleMapsApiKey.trim();
    } else bad('googleMapsApiKey', 'a non-empty string, or null for the offline map');
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/** Reads config.json's text: JSON first, then the rules above. */
export function parseRuntimeConfigText(text: string): RuntimeConfigResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`is not valid JSON: ${(error as Error).message}`] };
  }
  return parseRuntimeConfig(raw);
}

// The build's environment names for each key: `VITE_API_HOST=...` at build time writes
// `"apiHost": "..."` into the build's config.json, the default a deployment starts from.
const buildVariables: Record<Key, string> = {
  apiHost: 'VITE_API_HOST',
  mappingHost: 'VITE_MAPPING_HOST',
  supplierHost: 'VITE_SUPPLIER_HOST',
  companyHosts: 'VITE_COMPANY_HOSTS',
  supportPhone: 'VITE_SUPPORT_PHONE',
  appTeamPhone: 'VITE_APP_TEAM_PHONE',
  supportEmail: 'VITE_SUPPORT_EMAIL',
  supportWebsite: 'VITE_SUPPORT_WEBSITE',
  returnsView: 'VITE_RETURNS_VIEW',
  googleMapsApiKey: 'VITE_GOOGLE_MAPS_API_KEY',
};

/**
 * The config.json a build ships, from its VITE_* variables: only the ones set (an empty
 * variable is unset). VITE_COMPANY_HOSTS is a comma-separated list.
 */
export function runtimeConfigFromBuildEnv(env: Record<string, string | undefined>) {
  const config: Record<string, unknown> = {};
  for (const key of keys) {
    const value = env[buildVariables[key]]?.trim();
    if (!value) continue;
    if (key === 'companyHosts') config[key] = value.split(',').map((host) => host.trim());
    else if (key === 'returnsView') config[key] = value.toLowerCase();
    else config[key] = value;
  }
  const checked = parseRuntimeConfig(config);
  if (!checked.ok) {
    throw new Error(
      `Invalid VITE_* settings for ${runtimeConfigFile}: ${checked.problems.join('; ')}`,
    );
  }
  return config;
}
