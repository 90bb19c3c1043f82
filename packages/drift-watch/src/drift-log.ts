// The differences between the traffic and the document, one record per kind of difference
// (same operation, status, place and rule), counted. Values never go in: only what the
// document asks for and the type of what came, as traffic carries garages' own data. It also
// keeps which operations were answered with which statuses, for what was never exercised.
export type Difference = {
  operationId: string;
  method: string;
  /** The path template as the document writes it. */
  path: string;
  /** The response's status; null for a difference in the request, or when no answer came. */
  status: number | null;
  /** Where: the request's path, query or body, the response's body, or its status (or none). */
  in: 'path' | 'query' | 'body' | 'response' | 'status';
  /** JSON Pointer into that part (Ajv's instancePath); '' for the whole of it. */
  instancePath: string;
  /** What the document says: the rule broken and its parameters (e.g. type: string). */
  expected: { keyword: string; params: Record<string, unknown> };
  /** What came instead: its type (string, integer, object, ...), never its value. */
  received: string;
};

/** How often something was seen, and when first and last (ISO 8601). */
export type Seen = { count: number; firstSeen: string; lastSeen: string };

export type DriftRecord = Difference & Seen;

export class DriftLog {
  readonly #records = new Map<string, DriftRecord>();
  readonly #answered = new Map<string, Map<number, Seen>>();
  readonly #now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  record(difference: Difference): void {
    const key = JSON.stringify([
      difference.operationId,
      difference.method,
      difference.status,
      difference.in,
      difference.instancePath,
      difference.expected,
      difference.received,
    ]);
    const seen = this.now();
    const known = this.#records.get(key);
    if (known) {
      known.count += 1;
      known.lastSeen = seen;
    } else {
      this.#records.set(key, { ...difference, count: 1, firstSeen: seen, lastSeen: seen });
    }
  }

  get differences(): DriftRecord[] {
    return [...this.#records.values()].map((record) => ({ ...record }));
  }

  /** Marks an operation as answered with this status, whether or not anything differed. */
  answered(operationId: string, status: number): void {
    const statuses = this.#answered.get(operationId) ?? new Map<number, Seen>();
    const seen = this.now();
    const known = statuses.get(status);
    if (known) {
      known.count += 1;
      known.lastSeen = seen;
    } else {
      statuses.set(status, { count: 1, firstSeen: seen, lastSeen: seen });
    }
    this.#answered.set(operationId, statuses);
  }

  /** Each answered operation's statuses, as seen: how often, first and last. */
  get answeredStatuses(): ReadonlyMap<string, ReadonlyMap<number, Readonly<Seen>>> {
    return this.#answered;
  }

  now(): string {
    return this.#now().toISOString();
  }
}

/** The kind of a value, for a record: its JSON type (integer told apart), never the value. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
