import { createServer } from 'node:net';

/** A port free now on `host`, for a server that cannot take port 0 and say which it got. */
export async function freePort(host: string): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, host, done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}
