// Sandbox ids that carry what the sandbox is made from, signed, so whichever mock process a
// balancer sends them to can build the same sandbox without asking another process
// (docs/demo-sandboxes.md: "More than one process"). 128 random bits make them unguessable;
// the HMAC makes them unforgeable: an id with a changed seed or label is refused.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a sandbox is built from, as its id carries it. */
export type SandboxSpec = {
  seed: number;
  /** ms, or null for the real time at its start. */
  clockStart: number | null;
  label: string | null;
  /** Real time the id was issued, in whole seconds (ms, rounded down). */
  issuedAt: number;
};

const version = 1;
const randomLength = 16;
const macLength = 16;
// version, random, issued at (s), seed, clock start (ms, 0 for none): then the label's UTF-8.
const fixedLength = 1 + randomLength + 4 + 4 + 6;

/** A URL-safe id's shape: only its signature says whether it is one. */
export const sandboxIdPattern = /^[A-Za-z0-9_-]{22,400}$/;

function mac(secret: Buffer, payload: Buffer): Buffer {
  return createHmac('sha256', secret).update(payload).digest().subarray(0, macLength);
}

/** A new id for `spec`, and the spec as the id carries it (issued at a whole second). */
export function issueSandboxId(
  secret: Buffer,
  spec: Omit<SandboxSpec, 'issuedAt'>,
  now: number,
): { id: string; spec: SandboxSpec } {
  const issuedAt = Math.floor(now / 1000);
  const label = Buffer.from(spec.label ?? '', 'utf8');
  const payload = Buffer.alloc(fixedLength + label.length);
  payload.writeUInt8(version, 0);
  randomBytes(randomLength).copy(payload, 1);
  payload.writeUInt32BE(issuedAt, 1 + randomLength);
  payload.writeUInt32BE(spec.seed, 5 + randomLength);
  payload.writeUIntBE(spec.clockStart ?? 0, 9 + randomLength, 6);
  label.copy(payload, fixedLength);
  return {
    id: Buffer.concat([payload, mac(secret, payload)]).toString('base64url'),
    spec: { ...spec, issuedAt: issuedAt * 1000 },
  };
}

/** The spec an id was issued with, or null for anything not issued with this secret. */
export function readSandboxId(secret: Buffer, id: string): SandboxSpec | null {
  if (!sandboxIdPattern.test(id)) return null;
  const bytes = Buffer.from(id, 'base64url');
  // base64url decoding skips what it cannot read: only an exact round trip is the id.
  if (bytes.length < fixedLength + macLength || bytes.toString('base64url') !== id) return null;
  const payload = bytes.subarray(0, bytes.length - macLength);
  const signature = bytes.subarray(bytes.length - macLength);
  if (!timingSafeEqual(signature, mac(secret, payload)) || payload.readUInt8(0) !== version) {
    return null;
  }
  const clockStart = payload.readUIntBE(9 + randomLength, 6);
  const label = payload.subarray(fixedLength).toString('utf8');
  return {
    issuedAt: payload.readUInt32BE(1 + randomLength) * 1000,
    seed: payload.readUInt32BE(5 + randomLength),
    clockStart: clockStart === 0 ? null : clockStart,
    label: label === '' ? null : label,
  };
}
