// A copy of the bytes as they go by: each chunk is passed on at once, and the whole is handed
// over only once the stream has ended, so checking never holds the traffic back.
import { Transform } from 'node:stream';

export function tap(onEnd: (bytes: Buffer) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      done();
      // After the last chunk has gone on: the check runs off the traffic's path.
      setImmediate(() => onEnd(Buffer.concat(chunks)));
    },
  });
}
