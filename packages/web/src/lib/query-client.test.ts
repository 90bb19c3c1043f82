import { describe, expect, it } from 'vitest';
import { DeviceNotActivatedError } from './auth-token.ts';
import { ApiError } from '@garage/app-kit';
import { queryDefaults } from './query-client.ts';

const { retry, refetchInterval, refetchOnWindowFocus } = queryDefaults.queries;

describe('query defaults', () => {
  it('refetch every 20 s and not on window focus', () => {
    expect(refetchInterval).toBe(20_000);
    expect(refetchOnWindowFocus).toBe(false);
  });

  it('retry a failed load three times', () => {
    const failure = new ApiError(503, undefined);
    expect([0, 1, 2, 3].map((failures) => retry(failures, failure))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('do not retry while the device is not activated', () => {
    expect(retry(0, new DeviceNotActivatedError())).toBe(false);
  });
});
