// Renders the static host's nginx configuration for one deployment: its config.json decides
// the Content-Security-Policy (exactly the configured hosts, and the build's inline scripts by
// their hashes), so the file is checked with the portal's own rules first and a bad key stops
// the render, naming it.
//   node deploy/render.ts --config <config.json> --dist <build> --out <dir> [--listen 8080]
//     [--proxy-api <origin> [--proxy-mapping <origin>] [--proxy-supplier <origin>]]
import { readInlineScriptHashes } from '@garage/hosting/inline-scripts';
import { pageWithRuntimeConfig } from '@garage/hosting/page-config';
import {
  parseRuntimeConfigText,
  runtimeConfigFile,
  type RuntimeConfig,
} from '@garage/hosting/runtime-config';
import {
  assetSecurityHeaders,
  preconnectLink,
  securityHeaders,
} from '@garage/hosting/security-headers';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { proxyLocations, proxyProblems, type SupplierProxy } from './supplier-proxy.ts';

export type RenderOptions = {
  /** The deployment's config.json, served at /config.json in place of the build's. */
  configFile: string;
  /** The portal's production build (packages/web/dist). */
  distDir: string;
  /** Where nginx.conf, portal.conf, security-headers.conf and the page are written. */
  outDir: string;
  /** nginx `listen` value: a port, or address:port. */
  listen: string;
  /** The supplier's hosts to pass its paths on to (the same-origin option); none: a 404. */
  proxy?: SupplierProxy;
};

// Without a proxy: the supplier's paths never live here.
const noApiHere = (headers: string) =>
  ['    location ^~ /api/ {', `        include ${headers};`, '        return 404;', '    }'].join(
    '\n',
  );

const template = (name: string) =>
  readFileSync(new URL(`./nginx/${name}`, import.meta.url), 'utf8');

/** nginx quotes a header value in double quotes; the CSP and others hold none. */
function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/["\\\n]/.test(value)) throw new Error(`Header ${name} cannot hold ${value}`);
      return `add_header ${name} "${value}" always;\n`;
    })
    .join('');
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/@([A-Z_]+)@/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${placeholder}`);
    return value;
  });
}

/**
 * The portal's page for its client routes: the build's index.html with the deployment's config
 * written in (@garage/hosting/page-config), compressed as the build's files are, for
 * brotli_static and gzip_static. The build's own index.html stays as it is at /index.html:
 * the service worker keeps that one, and fetches config.json beside it (docs/offline.md).
 */
function writePage(distDir: string, outDir: string, config: RuntimeConfig) {
  const page = pageWithRuntimeConfig(readFileSync(join(distDir, 'index.html'), 'utf8'), config);
  const file = join(outDir, 'page', 'index.html');
  mkdirSync(join(outDir, 'page'), { recursive: true });
  writeFileSync(file, page);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
}

/** What stops the render: `subject`, then each problem on a line of its own. */
const problemsError = (subject: string, problems: readonly string[]) =>
  new Error(`${subject}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);

/** Checks the config and writes nginx.conf, portal.conf and its includes; answers nginx.conf. */
export function renderNginx(options: RenderOptions): string {
  const configFile = resolve(options.configFile);
  const result = parseRuntimeConfigText(readFileSync(configFile, 'utf8'));
  if (!result.ok) {
    throw problemsError(`${configFile} (the deployment's ${runtimeConfigFile})`, result.problems);
  }
  const problems = options.proxy ? proxyProblems(options.proxy, result.config) : [];
  if (problems.length > 0) {
    throw problemsError(`${configFile} with the supplier proxied`, problems);
  }
  const outDir = resolve(options.outDir);
  mkdirSync(outDir, { recursive: true });
  const values = {
    LISTEN: options.listen,
    ROOT: resolve(options.distDir),
    CONFIG_FILE: configFile,
    HEADERS: `${outDir}/security-headers.conf`,
    ASSET_HEADERS: `${outDir}/asset-headers.conf`,
    PAGE_HEADERS: `${outDir}/page-headers.conf`,
    RUN_DIR: outDir,
    PAGE_ROOT: join(outDir, 'page'),
    API_LOCATIONS: options.proxy
      ? proxyLocations(options.proxy)
      : noApiHere(`${outDir}/security-headers.conf`),
  };
  const { config } = result;
  const link = preconnectLink(config);
  const scriptHashes = readInlineScriptHashes(options.distDir);
  writeFileSync(
    `${outDir}/security-headers.conf`,
    headerLines(securityHeaders(config, scriptHashes)),
  );
  writeFileSync(`${outDir}/asset-headers.conf`, headerLines(assetSecurityHeaders()));
  writeFileSync(`${outDir}/page-headers.conf`, link ? headerLines({ Link: link }) : '');
  writePage(options.distDir, outDir, config);
  writeFileSync(`${outDir}/portal.conf`, fill(template('portal.conf'), values));
  writeFileSync(`${outDir}/nginx.conf`, fill(template('nginx.conf'), values));
  return `${outDir}/nginx.conf`;
}

if (import.meta.main) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      dist: { type: 'string' },
      out: { type: 'string' },
      listen: { type: 'string', default: '8080' },
      'proxy-api': { type: 'string' },
      'proxy-mapping': { type: 'string' },
      'proxy-supplier': { type: 'string' },
    },
  });
  const api = values['proxy-api'];
  const proxy = api
    ? {
        api,
        mapping: values['proxy-mapping'] ?? api,
        supplier: values['proxy-supplier'] ?? api,
      }
    : undefined;
  if (!values.config || !values.dist || !values.out) {
    console.error(
      'Usage: node deploy/render.ts --config <config.json> --dist <build> --out <dir> [--listen 8080] [--proxy-api <origin> [--proxy-mapping <origin>] [--proxy-supplier <origin>]]',
    );
    process.exit(2);
  }
  try {
    const nginxConf = renderNginx({
      configFile: values.config,
      distDir: values.dist,
      outDir: values.out,
      listen: values.listen,
      proxy,
    });
    console.log(`Wrote ${nginxConf} (run: nginx -c ${nginxConf})`);
  } catch (error) {
    console.error(`render: ${(error as Error).message}`);
    process.exit(1);
  }
}
