import { describe, expect, it } from 'vitest';
import { accountCreatedText } from './account-created.ts';

describe('accountCreatedText', () => {
  it('shows the date as DD/MM/YY', () => {
    expect(accountCreatedText(new Date(2024, 0, 5, 9, 30).toISOString())).toBe('05/01/24');
  });

  it('shows an unreadable date as it came rather than Invalid Date', () => {
    expect(accountCreatedText('soon')).toBe('soon');
  });
});
