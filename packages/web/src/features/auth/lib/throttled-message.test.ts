import { describe, expect, it } from 'vitest';
import { throttledMessage } from './throttled-message.ts';

describe('throttledMessage', () => {
  it.each([
    [900, 'Too many wrong license codes. Try again in 15 minutes.'],
    [61, 'Too many wrong license codes. Try again in 2 minutes.'],
    [60, 'Too many wrong license codes. Try again in 1 minute.'],
    [45, 'Too many wrong license codes. Try again in 45 seconds.'],
    [1, 'Too many wrong license codes. Try again in 1 second.'],
    [null, 'Too many wrong license codes. Try again later.'],
  ])('after Retry-After %s says %j', (seconds, message) => {
    expect(throttledMessage(seconds)).toBe(message);
  });
});
