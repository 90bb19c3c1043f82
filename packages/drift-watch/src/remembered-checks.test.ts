// A repeated answer is checked once, and only a byte-for-byte repeat of the same kind of answer.
import { describe, expect, it, vi } from 'vitest';
import type { Difference } from './drift-log.ts';
import { rememberedChecks } from './remembered-checks.ts';

const wrongType = [{ instancePath: '/CompanyName' }] as Difference[];

describe('remembered checks', () => {
  it('checks the same bytes of the same kind of answer once, and answers the same result', () => {
    const remembered = rememberedChecks();
    const check = vi.fn(() => wrongType);
    const body = Buffer.from('{"CompanyName":4455667788}');

    expect(remembered('getCompanyInfo 200', [body], check)).toBe(wrongType);
    expect(remembered('getCompanyInfo 200', [Buffer.from(body)], check)).toBe(wrongType);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks the whole answer however it was cut into chunks, and knows it again', () => {
    const remembered = rememberedChecks();
    const check = vi.fn((_bytes: Buffer) => wrongType);
    const body = '{"CompanyName":4455667788}';

    remembered(
      'getCompanyInfo 200',
      [Buffer.from(body.slice(0, 5)), Buffer.from(body.slice(5))],
      check,
    );
    remembered('getCompanyInfo 200', [Buffer.from(body)], check);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0].toString()).toBe(body);
  });

  it('checks again for other bytes, or the same bytes of another operation or status', () => {
    const remembered = rememberedChecks();
    const check = vi.fn(() => []);
    remembered('getCompanyInfo 200', [Buffer.from('{}')], check);
    remembered('getCompanyInfo 200', [Buffer.from('{ }')], check);
    remembered('getCompanyInfo 401', [Buffer.from('{}')], check);
    remembered('getGarageUser 200', [Buffer.from('{}')], check);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('forgets the least recently used result beyond its limit', () => {
    const remembered = rememberedChecks(2);
    const check = vi.fn(() => []);
    const [a, b, c] = [[Buffer.from('a')], [Buffer.from('b')], [Buffer.from('c')]];
    remembered('op', a, check);
    remembered('op', b, check);
    remembered('op', a, check); // a used again: b is now the oldest
    remembered('op', c, check); // b goes
    remembered('op', a, check);
    expect(check).toHaveBeenCalledTimes(3);
    remembered('op', b, check);
    expect(check).toHaveBeenCalledTimes(4);
  });
});
