import { describe, expect, it } from 'vitest';
import { brandStyle, contrastRatio, textColourOf, textOn } from './brand-colours.ts';

// A spread of company colours: every 51st step of each channel (216 colours, black to white).
const steps = [0, 51, 102, 153, 204, 255];
const hex = (n: number) => n.toString(16).padStart(2, '0');
const colours = steps.flatMap((r) =>
  steps.flatMap((g) => steps.map((b) => `#${hex(r)}${hex(g)}${hex(b)}`)),
);
const tintOf = (colour: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  return `#${[r, g, b].map((c) => hex(Math.round((c ?? 0) * 0.1 + 255 * 0.9))).join('')}`;
};

describe('contrastRatio', () => {
  it('is WCAG 2’s ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The demo company's blue with white, either way round.
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
    expect(contrastRatio('#ffffff', '#1d4ed8')).toBeCloseTo(6.7, 1);
  });
});

describe('textOn', () => {
  it('keeps white on the demo companies’ blue and green', () => {
    expect(textOn('#1d4ed8')).toBe('#ffffff');
    expect(textOn('#047857')).toBe('#ffffff');
  });

  it('turns to black on a light company colour', () => {
    expect(textOn('#84cc16')).toBe('#000000');
    expect(textOn('#ffff00')).toBe('#000000');
  });

  it('reads at 4.5:1 or more on any company colour', () => {
    for (const colour of colours) {
      expect(contrastRatio(textOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('textColourOf', () => {
  it('keeps a company colour that already reads on white', () => {
    expect(textColourOf('#1d4ed8')).toBe('#1d4ed8');
    expect(textColourOf('#047857')).toBe('#047857');
  });

  it('darkens a light company colour just enough', () => {
    const text = textColourOf('#84cc16');
    expect(text).not.toBe('#84cc16');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, '#ffffff')).toBeLessThan(6);
  });

  it('reads at 4.5:1 or more on white and on the colour’s 10 % tint, for any colour', () => {
    for (const colour of colours) {
      const text = textColourOf(colour);
      expect(contrastRatio(text, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, tintOf(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('brandStyle', () => {
  it('sets the accent, the text on it and the text in it', () => {
    expect(brandStyle('#84cc16')).toEqual({
      '--brand': '#84cc16',
      '--on-brand': '#000000',
      '--brand-text': textColourOf('#84cc16'),
    });
  });
});
