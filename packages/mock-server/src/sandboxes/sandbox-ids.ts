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
  /** The scenario told on top of the seed (sandboxes/scenarios/); absent for none. */
  scenario?: string;
  /**
   * Started from a saved demo: its state is not in the id, so only a process holding it
   * can serve it (absent for a sandbox built from its seed).
   */
  imported?: boolean;
};

// Version 1 ids (seed, clock start and label) are still read; version 2 adds a flags byte
// (1: imported) and the scenario's name, after its length in one byte.
const version = 2;
const randomLength = 16;
const macLength = 16;
// version, random, issued at (s), seed, clock start (ms, 0 for none): then, from version 2,
// flags and the scenario's length and UTF-8; last, the label's UTF-8.
const v1Length = 1 + randomLength + 4 + 4 + 6;
const v2Length = v1Length + 2;
const importedFlag = 1;

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
  const scenario = Buffer.from(spec.scenario ?? '', 'utf8');
  if (scenario.length > 255) throw new Error(`Scenario name too long: ${spec.scenario ?? ''}`);
  const payload = Buffer.alloc(v2Length + scenario.length + label.length);
  payload.writeUInt8(version, 0);
  randomBytes(randomLength).copy(payload, 1);
  payload.writeUInt32BE(issuedAt, 1 + randomLength);
  payload.writeUInt32BE(spec.seed, 5 + randomLength);
  payload.writeUIntBE(spec.clockStart ?? 0, 9 + randomLength, 6);
  payload.writeUInt8(spec.imported ? importedFlag : 0, v1Length);
  payload.writeUInt8(scenario.length, v1Length + 1);
  scenario.copy(payload, v2Length);
  label.copy(payload, v2Length + scenario.length);
  return {
    id: Buffer.concat([payload, mac(secret, payload)]).toString('base64url'),
    spec: { ...spec, issuedAt: issuedAt * 1000 },
  };
}

/** Version 2's flags and scenario, and where the label starts; null for a payload too short. */
function readVersion2(payload: Buffer) {
  if (payload.length < v2Length) return null;
  const scenarioEnd = v2Length + payload.readUInt8(v1Length + 1);
  if (payload.length < scenarioEnd) return null;
  const scenario = payload.subarray(v2Length, scenarioEnd).toString('utf8');
  return {
    labelAt: scenarioEnd,
    extra: {
      ...(scenario === '' ? {} : { scenario }),
      ...((payload.readUInt8(v1Length) & importedFlag) === 0 ? {} : { imported: true }),
    },
  };
}

/** The spec an id was issued with, or null for anything not issued with this secret. */
export function readSandboxId(secret: Buffer, id: string): SandboxSpec | null {
  if (!sandboxIdPattern.test(id)) return null;
  const bytes = Buffer.from(id, 'base64url');
  // base64url decoding skips what it cannot read: only an exact round trip is the id.
  if (bytes.length < v1Length + macLength || bytes.toString('base64url') !== id) return null;
  const payload = bytes.subarray(0, bytes.length - macLength);
  const signature = bytes.subarray(bytes.length - macLength);
  if (!timingSafeEqual(signature, mac(secret, payload))) return null;
  const idVersion = payload.readUInt8(0);
  const v2 = idVersion === 2 ? readVersion2(payload) : null;
  if (idVersion !== 1 && !v2) return null;
  const clockStart = payload.readUIntBE(9 + randomLength, 6);
  const label = payload.subarray(v2?.labelAt ?? v1Length).toString('utf8');
  return {
    issuedAt: payload.readUInt32BE(1 + randomLength) * 1000,
    seed: payload.readUInt32BE(5 + randomLength),
    clockStart: clockStart === 0 ? null : clockStart,
    label: label === '' ? null : label,
    ...v2?.extra,
  };
}
