import { ApiError } from '@garage/app-kit';
import { describe, expect, it } from 'vitest';
import {
  activationProblem,
  noConnectionMessage,
  notActivatedMessage,
} from './activation-problem.ts';

describe('activationProblem', () => {
  it('says there is no connection when the call got no answer', () => {
    // What fetch rejects with in every browser when nothing answers.
    expect(activationProblem(new TypeError('Failed to fetch'))).toBe(noConnectionMessage);
  });

  it.each([
    ['a 400', new ApiError(400, { message: 'bad' })],
    ['a 403', new ApiError(403, undefined)],
    ['a 503', new ApiError(503, { message: 'down' })],
    [
      'a 202 without a token',
      new Error('The supplier accepted the licence code (202) but sent no token'),
    ],
  ])('says the supplier could not activate after %s', (_, error) => {
    expect(activationProblem(error)).toBe(notActivatedMessage);
  });

  it('words both as the garage reads them', () => {
    expect(noConnectionMessage).toBe(
      'No connection to the supplier. Check your internet connection and try again.',
    );
    expect(notActivatedMessage).toBe(
      'The supplier could not activate this device. Try again in a moment.',
    );
  });
});
