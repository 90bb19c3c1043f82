// Binaries the demo seed serves: logos, message photos, bulletin thumbnails and PDFs, drawn
// here so nothing is shipped or fetched. The store is re-seeded before every test, so each
// result is cached by its inputs and drawn once per process.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { PNG } from 'pngjs';

type Rgb = readonly [number, number, number];
/** Signed distance from a point to a shape's edge, in pixels: negative inside. */
type Shape = (x: number, y: number) => number;
type Paint = Rgb | ((x: number, y: number) => Rgb);
/** What the store's binary records hold. */
type Bytes = Uint8Array<ArrayBuffer>;

export const logoSize = { width: 128, height: 128 } as const;
export const photoSize = { width: 320, height: 240 } as const;
export const thumbnailSize = { width: 160, height: 120 } as const;

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const shade = (colour: Rgb, factor: number): Rgb =>
  factor < 1 ? mix([0, 0, 0], colour, factor) : mix(colour, [255, 255, 255], factor - 1);

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

const box =
  (cx: number, cy: number, halfW: number, halfH: number, radius = 0): Shape =>
  (x, y) => {
    const qx = Math.abs(x - cx) - halfW + radius;
    const qy = Math.abs(y - cy) - halfH + radius;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

/** Convex polygon, points in either winding order. */
function polygon(points: readonly (readonly [number, number])[]): Shape {
  const area = points.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
    return sum + x1 * y2 - x2 * y1;
  }, 0);
  const edges = points.map(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
    const length = Math.hypot(x2 - x1, y2 - y1);
    const sign = area > 0 ? 1 : -1;
    return { x1, y1, nx: (sign * (y2 - y1)) / length, ny: (sign * (x1 - x2)) / length };
  });
  return (x, y) => {
    let d = -Infinity;
    for (const e of edges) d = Math.max(d, (x - e.x1) * e.nx + (y - e.y1) * e.ny);
    return d;
  };
}

const ring =
  (shape: Shape, width: number): Shape =>
  (x, y) =>
    Math.abs(shape(x, y)) - width / 2;
const union =
  (...shapes: Shape[]): Shape =>
  (x, y) => {
    let d = Infinity;
    for (const shape of shapes) d = Math.min(d, shape(x, y));
    return d;
  };
const intersect =
  (a: Shape, b: Shape): Shape =>
  (x, y) =>
    Math.max(a(x, y), b(x, y));
const rotate =
  (shape: Shape, cx: number, cy: number, angle: number): Shape =>
  (x, y) => {
    const cos = Math.cos(-angle);
    const sin = Math.sin(-angle);
    const dx = x - cx;
    const dy = y - cy;
    return shape(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos);
  };
const spokes = (cx: number, cy: number, count: number, radius: number, holeR: number) =>
  union(
    ...Array.from({ length: count }, (_, i) => {
      const angle = (i / count) * 2 * Math.PI - Math.PI / 2;
      return circle(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle), holeR);
    }),
  );

const tileSize = 8;

class Canvas {
  private readonly png: PNG;
  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number, background: Paint) {
    this.width = width;
    this.height = height;
    this.png = new PNG({ width, height });
    this.draw(() => -1, background);
  }

  /** Blends a shape in, anti-aliased over one pixel, or over `soft` pixels for shadows. */
  draw(shape: Shape, paint: Paint, { alpha = 1, soft = 1 } = {}): this {
    const data = this.png.data;
    // Skips tiles well clear of the shape, most of the canvas for most shapes. The margin
    // allows for shapes whose distances are only estimates (waves, belt teeth).
    const reach = tileSize * 1.1 + soft / 2;
    for (let ty = 0; ty < this.height; ty += tileSize) {
      for (let tx = 0; tx < this.width; tx += tileSize) {
        if (shape(tx + tileSize / 2, ty + tileSize / 2) > reach) continue;
        for (let y = ty; y < Math.min(ty + tileSize, this.height); y++) {
          for (let x = tx; x < Math.min(tx + tileSize, this.width); x++) {
            const cover = clamp(0.5 - shape(x + 0.5, y + 0.5) / soft) * alpha;
            if (cover <= 0) continue;
            const colour = typeof paint === 'function' ? paint(x, y) : paint;
            const i = (y * this.width + x) * 4;
            for (let c = 0; c < 3; c++) {
              const old = data[i + c] ?? 0;
              data[i + c] = Math.round(old + ((colour[c] ?? 0) - old) * cover);
            }
            data[i + 3] = 255;
          }
        }
      }
    }
    return this;
  }

  encode(): Bytes {
    // Opaque RGB, one filter for every row: smaller files, and no trying all five filters.
    return new Uint8Array(PNG.sync.write(this.png, { colorType: 2, filterType: 4 }));
  }
}

