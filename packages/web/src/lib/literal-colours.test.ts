import { describe, expect, it } from 'vitest';
import { tokenValue } from '../testing/tokens.ts';
import { literalColours } from './literal-colours.ts';

/** A key's token: mapDepot is --map-depot. */
const tokenOf = (key: string) => `--${key.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}`;

describe('literalColours', () => {
  it.each(Object.entries(literalColours))('has %s as tokens.css has it (%s)', (key, colour) => {
    expect(colour).toBe(tokenValue(tokenOf(key)));
  });
});
