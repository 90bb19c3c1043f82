// After a restart: `stored` sandboxes stored, the process started again, the first request to
// each of `sampled` of them. And the room each takes in the store.
import { createClient } from '@redis/client';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from '../../statistics.ts';
import { startMock } from '../mock-process.ts';
import { startSandbox } from '../visitor.ts';
import { ms, names, timed, type Row } from './figures.ts';
import type { StoreSetups } from './setups.ts';

export const stored = 500;
export const sampled = 100;
// It signs sandbox ids: the same in both processes, so the one started again knows the first's.
const secret = randomBytes(32).toString('base64url');

export async function afterRestart(kind: 'sqlite' | 'redis', stores: StoreSetups): Promise<Row[]> {
  const folder = kind === 'sqlite' ? stores.sqliteFolder() : '';
  const args = ['--store', kind === 'sqlite' ? `sqlite:${folder}` : stores.redisUrl];
  const env = { SANDBOX_SECRET: secret };
  const usedBefore = kind === 'redis' ? await redisUsedMemory(stores.redisUrl) : 0;
  const first = await startMock(args, env);
  const ids: string[] = [];
  try {
    for (let visitor = 1; visitor <= stored; visitor += 1) {
      ids.push((await startSandbox(first.origin, visitor)).id);
    }
  } finally {
    await first.stop();
  }
  const bytes =
    kind === 'sqlite'
      ? readdirSync(folder).reduce((sum, file) => sum + statSync(join(folder, file)).size, 0)
      : (await redisUsedMemory(stores.redisUrl)) - usedBefore;
  const again = await startMock(args, env);
  const spans: number[] = [];
  try {
    for (const id of ids.filter((_, at) => at % (stored / sampled) === 0)) {
      spans.push(await timed(() => fetch(`${again.origin}/s/${id}/__demo/sandbox`)));
    }
  } finally {
    await again.stop();
  }
  spans.sort((a, b) => a - b);
  const p95 = percentile(spans, 0.95);
  return [
    [
      `${names[kind]}: ${kind === 'sqlite' ? 'disk' : 'memory'} per stored sandbox`,
      `${(bytes / stored / 1024).toFixed(0)} KB`,
      '',
      null,
    ],
    [`${names[kind]}: first request after a restart, median`, ms(percentile(spans, 0.5)), '', null],
    [`${names[kind]}: first request after a restart, p95`, ms(p95), '<= 50 ms', p95 <= 50],
  ];
}

async function redisUsedMemory(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    const info = await client.info('memory');
    return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? NaN);
  } finally {
    await client.close();
  }
}