const pngCache = new Map<string, Bytes>();
function cachedPng(key: string, draw: () => Canvas): Bytes {
  let bytes = pngCache.get(key);
  if (!bytes) {
    bytes = draw().encode();
    pngCache.set(key, bytes);
  }
  return bytes;
}

const white: Rgb = [255, 255, 255];

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

export type BulletinPdfInput = {
  supplier: string;
  /** The supplier's colour, for the header band. */
  colour: string;
  title: string;
  paragraphs: readonly string[];
  /** Display dates (DD/MM/YYYY). */
  issued: string;
  expires: string;
};

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function drawBulletinPdf(input: BulletinPdfInput): Promise<Bytes> {
  // No metadata update: pdf-lib would stamp the wall-clock time and break determinism.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(input.title);
  pdf.setAuthor(input.supplier);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [r, g, b] = hexToRgb(input.colour).map((c) => c / 255);
  const brand = rgb(r ?? 0, g ?? 0, b ?? 0);
  const ink = rgb(0.12, 0.16, 0.22);
  const left = 56;
  const width = 595.28 - 2 * left;

  page.drawRectangle({ x: 0, y: 761.89, width: 595.28, height: 80, color: brand });
  page.drawText(input.supplier, { x: left, y: 792, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Trade bulletin', {
    x: left,
    y: 772,
    size: 11,
    font: regular,
    color: rgb(1, 1, 1),
  });

  let y = 700;
  for (const line of wrap(input.title, bold, 24, width)) {
    page.drawText(line, { x: left, y, size: 24, font: bold, color: ink });
    y -= 30;
  }
  y -= 14;
  for (const paragraph of input.paragraphs) {
    for (const line of wrap(paragraph, regular, 12, width)) {
      page.drawText(line, { x: left, y, size: 12, font: regular, color: ink });
      y -= 17;
    }
    y -= 10;
  }
  page.drawLine({
    start: { x: left, y: 96 },
    end: { x: left + width, y: 96 },
    thickness: 1,
    color: brand,
  });
  page.drawText(`Issued ${input.issued}  |  Offer ends ${input.expires}`, {
    x: left,
    y: 76,
    size: 10,
    font: regular,
    color: ink,
  });
  page.drawText(`${input.supplier}. Prices exclude VAT. Subject to availability.`, {
    x: left,
    y: 60,
    size: 9,
    font: regular,
    color: rgb(0.4, 0.44, 0.5),
  });
  return new Uint8Array(await pdf.save());
}

const pdfCache = new Map<string, Promise<Bytes>>();

/** One A4 page: the supplier's header, the bulletin's title and offer text, and its dates. */
export function bulletinPdf(input: BulletinPdfInput): Promise<Bytes> {
  const key = JSON.stringify(input);
  let bytes = pdfCache.get(key);
  if (!bytes) {
    bytes = drawBulletinPdf(input);
    // A failed build is not kept, so the next seed tries again.
    bytes.catch(() => pdfCache.delete(key));
    pdfCache.set(key, bytes);
  }
  return bytes;
}
