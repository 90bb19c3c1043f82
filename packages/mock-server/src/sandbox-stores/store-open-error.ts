// A store that cannot be opened stops the mock's start with one line (server.ts prints it
// alone, exit code 1): which store, what is wrong with it, what to do. Opening a store never
// writes to one it refuses, so nothing in it is lost (docs/demo-sandboxes.md, "Running it").

export class StoreOpenError extends Error {
  /**
   * `store`: the store as the setting names it (a Redis URL without its password); `problem`:
   * what is wrong, naming the file or host; `remedy`: what to do about it.
   */
  constructor(store: string, problem: string, remedy: string) {
    super(`The sandbox store ${store} cannot be opened: ${problem}. ${remedy}.`);
    this.name = 'StoreOpenError';
  }
}
