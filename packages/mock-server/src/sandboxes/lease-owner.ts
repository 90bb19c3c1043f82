// Who holds a sandbox's lease in a store, and whether that holder is gone (docs/demo-sandboxes.md,
// "What a crash costs"). A lease names its owner by this process's identity: its name (the
// hosted demo's MOCK_PROCESS_NAME, if given), its host, the machine's boot id, its pid
// namespace and pid, and a run id unique to this start. A process need not wait out the lease
// of a holder it can tell is gone:
//   - a previous run of itself: the same given name, another run (a restart);
//   - a process on this machine, under this boot and in this pid namespace, whose pid is no
//     longer running (or is this process's own pid, reused after a crash: a container's 1).
// Anything else is waited out: a holder on another machine or in another container, a process
// that is stopped but not dead (it still has its pid), an owner written by an older mock.
import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

export type LeaseOwner = {
  /** Given by whoever runs the process (unique among them), or '' when not. */
  name: string;
  host: string;
  /** This boot of the machine, and the pid namespace: '' where they cannot be read. */
  boot: string;
  pidns: string;
  pid: number;
  run: string;
};

const fields =
  /^(?<name>\S*) pid=(?<pid>\d+) host=(?<host>\S*) boot=(?<boot>\S*) pidns=(?<pidns>\S*) run=(?<run>\S+)$/;

function readOr(read: () => string): string {
  try {
    return read().trim();
  } catch {
    return '';
  }
}

/** This process's identity, with a new run id. */
export function thisProcess(name = ''): LeaseOwner {
  return {
    name,
    host: hostname(),
    boot: readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
    pidns: readOr(() => readlinkSync('/proc/self/ns/pid')).replace(/^pid:\[(\d+)\]$/, '$1'),
    pid: process.pid,
    run: randomUUID(),
  };
}

/** The owner as a store keeps it; `parseOwner` reads it back. */
export function ownerText({ name, pid, host, boot, pidns, run }: LeaseOwner): string {
  return `${name} pid=${pid} host=${host} boot=${boot} pidns=${pidns} run=${run}`;
}

export function parseOwner(text: string): LeaseOwner | null {
  const found = fields.exec(text)?.groups;
  if (!found) return null;
  const { name = '', host = '', boot = '', pidns = '', run = '' } = found;
  return { name, host, boot, pidns, pid: Number(found.pid), run };
}

/** Whether a process with this pid runs (or exists, stopped) here. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Whether `holder` (an owner as stored) is gone, as `self` can tell: see the file's comment. */
export function holderIsGone(holder: string, self: LeaseOwner): boolean {
  const other = parseOwner(holder);
  if (!other || other.run === self.run) return false;
  if (self.name !== '' && other.name === self.name) return true;
  const here = self.boot !== '' && other.boot === self.boot && other.pidns === self.pidns;
  if (!here || self.pidns === '') return false;
  return other.pid === self.pid || !running(other.pid);
}
