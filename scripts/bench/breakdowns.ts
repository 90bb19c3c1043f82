// Where a cold run's time went, from its Lighthouse report: the main thread's work by kind,
// the entry bundle's own share of it, and the LCP split into its subparts. Printed beside the
// figures by scripts/bench-first-load, to find what to cut (docs/first-load.md).
import type { Lhr } from './lighthouse.ts';

type Row = Record<string, unknown>;

const itemsOf = (lhr: Lhr, id: string): Row[] => lhr.audits[id]?.details?.items ?? [];
const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;

/** Lighthouse's mainthread-work-breakdown: each kind of work and its time, largest first. */
function mainThread(lhr: Lhr): string {
  const rows = itemsOf(lhr, 'mainthread-work-breakdown')
    .map((row) => ({ label: String(row.groupLabel ?? row.group), duration: Number(row.duration) }))
    .sort((a, b) => b.duration - a.duration);
  const total = rows.reduce((sum, row) => sum + row.duration, 0);
  return `main thread ${ms(total)}: ${rows.map((row) => `${row.label} ${ms(row.duration)}`).join(', ')}`;
}

/** Lighthouse's bootup-time for the entry bundle: its evaluation and its parse and compile. */
function entryBootup(lhr: Lhr, entryPath: string): string {
  const entry = itemsOf(lhr, 'bootup-time').find(
    // Lighthouse lists work it cannot put on a script under the url 'Unattributable'.
    (row) =>
      typeof row.url === 'string' &&
      URL.canParse(row.url) &&
      new URL(row.url).pathname === entryPath,
  );
  if (!entry) return `entry ${entryPath}: not in bootup-time (under its threshold)`;
  return (
    `entry ${entryPath}: ${ms(entry.total)} (script evaluation ${ms(entry.scripting)}, ` +
    `parse and compile ${ms(entry.scriptParseCompile)})`
  );
}

/**
 * Lighthouse's lcp-breakdown-insight: time to first byte, then the LCP resource's load delay
 * and duration (none for a text LCP), then the render delay. Its table sits inside a list.
 */
function lcpBreakdown(lhr: Lhr): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; items?: Row[] }[] } | undefined;
  const table = details?.items?.find((item) => item.type === 'table')?.items ?? [];
  if (table.length === 0) return 'LCP breakdown: not reported';
  return `LCP breakdown: ${table.map((row) => `${String(row.label ?? row.subpart)} ${ms(row.duration)}`).join(', ')}`;
}

/** The three lines printed under a cold run. */
export function coldRunBreakdowns(lhr: Lhr, entryPath: string): string[] {
  return [mainThread(lhr), entryBootup(lhr, entryPath), lcpBreakdown(lhr)].map(
    (line) => `    ${line}`,
  );
}
