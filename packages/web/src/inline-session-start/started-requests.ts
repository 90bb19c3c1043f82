/**
 * A supplier call the page started before the app's code had loaded (session-start.ts): what
 * was sent, and its answer, which the app takes over (lib/started-calls/take-started.ts).
 */
export type StartedRequest = {
  method: 'GET' | 'POST';
  /** Absolute, as a Request's `url`. */
  url: string;
  /** The device token the call carries (its `token` and Bearer headers), or null for none. */
  token: string | null;
  /** A POST's JSON body as sent, or null. */
  body: string | null;
  /** Its answer, body unread; rejected when the network failed. */
  response: Promise<Response>;
  /**
   * Where the calls its answer may still start go (URL prefixes), for a call that starts more:
   * the app may ask for one of them first, and waits for this answer (take-started.ts).
   */
  leadsTo?: string[];
};

declare global {
  interface Window {
    /** What the page started for the app; the app takes the list and removes it. */
    startedSessionRequests?: StartedRequest[];
  }
}
