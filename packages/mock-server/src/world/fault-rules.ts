// A world's fault rules for demos and tests: which supplier calls to slow or fail, and the
// counts the demo API shows. Kept here, apart from HTTP, so a sandbox's rules are its own and
// a reset clears them; the Fastify hook that slows or answers a request as they say is
// plugins/infrastructure/faults.ts.
import { generateMersenne32Randomizer } from '@faker-js/faker';
import type { FaultRule, NewFaultRule } from '@garage/api-types/demo-api';

/**
 * A rule as the demo API's demoAddFault takes it (openapi/mock-demo-api.yaml): `pathPattern`, a
 * glob over the request path (no query string: `*` within one path segment, `**` across
 * segments, `?` one character other than `/`), and at least one of `latencyMs` (wall-clock
 * delay before the request goes on or fails), `errorRate` (share of matching requests that
 * fail, 0..1: default 1 when status is given, else 0) and `status` (default 500). With a
 * `seed`, failures are random (see `failureDecider`); without one they follow a fixed pattern.
 */
export type FaultRuleInput = NewFaultRule;

/** What the rules do to one request: the delay they add up to, and the rule that fails it. */
export type FaultOutcome = { latencyMs: number; failing: FaultRule | undefined };

/** The rules as a world's capture holds them (capture.ts): their counts say the rest. */
export type CapturedFaults = { nextId: number; rules: FaultRule[] };

export type Faults = {
  add(input: FaultRuleInput): FaultRule;
  list(): FaultRule[];
  /** Removes one rule, answering it as it was; the other rules keep their ids. */
  remove(id: number): FaultRule | undefined;
  /** Removes every rule (ids start from 1 again); answers how many there were. */
  clear(): number;
  /**
   * Counts a request for `path` on every rule whose pattern matches it, in the order they were
   * added, and answers what they do to it: the first of them that fails it is the failing one.
   */
  outcomeFor(path: string): FaultOutcome;
  capture(): CapturedFaults;
  /** The captured rules in place of these, each carrying on its run where it stood. */
  restore(captured: CapturedFaults): void;
};

type StoredRule = FaultRule & { regExp: RegExp; fails: () => boolean };

export function globToRegExp(glob: string): RegExp {
  const source = glob.replace(/\*\*|\*|\?|[.+^${}()|[\]\\]/g, (token) => {
    if (token === '**') return '.*';
    if (token === '*') return '[^/]*';
    if (token === '?') return '[^/]';
    return `\\${token}`;
  });
  return new RegExp(`^${source}$`);
}

/**
 * Deterministic failures: the first matching request fails, then exactly errorRate of every
 * run of requests, e.g. 0.5 fails the 1st, 3rd, 5th ... (repeatable in tests, no randomness).
 */
function failsAt(count: number, errorRate: number): boolean {
  return Math.ceil(count * errorRate) > Math.ceil((count - 1) * errorRate);
}

/**
 * Whether the next matching request fails. A fixed pattern can line up with a client's retries
 * (every retry of one query failing, forever), which a real network never does; a seeded rule
 * draws each failure at random, and the same seed replays the same run.
 */
function failureDecider(errorRate: number, seed: number | undefined): () => boolean {
  if (seed === undefined) {
    let count = 0;
    return () => failsAt(++count, errorRate);
  }
  const random = generateMersenne32Randomizer(seed);
  return () => random.next() < errorRate;
}

/**
 * A rule as it stands after its counts: its decider is asked once per matching request, so a
 * fresh one asked `matched` times is where the rule's run stood.
 */
function storedRule(rule: FaultRule): StoredRule {
  const fails = failureDecider(rule.errorRate, rule.seed);
  for (let count = 0; count < rule.matched; count++) fails();
  return { ...rule, regExp: globToRegExp(rule.pathPattern), fails };
}

/** One world's fault rules. */
export function createFaults(): Faults {
  let rules: StoredRule[] = [];
  let nextId = 1;
  const publicRule = ({ regExp: _, fails: __, ...rule }: StoredRule): FaultRule => rule;

  return {
    add(input: FaultRuleInput) {
      const errorRate = input.errorRate ?? (input.status === undefined ? 0 : 1);
      const rule = storedRule({
        id: nextId++,
        pathPattern: input.pathPattern,
        latencyMs: input.latencyMs ?? 0,
        errorRate,
        status: input.status ?? 500,
        ...(input.seed === undefined ? {} : { seed: input.seed }),
        matched: 0,
        failed: 0,
      });
      rules.push(rule);
      return publicRule(rule);
    },
    list: () => rules.map(publicRule),
    remove(id: number) {
      const rule = rules.find((candidate) => candidate.id === id);
      if (!rule) return undefined;
      rules = rules.filter((candidate) => candidate !== rule);
      return publicRule(rule);
    },
    clear() {
      const count = rules.length;
      rules = [];
      nextId = 1;
      return count;
    },
    outcomeFor(path) {
      let latencyMs = 0;
      let failing: StoredRule | undefined;
      for (const rule of rules) {
        if (!rule.regExp.test(path)) continue;
        rule.matched += 1;
        latencyMs += rule.latencyMs;
        // Drawn for every matching rule, so one rule's run does not depend on another's.
        const fails = rule.fails();
        if (!failing && fails) {
          rule.failed += 1;
          failing = rule;
        }
      }
      return { latencyMs, failing: failing && publicRule(failing) };
    },
    capture: () => ({ nextId, rules: rules.map(publicRule) }),
    restore(captured) {
      rules = captured.rules.map(storedRule);
      nextId = captured.nextId;
    },
  };
}
