// Runs the production static host (Debian's nginx with deploy/nginx/*.conf) on a loopback
// port: for npm run serve:prod, the browser tests and the first-load benchmark.
import { freePort } from '@garage/server-processes/free-port';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkNginx, defaultNginxPath, startNginx } from './nginx-process.ts';
import { renderNginx } from './render.ts';
import type { SupplierProxy } from './supplier-proxy.ts';

export type StaticServerOptions = {
  distDir: string;
  /** The deployment's config.json: a file, or its content to write to a temporary one. */
  config: string | Record<string, unknown>;
  /** Default: a free port. */
  port?: number;
  host?: string;
  /** Default: NGINX_PATH or /usr/sbin/nginx (Debian's). */
  nginxPath?: string;
  /** The same-origin option: the supplier's hosts nginx passes its paths on to. */
  proxy?: SupplierProxy;
};

export type StaticServer = { url: string; close: () => Promise<void> };

/** The name of a numeric user or group id, from its `getent` line ('name:x:id:...'). */
function nameOf(database: 'passwd' | 'group', id: number): string {
  const line = execFileSync('getent', [database, String(id)], { encoding: 'utf8' });
  return line.slice(0, line.indexOf(':'));
}

/**
 * Started as root, nginx runs its workers as `nobody`, which cannot read a build inside a
 * private (0700) folder, such as a clone in a `mktemp -d` folder. They run as the build's owner
 * instead: the user who can read it anyway, and never more than the root who started nginx.
 * (Serving a copy from a readable folder would cost a copy per start and serve a stale build
 * after a rebuild.) As any other user, nginx keeps its workers as that user: nothing to set.
 */
function workerUserDirective(distDir: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const { uid, gid } = statSync(distDir);
  return ['-g', `user ${nameOf('passwd', uid)} ${nameOf('group', gid)};`];
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const nginxPath = options.nginxPath ?? defaultNginxPath;
  checkNginx(nginxPath);
  if (!existsSync(join(options.distDir, 'index.html'))) {
    throw new Error(`No portal build at ${options.distDir}: pnpm --filter @garage/web build`);
  }
  const runDir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  // Its workers run as the build's owner (workerUserDirective), who must read config.json.
  chmodSync(runDir, 0o755);
  const configFile =
    typeof options.config === 'string' ? options.config : join(runDir, 'config.json');
  if (typeof options.config !== 'string') {
    writeFileSync(configFile, `${JSON.stringify(options.config, null, 2)}\n`);
  }
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const nginxConf = renderNginx({
    configFile,
    distDir: options.distDir,
    outDir: runDir,
    listen: `${host}:${port}`,
    proxy: options.proxy,
  });

  const url = `http://${host}:${port}`;
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  try {
    const nginx = await startNginx(
      nginxPath,
      ['-c', nginxConf, ...workerUserDirective(options.distDir)],
      `${url}/config.json`,
    );
    return { url, close: () => nginx.close().then(removeRunDir) };
  } catch (error) {
    removeRunDir();
    throw error;
  }
}
