// The bytes as they go by: each chunk is passed on at once, and the chunks are handed over
// (not joined: a copy of every answer costs the proxy's p99, see remembered-checks.ts) only
// once the stream has ended, so checking never holds the traffic back.
import { Transform, type Readable } from 'node:stream';

export function tap(onEnd: (chunks: Buffer[]) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      done();
      // After the last chunk has gone on: the check runs off the traffic's path.
      setImmediate(() => onEnd(chunks));
    },
  });
}

/**
 * The source's bytes through a tap, bound as stream.pipeline binds them: an error of the
 * source destroys the tap with it, and a tap destroyed before the end (the reader went away)
 * destroys the source. pipeline itself costs an AbortController and an AbortError (with its
 * stack) per stream, a sixth of a small proxied call's CPU (docs/contract-drift.md, "Overhead").
 */
export function tapped(source: Readable, onEnd: (chunks: Buffer[]) => void): Transform {
  const copy = tap(onEnd);
  source.once('error', (error) => copy.destroy(error));
  copy.once('close', () => {
    if (!copy.writableFinished) source.destroy();
  });
  return source.pipe(copy);
}
