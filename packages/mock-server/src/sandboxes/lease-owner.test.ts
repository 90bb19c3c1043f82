// Whether a lease's holder is gone, so that its lease need not be waited out (lease-owner.ts).
// A live holder, stopped or not, is never judged gone.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import {
  holderIsGone,
  ownerText,
  parseOwner,
  thisProcess,
  type LeaseOwner,
} from './lease-owner.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A process that runs until killed. */
async function sleeper(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child;
}

/** This process's identity as another process on this machine would have it. */
const sibling = (self: LeaseOwner, pid: number, name = ''): LeaseOwner => ({
  ...thisProcess(name),
  boot: self.boot,
  pidns: self.pidns,
  pid,
});

describe('a lease holder', () => {
  const self = thisProcess();

  it('reads back as it was written', () => {
    expect(parseOwner(ownerText(self))).toEqual(self);
    expect(parseOwner('mock-1:0b6f0a4e-old-format')).toBeNull();
  });

  it('on this machine is gone once its process has exited, not while it runs or is stopped', async () => {
    const child = await sleeper();
    const holder = ownerText(sibling(self, child.pid ?? 0));
    expect(holderIsGone(holder, self)).toBe(false);

    child.kill('SIGSTOP');
    expect(holderIsGone(holder, self)).toBe(false);

    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(holderIsGone(holder, self)).toBe(true);
  });

  it("with this process's own pid but another run is an earlier run of it (a container's pid 1)", () => {
    expect(holderIsGone(ownerText(sibling(self, process.pid)), self)).toBe(true);
    expect(holderIsGone(ownerText(self), self)).toBe(false);
  });

  it('with the same given name is an earlier run of this process, wherever it ran', async () => {
    const named = thisProcess('mock-1');
    const child = await sleeper();
    const elsewhere = { ...sibling(named, child.pid ?? 0, 'mock-1'), host: 'other', boot: 'b' };
    expect(holderIsGone(ownerText(elsewhere), named)).toBe(true);
    expect(holderIsGone(ownerText({ ...elsewhere, name: 'mock-2' }), named)).toBe(false);
  });

  it('on another machine, in another container, or written by an older mock is never gone', () => {
    const exited = 2 ** 22 + 1; // above Linux's largest pid: no such process
    const elsewhere = sibling(self, exited);
    expect(holderIsGone(ownerText({ ...elsewhere, boot: 'another-boot' }), self)).toBe(false);
    expect(holderIsGone(ownerText({ ...elsewhere, pidns: '1' }), self)).toBe(false);
    expect(holderIsGone(ownerText(elsewhere), self)).toBe(true);
    expect(holderIsGone('mock:1f0c2d7e-5a4b-4c3d-9e8f-0a1b2c3d4e5f', self)).toBe(false);
  });
});
