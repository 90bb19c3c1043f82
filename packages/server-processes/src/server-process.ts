// A server in a child process, in the foreground until closed, started once it answers: nginx
// and the mock processes of deploy's hosts, and a redis-server of its own (redis-server.ts).
import { spawn } from 'node:child_process';

export type ServerProcess = {
  close: () => Promise<void>;
  /** Stops it at once, as a crash would (SIGKILL): nothing under way is answered. */
  kill: () => Promise<void>;
};

/** Whether a starting server serves yet: false to ask again, a throw when it never will. */
type ReadyCheck = () => Promise<boolean>;

/** An HTTP server serves once `url` answers 200; another status is a failure. */
function answers200(url: string, name: string): ReadyCheck {
  return async () => {
    const status = await fetch(url).then(
      (response) => response.status,
      () => null,
    );
    if (status !== null && status !== 200)
      throw new Error(`${name} answered ${url} with ${status}`);
    return status === 200;
  };
}

/**
 * Polls `isReady` until it says so; fails at once when `exited` says the server stopped. `what`
 * names where it was asked, in the message when it never answers.
 */
async function waitUntilReady(
  isReady: ReadyCheck,
  exited: () => string | null,
  { name, what, timeoutMs = 5_000 }: { name: string; what: string; timeoutMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure !== null) throw new Error(`${name} stopped: ${failure}`);
    if (await isReady()) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${name} did not answer${what} within ${timeoutMs / 1000} s`);
}

export type ServerProcessOptions = {
  /** In error messages, and before each line it writes to stderr when `labelStderr`. */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** The signal that stops it once the requests under way are answered. */
  stopSignal: NodeJS.Signals;
  stdout: 'inherit' | 'ignore';
  labelStderr?: boolean;
} & (
  | {
      /** Started once this answers 200. */
      readyUrl: string;
    }
  | {
      /** A server that speaks no HTTP: started once this answers true. */
      isReady: ReadyCheck;
    }
);

/** Starts a server and waits until it answers; its errors go to this process's stderr. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { name } = options;
  const child = spawn(options.command, options.args, {
    env: options.env ?? process.env,
    stdio: ['ignore', options.stdout, 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(options.labelStderr ? `[${name}] ${chunk.toString()}` : chunk);
  });
  let exit: string | null = null;
  // Made now: Ctrl-C reaches the whole process group, so it may have exited before close.
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = `exit ${code ?? signal}: ${stderr.trim()}`;
      done();
    }),
  );
  const stop = async (signal: NodeJS.Signals) => {
    if (exit === null) child.kill(signal);
    await exited;
  };
  const close = () => stop(options.stopSignal);
  try {
    const [isReady, what] =
      'readyUrl' in options
        ? [answers200(options.readyUrl, name), ` at ${options.readyUrl}`]
        : [options.isReady, ''];
    await waitUntilReady(isReady, () => exit, { name, what, timeoutMs: options.timeoutMs });
  } catch (error) {
    await close();
    throw error;
  }
  return { close, kill: () => stop('SIGKILL') };
}
