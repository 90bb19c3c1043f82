import type { Sandbox } from '../../../lib/demo-types.ts';

/** Which demo this is: who it is for, else its id's first 8 characters; the default is shared. */
export function sandboxName({ id, label }: Pick<Sandbox, 'id' | 'label'>): string {
  if (id === null) return 'Shared demo';
  return label === null ? `Demo ${id.slice(0, 8)}` : `Demo for ${label}`;
}

/**
 * When it ends: after how long unused, e.g. 'ends after 2 h unused'. A duration rather than a
 * time of day, since every request addressed to the sandbox (this console's polling among them)
 * moves expiresAt on; null for the default sandbox, which never ends.
 */
export function idleText({ lastUsedAt, expiresAt }: Pick<Sandbox, 'lastUsedAt' | 'expiresAt'>) {
  if (expiresAt === null) return null;
  const minutes = Math.max(
    1,
    Math.round((Date.parse(expiresAt) - Date.parse(lastUsedAt)) / 60_000),
  );
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 && `${hours} h`, rest > 0 && `${rest} min`].filter(Boolean);
  return `ends after ${parts.join(' ')} unused`;
}
