import { describe, expect, it } from 'vitest';
import { encodeRing, type LandData } from './land-codec.ts';
import type { LngLat } from './land-clip.ts';
import { landPath, landShapes } from './land-path.ts';
import { toScreen } from './map-view.ts';

const grid = { scale: [0.001, 0.001], translate: [-10, 50] } as const;
const island: LngLat[] = [
  [-1.6, 53.7],
  [-1.5, 53.7],
  [-1.5, 53.9],
  [-1.6, 53.9],
];
const farAway: LngLat[] = [
  [-8, 52],
  [-7.9, 52],
  [-7.9, 52.1],
];
const data = (...rings: LngLat[][]): LandData => ({
  source: 'test',
  ...grid,
  rings: rings.map((ring) => encodeRing(ring, grid)),
});

const size = { width: 800, height: 600 };
const view = { center: { lat: 53.8, lng: -1.55 }, zoom: 10 };

/** The path's points, per subpath. */
const subpaths = (path: string) =>
  path
    .split('M')
    .filter(Boolean)
    .map((part) =>
      part
        .replace('Z', '')
        .split('L')
        .map((point) => point.split(',').map(Number)),
    );

describe('landPath', () => {
  it('draws each ring where toScreen puts its points, to a tenth of a pixel', () => {
    const [ring] = subpaths(landPath(landShapes(data(island)), view, size));
    expect(ring).toHaveLength(4);
    ring?.forEach(([x, y], i) => {
      const [lng, lat] = island[i] ?? [0, 0];
      const expected = toScreen({ lat, lng }, view, size);
      expect(Math.abs((x ?? 0) - expected.x)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs((y ?? 0) - expected.y)).toBeLessThanOrEqual(0.05 + 1e-9);
    });
  });

  it('leaves out rings outside the viewport', () => {
    const shapes = landShapes(data(island, farAway));
    expect(subpaths(landPath(shapes, view, size))).toHaveLength(1);
    // Zoomed out, both are in sight.
    expect(subpaths(landPath(shapes, { ...view, zoom: 6 }, size))).toHaveLength(2);
  });

  it('drops points closer than half a pixel, and rings that shrink below three points', () => {
    const shapes = landShapes(data(island));
    // At zoom 0 the island is a fraction of a pixel: nothing to draw.
    expect(landPath(shapes, { ...view, zoom: 0 }, size)).toBe('');
  });
});
