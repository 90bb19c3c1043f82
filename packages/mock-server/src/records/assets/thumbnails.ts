// Bulletin thumbnails: a banner in the offer's colour over a simple motif.
import { Canvas, cachedPng, hexToRgb, white, type Bytes, type Rgb } from './canvas.ts';
import { box, circle, polygon, ring, rotate, spokes, union } from './shapes.ts';

export const thumbnailSize = { width: 160, height: 120 } as const;

export type ThumbnailMotif = 'battery' | 'disc' | 'drop' | 'calendar' | 'pin' | 'percent';

/** A bulletin's list picture: a banner in the offer's colour over a simple motif. */
export function bulletinThumbnailPng(bannerColour: string, motif: ThumbnailMotif): Bytes {
  return cachedPng(`thumbnail:${bannerColour}:${motif}`, () => {
    const banner = hexToRgb(bannerColour);
    const dark: Rgb = [31, 41, 55];
    const canvas = new Canvas(thumbnailSize.width, thumbnailSize.height, [248, 250, 252])
      .draw(box(80, 16, 80, 16), banner)
      .draw(box(52, 12, 40, 3, 3), white, { alpha: 0.9 })
      .draw(box(40, 22, 28, 2, 2), white, { alpha: 0.6 });
    switch (motif) {
      case 'battery':
        canvas
          .draw(union(box(66, 56, 6, 4), box(94, 56, 6, 4)), dark)
          .draw(box(80, 80, 32, 22, 4), dark)
          .draw(union(box(66, 78, 7, 2), box(66, 78, 2, 7)), banner)
          .draw(box(94, 78, 7, 2), banner);
        break;
      case 'disc':
        canvas
          .draw(circle(80, 78, 30), [160, 163, 168])
          .draw(circle(80, 78, 14), [110, 112, 118])
          .draw(spokes(80, 78, 5, 9, 2), dark)
          .draw(circle(80, 78, 4), dark);
        break;
      case 'drop':
        canvas.draw(
          union(
            circle(80, 86, 18),
            polygon([
              [80, 46],
              [64.5, 77],
              [95.5, 77],
            ]),
          ),
          banner,
        );
        break;
      case 'calendar':
        canvas
          .draw(box(80, 80, 30, 26, 4), dark)
          .draw(box(80, 84, 27, 19, 2), white)
          .draw(
            union(...[66, 80, 94].flatMap((x) => [72, 84, 96].map((y) => box(x, y, 4, 3)))),
            banner,
          );
        break;
      case 'pin':
        canvas
          .draw(
            union(
              circle(80, 70, 18),
              polygon([
                [64, 78],
                [96, 78],
                [80, 106],
              ]),
            ),
            banner,
          )
          .draw(circle(80, 70, 7), white);
        break;
      case 'percent':
        canvas
          .draw(ring(circle(64, 64, 8), 5), banner)
          .draw(ring(circle(96, 96, 8), 5), banner)
          .draw(rotate(box(80, 80, 4, 30, 2), 80, 80, Math.PI / 4), banner);
        break;
    }
    return canvas;
  });
}
