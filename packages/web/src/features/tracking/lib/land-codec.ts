import type { LngLat } from './land-clip.ts';

/**
 * Whole-number coordinates, as TopoJSON quantizes them: lng = translate[0] + x * scale[0],
 * lat = translate[1] + y * scale[1]. The land data uses the grid of Natural Earth's 1:10m
 * land in world-atlas, so its points keep their own precision.
 */
export type Grid = { scale: readonly number[]; translate: readonly number[] };

/** The land as the map ships it (data/land.json, written by scripts/build-land.ts). */
export type LandData = Grid & { source: string; rings: readonly string[] };

/**
 * A ring as text: its first point on the grid, then each next point as the step from the one
 * before, all as comma-separated integers. Points that fall on the same grid point as the one
 * before are left out. Rings too small to have an area at this precision give ''.
 */
export function encodeRing(ring: readonly LngLat[], { scale, translate }: Grid): string {
  const [sx = 1, sy = 1] = scale;
  const [tx = 0, ty = 0] = translate;
  const numbers: number[] = [];
  let last: [number, number] | null = null;
  let count = 0;
  for (const [lng, lat] of ring) {
    const x = Math.round((lng - tx) / sx);
    const y = Math.round((lat - ty) / sy);
    if (last && last[0] === x && last[1] === y) continue;
    numbers.push(last ? x - last[0] : x, last ? y - last[1] : y);
    last = [x, y];
    count += 1;
  }
  return count >= 3 ? numbers.join(',') : '';
}

/** The inverse of `encodeRing`, in degrees. */
export function decodeRing(text: string, { scale, translate }: Grid): LngLat[] {
  const [sx = 1, sy = 1] = scale;
  const [tx = 0, ty = 0] = translate;
  const numbers = text.split(',').map(Number);
  const points: LngLat[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    x += numbers[i] ?? 0;
    y += numbers[i + 1] ?? 0;
    points.push([tx + x * sx, ty + y * sy]);
  }
  return points;
}
