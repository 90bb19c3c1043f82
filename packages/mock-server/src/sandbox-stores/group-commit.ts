// Group commit (docs/demo-sandboxes.md, "Stores"): the writes asked for within one turn of the
// event loop go into one transaction, committed once they are all in, and each caller is
// answered after that commit. A commit is most of a small write's cost (its log is appended to
// and, now and then, checkpointed), so under load, when several requests end in the same turn,
// they share one; alone, a write waits only for the end of its turn.

export type GroupCommit<Work, Result> = {
  /** Runs `work` in the turn's transaction; answers once it is committed. */
  run(work: Work): Promise<Result>;
  /** Runs what is waiting now, in one transaction (before the store closes). */
  flush(): void;
};

/**
 * `transaction` runs its argument in one transaction and commits it, throwing if the commit
 * fails. `write` does one write inside it, and throws to refuse it: before writing anything,
 * so that a refusal leaves the others' writes to commit.
 */
export function groupCommit<Work, Result>(
  transaction: (writes: () => void) => void,
  write: (work: Work) => Result,
): GroupCommit<Work, Result> {
  type Waiting = {
    work: Work;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];

  function flush(): void {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const outcomes: (() => void)[] = [];
    try {
      transaction(() => {
        for (const { work, resolve, reject } of batch) {
          try {
            const result = write(work);
            outcomes.push(() => resolve(result));
          } catch (error) {
            outcomes.push(() => reject(error));
          }
        }
      });
    } catch (error) {
      // Nothing committed: every write of the turn failed.
      for (const { reject } of batch) reject(error);
      return;
    }
    for (const outcome of outcomes) outcome();
  }

  return {
    run: (work) =>
      new Promise<Result>((resolve, reject) => {
        if (waiting.length === 0) setImmediate(flush);
        waiting.push({ work, resolve, reject });
      }),
    flush,
  };
}
