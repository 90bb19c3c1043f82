import type { StartedRequest } from '../../inline-session-start/started-requests.ts';

/**
 * How long the calls the page started wait to be taken, from the app's start. The first screen
 * asks for all of them well within it; a call asked for later (the 20 s refresh) is asked anew.
 */
export const keepStartedMs = 10_000;

/**
 * The calls the page started (src/inline-session-start), taken off the window: only the app
 * uses them.
 */
export function takeStartedRequests(): StartedRequest[] {
  const started = window.startedSessionRequests ?? [];
  delete window.startedSessionRequests;
  return started;
}

/** A promise of `response` that rejects as fetch does once `signal` aborts. */
function untilAborted<T>(response: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    void response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Resolves once every one of `responses` has settled or `ms` have passed; rejects as fetch
 * does once `signal` aborts.
 */
function settledWithin(
  responses: Promise<Response>[],
  ms: number,
  signal: AbortSignal,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = Promise.race([Promise.allSettled(responses), timeUp]);
  return untilAborted(settled, signal).finally(() => clearTimeout(timer));
}

/**
 * A fetch that answers a request the page already started with that call's answer, rather than
 * sending it again: the same method, URL, device token and body, asked for first. The answer is
 * what the network gave, a refusal or a network failure alike, so the app handles it as ever.
 * A request the page may still start (one under a started call's `leadsTo`) waits for that
 * call's answer first. Anything else, or after `keepStartedMs`, goes to `fetch`. `started` is
 * the page's own list, which grows while the page's calls answer; a call taken leaves it.
 */
export function fetchTakingStarted(
  started: StartedRequest[],
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): typeof globalThis.fetch {
  const deadline = Date.now() + keepStartedMs;
  // Kept once seen, taken or not: the app may take the user call before it asks for the lookup.
  const leading = new Set<StartedRequest>();
  const noteLeading = () => started.forEach((call) => call.leadsTo && leading.add(call));
  return async (input, init) => {
    noteLeading();
    if ((started.length === 0 && leading.size === 0) || Date.now() > deadline) {
      return fetch(input, init);
    }
    const request =
      input instanceof Request && init === undefined
        ? input
        : new Request(input instanceof Request ? input : new URL(input, document.baseURI), init);
    const sameCall = (call: StartedRequest) =>
      call.method === request.method &&
      call.url === request.url &&
      call.token === request.headers.get('token');
    const waitedFor = new Set<StartedRequest>();
    for (;;) {
      // A body is read (from a copy) only to tell apart calls that are otherwise the same.
      const body = started.some((call) => sameCall(call) && call.body !== null)
        ? await request.clone().text()
        : null;
      const index = started.findIndex((call) => sameCall(call) && call.body === body);
      const [taken] = index === -1 ? [] : started.splice(index, 1);
      if (taken) return untilAborted(taken.response, request.signal);

      noteLeading();
      const leadingHere = [...leading].filter(
        (call) =>
          !waitedFor.has(call) && call.leadsTo?.some((prefix) => request.url.startsWith(prefix)),
      );
      if (leadingHere.length === 0 || Date.now() > deadline) return fetch(request);
      leadingHere.forEach((call) => waitedFor.add(call));
      await settledWithin(
        leadingHere.map((call) => call.response),
        deadline - Date.now(),
        request.signal,
      );
    }
  };
}
