// The sandboxes benchmark's one statistic: the value `share` of the way up sorted values.

/** The `share` percentile (0.99: p99) of `sorted`, in ascending order; NaN if empty. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}
