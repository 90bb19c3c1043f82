// The scaling figure: enquiry-list throughput of two mock processes behind the hosted demo's
// nginx against one, with 200 busy sandboxes spread over them. The balancer and its processes
// are started by deploy/ (docs/deployment.md), whose start function run.ts passes here.
import { listLoad } from './load.ts';
import { signedInSandboxes } from './visitor.ts';

export type Balanced = { origin: string; stop(): Promise<void> };
/**
 * Starts `processes` mock processes (sandboxes on, one SANDBOX_SECRET, trusting nginx's
 * X-Forwarded-For) behind nginx; `origin` is nginx's.
 */
export type StartBalanced = (processes: number) => Promise<Balanced>;

export type Scaling = { oneRps: number; twoRps: number; ratio: number };

/** Null without a start function: the figure is then not measured. */
export async function measureScaling(
  start: StartBalanced | undefined,
  load: { sandboxes: number; connections: number; seconds: number },
): Promise<Scaling | null> {
  if (!start) return null;
  const rates: number[] = [];
  for (const processes of [1, 2]) {
    const balanced = await start(processes);
    try {
      const sandboxes = await signedInSandboxes(balanced.origin, load.sandboxes);
      rates.push((await listLoad(balanced.origin, sandboxes, load)).requestsPerSecond);
    } finally {
      await balanced.stop();
    }
  }
  const [oneRps = 0, twoRps = 0] = rates;
  return { oneRps, twoRps, ratio: twoRps / oneRps };
}
