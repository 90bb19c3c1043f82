// Debian's nginx in a child process, in the foreground until closed, with a rendered
// configuration: the static host's (static-server.ts) and the hosted demo's (hosted-demo.ts).
import { startServerProcess, type ServerProcess } from '@garage/server-processes/server-process';
import { existsSync } from 'node:fs';

export const defaultNginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Fails, saying how to install it, when there is no nginx at `nginxPath`. */
export function checkNginx(nginxPath: string): void {
  if (!existsSync(nginxPath)) {
    throw new Error(
      `No nginx at ${nginxPath}: apt-get install -y nginx-light libnginx-mod-http-brotli-static`,
    );
  }
}

/** nginx with `args` (its config and -g directives), started once `readyUrl` answers 200. */
export function startNginx(
  nginxPath: string,
  args: string[],
  readyUrl: string,
): Promise<ServerProcess> {
  return startServerProcess({
    name: 'nginx',
    command: nginxPath,
    // -e: nginx opens its default error log before reading the config; as a user it may not.
    args: ['-e', 'stderr', ...args],
    readyUrl,
    // A graceful stop: requests under way are answered first.
    stopSignal: 'SIGQUIT',
    stdout: 'inherit',
  });
}
