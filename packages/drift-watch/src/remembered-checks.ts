// The same answer twice is checked once: the portal polls its lists, so most answers are byte
// for byte the one before, and their check (JSON.parse and Ajv of a whole list) is most of the
// proxy's work. A result is remembered by the operation, status, media type, encoding and a
// hash of the bytes; each call still records its differences, so counts stay true.
import { createHash } from 'node:crypto';
import type { Difference } from './drift-log.ts';

/** Remembers the last `limit` results, the least recently used going first. */
export function rememberedChecks(limit = 256) {
  const results = new Map<string, Difference[]>();
  return (about: string, bytes: Buffer, check: () => Difference[]): Difference[] => {
    const key = `${about} ${createHash('sha256').update(bytes).digest('base64')}`;
    const known = results.get(key);
    if (known) {
      results.delete(key);
      results.set(key, known);
      return known;
    }
    const found = check();
    results.set(key, found);
    if (results.size > limit) results.delete(results.keys().next().value ?? '');
    return found;
  };
}
