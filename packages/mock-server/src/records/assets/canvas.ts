// PNG drawing primitives: colours, an anti-aliased canvas, and the per-process image cache.
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import type { Shape } from './shapes.ts';

export type Rgb = readonly [number, number, number];
export type Paint = Rgb | ((x: number, y: number) => Rgb);
/** What the store's binary records hold. */
export type Bytes = Uint8Array<ArrayBuffer>;

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const shade = (colour: Rgb, factor: number): Rgb =>
  factor < 1 ? mix([0, 0, 0], colour, factor) : mix(colour, [255, 255, 255], factor - 1);

const tileSize = 8;

export class Canvas {
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
/** Each cached PNG's key by its bytes' digest, so a copy of the bytes is known too. */
const keysByDigest = new Map<string, string>();
const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');

// One cache for every PNG kind; keys carry a kind prefix so they never collide.
export function cachedPng(key: string, draw: () => Canvas): Bytes {
  let bytes = pngCache.get(key);
  if (!bytes) {
    bytes = draw().encode();
    pngCache.set(key, bytes);
    keysByDigest.set(digestOf(bytes), key);
  }
  return bytes;
}

/** The key of a PNG drawn here (`photo:disc`), whatever record holds it; undefined for any other bytes. */
export function keyOfCachedPng(bytes: Uint8Array): string | undefined {
  return keysByDigest.get(digestOf(bytes));
}

/** A PNG drawn here, by its key. */
export function cachedPngOfKey(key: string): Bytes | undefined {
  return pngCache.get(key);
}

export const white: Rgb = [255, 255, 255];
