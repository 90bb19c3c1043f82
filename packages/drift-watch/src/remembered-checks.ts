// The same answer twice is checked once: the portal polls its lists, so most answers are byte
// for byte the one before, and their check (JSON.parse and Ajv of a whole list) is most of the
// proxy's work. A result is remembered by the operation, status, media type, encoding and a
// hash of the bytes; each call still records its differences, so counts stay true.
// The answer's chunks are hashed as they came and joined only for a check: a 22 kB copy per
// call made V8 collect its old generation every 150 ms at 1000 req/s, the list's p99
// (docs/contract-drift.md, "Overhead").
import { createHash } from 'node:crypto';
import type { Difference } from './drift-log.ts';

/** Remembers the last `limit` results, the least recently used going first. */
export function rememberedChecks(limit = 256) {
  const results = new Map<string, Difference[]>();
  return (
    about: string,
    chunks: readonly Buffer[],
    check: (bytes: Buffer) => Difference[],
  ): Difference[] => {
    const hash = createHash('sha256');
    for (const chunk of chunks) hash.update(chunk);
    const key = `${about} ${hash.digest('base64')}`;
    const known = results.get(key);
    if (known) {
      results.delete(key);
      results.set(key, known);
      return known;
    }
    const found = check(Buffer.concat(chunks));
    results.set(key, found);
    if (results.size > limit) results.delete(results.keys().next().value ?? '');
    return found;
  };
}
