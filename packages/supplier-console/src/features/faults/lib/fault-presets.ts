import type { NewFaultRule } from '@garage/api-types/demo-api';

export type FaultPreset = {
  label: string;
  /** What the garage sees, in a line for the salesperson. */
  effect: string;
  /** A rule to add, or null for 'tokens expire now', which is a call of its own. */
  rule: NewFaultRule | null;
};

/** Every supplier call; the console's own /__demo calls are never faulted. */
const everySupplierCall = '/api/**';
// A fixed seed: the same flaky run in every rehearsal of the demo.
const flakySeed = 15;

export const faultPresets: FaultPreset[] = [
  {
    label: 'Flaky network',
    effect: 'Every supplier call waits 1 s and about 3 in 10 fail',
    rule: { pathPattern: everySupplierCall, errorRate: 0.3, latencyMs: 1000, seed: flakySeed },
  },
  {
    label: 'Slow network',
    effect: 'Every supplier call waits 3 s',
    rule: { pathPattern: everySupplierCall, latencyMs: 3000 },
  },
  {
    label: 'Tokens expire now',
    effect: 'The portal’s next call gets a 401, fetches a new token and retries',
    rule: null,
  },
  {
    label: 'Supplier down',
    effect: 'Every supplier call answers 503',
    rule: { pathPattern: everySupplierCall, status: 503 },
  },
];

export type CustomRuleDraft = {
  pathPattern: string;
  latencyMs: string;
  errorRate: string;
  status: string;
};

export type CustomRuleCheck = { ok: true; rule: NewFaultRule } | { ok: false; message: string };

/** The typed rule as the mock takes it, or the first thing wrong with it, naming the field. */
export function checkCustomRule(draft: CustomRuleDraft): CustomRuleCheck {
  const pathPattern = draft.pathPattern.trim();
  if (!pathPattern.startsWith('/')) {
    return { ok: false, message: 'Path pattern must start with /, e.g. /api/**' };
  }
  const rule: { pathPattern: string; latencyMs?: number; errorRate?: number; status?: number } = {
    pathPattern,
  };
  const latency = draft.latencyMs.trim();
  if (latency !== '') {
    if (!/^\d+$/.test(latency) || Number(latency) > 60_000) {
      return { ok: false, message: 'Latency must be a whole number of ms from 0 to 60000' };
    }
    rule.latencyMs = Number(latency);
  }
  const errorRate = draft.errorRate.trim();
  if (errorRate !== '') {
    const rate = Number(errorRate);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
      return { ok: false, message: 'Error rate must be a number from 0 to 1, e.g. 0.3' };
    }
    rule.errorRate = rate;
  }
  const status = draft.status.trim();
  if (status !== '') {
    if (!/^\d{3}$/.test(status) || Number(status) < 400 || Number(status) > 599) {
      return { ok: false, message: 'Status must be from 400 to 599' };
    }
    rule.status = Number(status);
  }
  const { latencyMs, errorRate: rate, status: code } = rule;
  // The contract wants at least one of the three.
  if (latencyMs !== undefined) return { ok: true, rule: { ...rule, latencyMs } };
  if (rate !== undefined) return { ok: true, rule: { ...rule, errorRate: rate } };
  if (code !== undefined) return { ok: true, rule: { ...rule, status: code } };
  return { ok: false, message: 'Give a latency, an error rate or a status' };
}
