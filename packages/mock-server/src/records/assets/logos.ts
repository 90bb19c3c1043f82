// Company logos: a round emblem in the supplier's colour.
import { Canvas, cachedPng, hexToRgb, white, type Bytes } from './canvas.ts';
import { circle, intersect, polygon, ring, union, type Shape } from './shapes.ts';

export const logoSize = { width: 128, height: 128 } as const;

export type LogoEmblem = 'peaks' | 'waves';

/** A round emblem in the company colour on white: hills for Pennine, a river for Shannon. */
export function logoPng(colour: string, emblem: LogoEmblem): Bytes {
  return cachedPng(`logo:${colour}:${emblem}`, () => {
    const brand = hexToRgb(colour);
    const inner = circle(64, 64, 47);
    const canvas = new Canvas(logoSize.width, logoSize.height, white)
      .draw(circle(64, 64, 58), brand)
      .draw(ring(circle(64, 64, 52), 3), white);
    if (emblem === 'peaks') {
      const peaks = union(
        polygon([
          [22, 92],
          [54, 42],
          [86, 92],
        ]),
        polygon([
          [56, 92],
          [82, 58],
          [108, 92],
        ]),
      );
      canvas.draw(intersect(peaks, inner), white).draw(circle(88, 40, 8), white);
    } else {
      const wave =
        (cy: number): Shape =>
        (x, y) =>
          Math.abs(y - (cy + 5 * Math.sin(x / 7))) - 3.5;
      canvas.draw(intersect(union(wave(50), wave(66), wave(82)), inner), white);
    }
    return canvas;
  });
}
