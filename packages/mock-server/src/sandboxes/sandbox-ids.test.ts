import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueSandboxId, readSandboxId } from './sandbox-ids.ts';

const secret = randomBytes(32);
const now = Date.parse('2026-11-24T09:00:00Z');
const spec = {
  seed: 7,
  clockStart: Date.parse('2026-12-01T09:00:00Z'),
  label: 'Smith Motors – Leeds',
};

describe('sandbox ids', () => {
  it('carry what the sandbox is built from, for any process with the secret', () => {
    const issued = issueSandboxId(secret, spec, now);
    expect(issued.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readSandboxId(secret, issued.id)).toEqual({ ...spec, issuedAt: now });
    expect(issued.spec).toEqual({ ...spec, issuedAt: now });
    expect(
      readSandboxId(
        secret,
        issueSandboxId(secret, { seed: 1, clockStart: null, label: null }, now).id,
      ),
    ).toEqual({
      seed: 1,
      clockStart: null,
      label: null,
      issuedAt: now,
    });
  });

  it('hold 128 random bits: no two alike from the same options', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => issueSandboxId(secret, spec, now).id));
    expect(ids.size).toBe(1000);
  });

  it('are refused when changed, cut short, or signed with another secret', () => {
    const { id } = issueSandboxId(secret, spec, now);
    const bytes = Buffer.from(id, 'base64url');
    for (const at of [1, 20, 30, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(readSandboxId(secret, changed.toString('base64url')), `byte ${at}`).toBeNull();
    }
    expect(readSandboxId(secret, id.slice(0, -4))).toBeNull();
    expect(readSandboxId(randomBytes(32), id)).toBeNull();
    expect(readSandboxId(secret, `${id}=`)).toBeNull();
  });

  it('carry the scenario, and whether the sandbox was started from a saved demo', () => {
    const issued = issueSandboxId(secret, { ...spec, scenario: 'busy-monday' }, now);
    const imported = issueSandboxId(secret, { ...spec, imported: true }, now);

    expect(readSandboxId(secret, issued.id)).toEqual({
      ...spec,
      scenario: 'busy-monday',
      issuedAt: now,
    });
    expect(readSandboxId(secret, imported.id)).toEqual({ ...spec, imported: true, issuedAt: now });
  });

  it('still read the ids of version 1, issued before scenarios', () => {
    // Version 1: version, 16 random bytes, issued at (s), seed, clock start (ms), label.
    const label = Buffer.from(spec.label, 'utf8');
    const payload = Buffer.alloc(31 + label.length);
    payload.writeUInt8(1, 0);
    payload.writeUInt32BE(now / 1000, 17);
    payload.writeUInt32BE(spec.seed, 21);
    payload.writeUIntBE(spec.clockStart, 25, 6);
    label.copy(payload, 31);
    const mac = createHmac('sha256', secret).update(payload).digest().subarray(0, 16);

    expect(readSandboxId(secret, Buffer.concat([payload, mac]).toString('base64url'))).toEqual({
      ...spec,
      issuedAt: now,
    });
  });
});
