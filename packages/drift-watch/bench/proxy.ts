// Child process of the benchmark: the drift watch with every host's upstream the mock (its
// origin the first argument), each host on a free loopback port, its report in a temporary
// directory. Asked by any message, it answers its CPU time so far (process.cpuUsage).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allHosts, buildDriftWatch } from '../src/app.ts';

const upstream = process.argv[2];
if (!upstream) throw new Error('Name the mock origin: node bench/proxy.ts <origin>');

const watch = await buildDriftWatch({
  upstreams: allHosts(upstream),
  reportPath: join(await mkdtemp(join(tmpdir(), 'drift-bench-')), 'report.json'),
});
const origins = await watch.listen({ ports: allHosts(0) });
process.on('message', () => process.send?.(process.cpuUsage()));
process.send?.({ origin: origins.api });
