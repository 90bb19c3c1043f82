// Group commit (group-commit.ts): the saves of one turn share one transaction; each is answered
// after its commit, a refused one alone, and none when the commit fails.
import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** A store of numbers whose transactions are counted, and whose next commit can be made to fail. */
function countingStore() {
  const committed: number[] = [];
  const state = { transactions: 0, failNextCommit: false };
  const transaction = (writes: () => void) => {
    state.transactions += 1;
    const before = committed.length;
    writes();
    if (state.failNextCommit) {
      state.failNextCommit = false;
      committed.length = before;
      throw new Error('disk full');
    }
  };
  const write = (value: number) => {
    if (value < 0) throw new Error(`refused ${value}`);
    committed.push(value);
    return value * 10;
  };
  return { committed, state, commits: groupCommit(transaction, write) };
}

describe('a group commit', () => {
  it('writes the saves of one turn in one transaction, answering each after it', async () => {
    const { committed, state, commits } = countingStore();
    const answers = [commits.run(1), commits.run(2), commits.run(3)];
    expect(committed).toEqual([]);

    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
    expect(state.transactions).toBe(1);
    expect(committed).toEqual([1, 2, 3]);
    await commits.run(4);
    expect(state.transactions).toBe(2);
  });

  it('refuses a save alone, committing the others of its turn', async () => {
    const { committed, commits } = countingStore();
    const answers = [commits.run(1), commits.run(-2), commits.run(3)].map((answer) =>
      answer.catch((error: unknown) => (error as Error).message),
    );

    await expect(Promise.all(answers)).resolves.toEqual([10, 'refused -2', 30]);
    expect(committed).toEqual([1, 3]);
  });

  it('fails every save of a turn whose commit fails, and commits the next turn', async () => {
    const { committed, state, commits } = countingStore();
    state.failNextCommit = true;
    const answers = [commits.run(1), commits.run(2)].map((answer) =>
      answer.catch((error: unknown) => (error as Error).message),
    );

    await expect(Promise.all(answers)).resolves.toEqual(['disk full', 'disk full']);
    expect(committed).toEqual([]);
    await expect(commits.run(5)).resolves.toBe(50);
  });

  it('writes what waits at once when flushed, as a store closes', () => {
    const { committed, commits } = countingStore();
    void commits.run(7);
    commits.flush();

    expect(committed).toEqual([7]);
  });
});
