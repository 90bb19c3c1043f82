import type { CSSProperties } from 'react';

// The company colour is the supplier's (ConnectPlusColor), any #rrggbb: text on it and text in
// it must still reach WCAG AA's 4.5:1 (docs/accessibility.md#colours).
const minimumContrast = 4.5;
const white = '#ffffff';
// Black rather than the portal's near-black: any colour reaches 4.5:1 with white or black.
const black = '#000000';

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

const hexOf = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2's relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` (0-1) of `colour` over `base`, as CSS's color-mix(in srgb, …) paints it. */
function mix(colour: string, share: number, base: string): string {
  const [c, b] = [rgbOf(colour), rgbOf(base)];
  return hexOf(c.map((channel, i) => channel * share + (b[i] ?? 0) * (1 - share)) as Rgb);
}

/** Text on the company colour: white where it reads at 4.5:1, else black. */
export function textOn(background: string): string {
  return contrastRatio(white, background) >= minimumContrast ? white : black;
}

/**
 * The company colour as text on white and on its own 10 % tint (a hovered or chosen item):
 * the colour itself where it reads at 4.5:1, else darkened just enough.
 */
export function textColourOf(brand: string): string {
  const tint = mix(brand, 0.1, white);
  for (let share = 0; share < 1; share += 0.05) {
    const colour = mix(black, share, brand);
    if (Math.min(contrastRatio(colour, white), contrastRatio(colour, tint)) >= minimumContrast) {
      return colour;
    }
  }
  return black;
}

/** The shell's colour variables for a company colour: the accent, text on it, text in it. */
export function brandStyle(brand: string): CSSProperties {
  return {
    '--brand': brand,
    '--on-brand': textOn(brand),
    '--brand-text': textColourOf(brand),
  } as CSSProperties;
}
