// A sandbox as the demo API answers it: where it lives, when it ends, how to sign in.
import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyRequest } from 'fastify';
import { originOf } from '../lib/request-origin.ts';
import { listLicences, licencesOfSeed } from './licences.ts';
import type { ListedSandbox } from './registry.ts';
import type { SandboxSpec } from './sandbox-ids.ts';
import { sandboxPrefix, type World } from '../world/world.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

function urls(request: FastifyRequest, prefix: string) {
  const origin = originOf(request);
  return { portalUrl: `${origin}${prefix}/`, consoleUrl: `${origin}${prefix}/console/` };
}

/** The world the request is addressed to, as it is now. */
export function describeWorld(request: FastifyRequest, world: World): Sandbox {
  const registry = request.server.sandboxes;
  const live = world.id === null ? undefined : registry?.get(world.id);
  const now = Date.now();
  const lastUsedAt = live?.lastUsedAt ?? now;
  const expireAfterIdleMs = registry?.limits.expireAfterIdleMs;
  return {
    id: world.id,
    label: world.label,
    seed: world.seed,
    clockStart: isoOrNull(world.clockStart),
    createdAt: iso(live?.createdAt ?? now),
    lastUsedAt: iso(lastUsedAt),
    expiresAt: live && expireAfterIdleMs !== undefined ? iso(lastUsedAt + expireAfterIdleMs) : null,
    ...urls(request, world.prefix),
    licences: listLicences(world.db),
  };
}

/** A sandbox as the list shows it. */
export function describeListed(request: FastifyRequest, listed: ListedSandbox) {
  const { id, label, createdAt, lastUsedAt, expiresAt } = listed;
  return {
    ...{ id, label, createdAt: iso(createdAt), lastUsedAt: iso(lastUsedAt) },
    expiresAt: iso(expiresAt),
    portalUrl: urls(request, sandboxPrefix(id)).portalUrl,
  };
}

/** A sandbox just issued, before any process has built it. */
export async function describeIssued(
  request: FastifyRequest,
  id: string,
  spec: SandboxSpec,
  expireAfterIdleMs: number,
): Promise<Sandbox> {
  return {
    id,
    label: spec.label,
    seed: spec.seed,
    clockStart: isoOrNull(spec.clockStart),
    createdAt: iso(spec.issuedAt),
    lastUsedAt: iso(spec.issuedAt),
    expiresAt: iso(spec.issuedAt + expireAfterIdleMs),
    ...urls(request, sandboxPrefix(id)),
    licences: await licencesOfSeed(spec.seed),
  };
}
