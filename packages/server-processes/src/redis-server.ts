// Debian's redis-server in a child process, for the mock's shared sandbox store: its tests and
// benchmark start one of their own on a free loopback port, holding nothing on disk.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { startServerProcess } from './server-process.ts';

export type RedisServer = { url: string; close: () => Promise<void> };

const defaultRedisPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Whether Redis answers PING on `port`: it accepts connections before it is ready for them. */
function answersPing(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    let reply = '';
    socket.setTimeout(1_000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => done(reply.startsWith('+PONG')));
    socket.on('timeout', () => socket.destroy());
    socket.on('error', () => socket.destroy());
  });
}

/**
 * A redis-server of its own: no snapshots, no append-only file, its working folder a temporary
 * one removed on close. REDIS_SERVER_PATH names another binary than Debian's. `port`: a free
 * one unless given (to start one again where another was).
 */
export async function startRedisServer({
  redisPath = defaultRedisPath,
  port: wanted,
}: { redisPath?: string; port?: number } = {}): Promise<RedisServer> {
  if (!existsSync(redisPath)) {
    throw new Error(
      `No redis-server at ${redisPath}: bash -c 'source scripts/debian-packages.sh; ensure_redis' (apt-get install -y redis-server)`,
    );
  }
  const host = '127.0.0.1';
  const port = wanted ?? (await freePort(host));
  const dir = mkdtempSync(join(tmpdir(), 'mock-redis-'));
  const args = ['--port', String(port), '--bind', host, '--save', '', '--appendonly', 'no'];
  try {
    const server = await startServerProcess({
      name: 'redis-server',
      command: redisPath,
      args: [...args, '--dir', dir, '--loglevel', 'warning'],
      isReady: () => answersPing(host, port),
      // With nothing to save, it stops at once.
      stopSignal: 'SIGTERM',
      stdout: 'ignore',
      labelStderr: true,
    });
    const close = async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    };
    return { url: `redis://${host}:${port}`, close };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
