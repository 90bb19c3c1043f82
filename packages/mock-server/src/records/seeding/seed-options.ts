// The seed's options, apart from seed.ts: it imports the parts that take them (fixtures.ts,
// demo-data.ts), which would otherwise import it back.
export type SeedOptions = {
  /** Same number, same data (for the same clock time). */
  seed: number;
  /** Clock time the seed's dates are placed around, in ms. */
  now: number;
};
