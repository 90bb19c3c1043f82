import { describe, expect, it } from 'vitest';
import { checkCustomRule, faultPresets } from './fault-presets.ts';

const ruleOf = (label: string) => faultPresets.find((preset) => preset.label === label)?.rule;

describe('the fault presets', () => {
  it('fault every supplier call as the demo needs', () => {
    expect(ruleOf('Flaky network')).toEqual({
      pathPattern: '/api/**',
      errorRate: 0.3,
      latencyMs: 1000,
      seed: expect.any(Number),
    });
    expect(ruleOf('Slow network')).toEqual({ pathPattern: '/api/**', latencyMs: 3000 });
    expect(ruleOf('Supplier down')).toEqual({ pathPattern: '/api/**', status: 503 });
  });

  it('expire the tokens with their own call, not a rule', () => {
    expect(ruleOf('Tokens expire now')).toBeNull();
  });
});

describe('checkCustomRule', () => {
  const draft = { pathPattern: '/api/connectplus/**', latencyMs: '', errorRate: '', status: '' };

  it('takes a pattern with any of latency, error rate and status', () => {
    expect(
      checkCustomRule({ ...draft, latencyMs: '500', errorRate: '0.5', status: '502' }),
    ).toEqual({
      ok: true,
      rule: { pathPattern: '/api/connectplus/**', latencyMs: 500, errorRate: 0.5, status: 502 },
    });
  });

  it.each([
    [{ pathPattern: 'api/**', latencyMs: '10' }, 'Path pattern must start with /, e.g. /api/**'],
    [{}, 'Give a latency, an error rate or a status'],
    [{ latencyMs: '-5' }, 'Latency must be a whole number of ms from 0 to 60000'],
    [{ errorRate: '1.5' }, 'Error rate must be a number from 0 to 1, e.g. 0.3'],
    [{ status: '200' }, 'Status must be from 400 to 599'],
  ])('refuses %j, naming the field', (change, message) => {
    expect(checkCustomRule({ ...draft, ...change })).toEqual({ ok: false, message });
  });
});
