// The mock's benchmarks' statistics.

/** The `share` percentile (0.99: p99) of `sorted`, in ascending order; NaN if empty. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

/**
 * The middle of `values` (any order); of an even count, the mean of the middle two, where
 * percentile(…, 0.5) would give the lower one (of two rounds, the better). NaN if empty.
 */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? NaN;
  return ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
