import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredField, requiredMessage, requiredString } from './required-message.ts';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ message }) => message);
};

describe('requiredMessage', () => {
  it.each([
    ['password', 'password is a required field'],
    ['addr1', 'addr1 is a required field'],
  ])('names the %s path', (path, expected) => {
    expect(requiredMessage(path)).toBe(expected);
  });
});

describe('requiredField', () => {
  const mileage = z.number(requiredField('mileageIn')).int('Must be a whole number');

  it.each<[label: string, input: unknown, messages: string[]]>([
    ['missing', undefined, ['mileageIn is a required field']],
    // null is a value of the wrong type, not a missing one, so zod's default message stays.
    ['null', null, ['Invalid input: expected number, received null']],
    ['the wrong type', '12', ['Invalid input: expected number, received string']],
    ['failing its own check', 1.5, ['Must be a whole number']],
    ['valid', 12, []],
  ])('%s', (_label, input, messages) => {
    expect(messagesOf(mileage, input)).toEqual(messages);
  });

  it('reports a field missing from an object at its path', () => {
    const schema = z.object({ addr1: z.string(requiredField('addr1')) });
    const result = schema.safeParse({});
    expect(result.error?.issues).toMatchObject([
      { path: ['addr1'], message: 'addr1 is a required field' },
    ]);
  });
});

describe('requiredString', () => {
  const reg = requiredString('Please enter a reg no').min(3, 'Must be at least 3 characters');

  it.each<[label: string, input: unknown, messages: string[]]>([
    ['missing', undefined, ['Please enter a reg no']],
    // The empty check aborts, so the length rule adds no second message.
    ['empty', '', ['Please enter a reg no']],
    ['the wrong type', 12, ['Invalid input: expected string, received number']],
    ['failing a later check', 'AB', ['Must be at least 3 characters']],
    ['valid', 'AB1', []],
  ])('%s', (_label, input, messages) => {
    expect(messagesOf(reg, input)).toEqual(messages);
  });
});
