// Part photos: an old part on a workbench, as a garage would attach to a message.
import { Canvas, cachedPng, shade, type Bytes, type Paint, type Rgb } from './canvas.ts';
import { box, circle, ring, rotate, spokes, type Shape } from './shapes.ts';

export const photoSize = { width: 320, height: 240 } as const;

export type PhotoVariant = 'disc' | 'pads' | 'filter' | 'belt';
export const photoVariants: readonly PhotoVariant[] = ['disc', 'pads', 'filter', 'belt'];

/** A workbench with an old part on it: what a garage snaps and sends with a message. */
export function partPhotoPng(variant: PhotoVariant): Bytes {
  return cachedPng(`photo:${variant}`, () => {
    const { width, height } = photoSize;
    const bench: Rgb =
      variant === 'filter' || variant === 'belt' ? [112, 116, 122] : [139, 104, 72];
    // Smooth textures only: noise would not compress, and the photos are copied about a lot.
    const canvas = new Canvas(width, height, (x, y) => {
      const vignette = 1 - 0.35 * (Math.hypot(x - width / 2, y - height / 2) / (width / 1.6)) ** 2;
      const wood = 0.07 * Math.sin(y * 0.21 + 3 * Math.sin(x * 0.013));
      return shade(bench, vignette + wood);
    });
    const shadow = (shape: Shape) =>
      canvas.draw((x, y) => shape(x - 9, y - 11), [0, 0, 0], { alpha: 0.45, soft: 14 });
    const metal =
      (base: Rgb, cx: number, cy: number): Paint =>
      (x, y) =>
        shade(base, 0.85 + 0.3 * Math.cos(Math.atan2(y - cy, x - cx) - Math.PI / 4));

    if (variant === 'disc') {
      const disc = circle(160, 120, 98);
      shadow(disc);
      canvas
        .draw(disc, metal([168, 170, 174], 160, 120))
        .draw(ring(circle(160, 120, 95), 5), [128, 72, 40], { alpha: 0.7 })
        .draw(ring(circle(160, 120, 72), 1), [60, 60, 60], { alpha: 0.2 })
        .draw(circle(160, 120, 46), metal([110, 112, 118], 160, 120))
        .draw(spokes(160, 120, 5, 30, 6), [28, 30, 34])
        .draw(circle(160, 120, 15), [28, 30, 34]);
    } else if (variant === 'pads') {
      for (const [cx, cy, angle] of [
        [92, 116, -0.12],
        [230, 126, 0.09],
      ] as const) {
        const plate = rotate(box(cx, cy, 64, 36, 16), cx, cy, angle);
        const lining = rotate(box(cx, cy + 4, 55, 28, 12), cx, cy, angle);
        const slot = rotate(box(cx, cy + 4, 2, 22), cx, cy, angle);
        shadow(plate);
        canvas
          .draw(plate, [70, 76, 86])
          .draw(lining, (x, y) =>
            shade([58, 48, 42], 1 + 0.12 * Math.sin(x * 2.1) * Math.sin(y * 1.7)),
          )
          .draw(slot, [24, 20, 18]);
      }
    } else if (variant === 'filter') {
      const body = box(160, 128, 64, 82, 10);
      shadow(body);
      canvas
        .draw(body, (x) => shade([30, 64, 175], 0.55 + 0.7 * Math.sin(((x - 96) / 128) * Math.PI)))
        .draw(box(160, 52, 64, 8, 6), (x) =>
          shade([90, 94, 102], 0.6 + 0.6 * Math.sin(((x - 96) / 128) * Math.PI)),
        )
        .draw(box(160, 138, 64, 22), [236, 236, 230])
        .draw(box(138, 132, 30, 3), [30, 64, 175])
        .draw(box(150, 144, 42, 2), [120, 120, 120]);
    } else {
      const outer = circle(150, 120, 92);
      shadow(ring(outer, 14));
      canvas.draw(
        (x, y) => {
          const teeth = Math.sin(Math.atan2(y - 120, x - 150) * 60) > 0 ? 3 : 0;
          const r = Math.hypot(x - 150, y - 120);
          return Math.max(r - 99, 85 - teeth - r);
        },
        [22, 22, 24],
      );
      const pump = circle(236, 178, 40);
      shadow(pump);
      canvas
        .draw(pump, metal([176, 178, 182], 236, 178))
        .draw(spokes(236, 178, 3, 24, 5), [40, 40, 44])
        .draw(circle(236, 178, 11), [60, 62, 66]);
    }
    return canvas;
  });
}
