import { describe, expect, it } from 'vitest';
import { clipRing, stripsAround, type Box, type LngLat } from './land-clip.ts';

const box: Box = { west: 0, south: 0, east: 10, north: 10 };

/** The ring's area by the shoelace formula, whichever way it winds. */
const area = (ring: readonly LngLat[]) =>
  Math.abs(
    ring.reduce((sum, [x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length] ?? [x, y];
      return sum + x * ny - nx * y;
    }, 0) / 2,
  );

describe('clipRing', () => {
  it('keeps a ring inside the box as it is', () => {
    const ring: LngLat[] = [
      [1, 1],
      [9, 1],
      [5, 9],
    ];
    expect(clipRing(ring, box)).toEqual(ring);
  });

  it('cuts a ring across the box’s edge along that edge', () => {
    const clipped = clipRing(
      [
        [5, 2],
        [15, 2],
        [15, 4],
        [5, 4],
      ],
      box,
    );
    expect(clipped).toEqual([
      [5, 2],
      [10, 2],
      [10, 4],
      [5, 4],
    ]);
  });

  it('cuts across a corner, at the points where the ring crosses each edge', () => {
    // A square from (8, 8) to (12, 12): a 2 x 2 corner of it is inside.
    const clipped = clipRing(
      [
        [8, 8],
        [12, 8],
        [12, 12],
        [8, 12],
      ],
      box,
    );
    expect(area(clipped)).toBeCloseTo(4, 9);
    for (const [lng, lat] of clipped) {
      expect(lng).toBeGreaterThanOrEqual(8);
      expect(lng).toBeLessThanOrEqual(10);
      expect(lat).toBeLessThanOrEqual(10);
    }
  });

  it('keeps the land of a ring that leaves the box and comes back, and only that', () => {
    // A U open to the east whose arms reach past the box: two 2 x 3 arms and the 2 x 10 base
    // are inside, the rest outside.
    const u: LngLat[] = [
      [8, 0],
      [14, 0],
      [14, 3],
      [10, 3],
      [10, 7],
      [14, 7],
      [14, 10],
      [8, 10],
    ];
    expect(area(clipRing(u, box))).toBeCloseTo(2 * 10, 9);
  });

  it('leaves nothing of a ring outside the box', () => {
    expect(
      clipRing(
        [
          [11, 11],
          [12, 11],
          [12, 12],
        ],
        box,
      ),
    ).toEqual([]);
  });
});

describe('stripsAround', () => {
  it('covers the outer box less the inner one, without overlapping', () => {
    const inner: Box = { west: 2, south: 3, east: 6, north: 8 };
    const outer: Box = { west: 0, south: 0, east: 10, north: 10 };
    const size = ({ west, south, east, north }: Box) => (east - west) * (north - south);
    const strips = stripsAround(inner, outer);

    // The areas add up only if the strips neither overlap nor leave a gap (all lie in outer).
    expect(strips.reduce((sum, strip) => sum + size(strip), 0)).toBe(size(outer) - size(inner));
    for (const strip of strips) {
      expect(strip.west).toBeGreaterThanOrEqual(outer.west);
      expect(strip.east).toBeLessThanOrEqual(outer.east);
      expect(strip.south).toBeGreaterThanOrEqual(outer.south);
      expect(strip.north).toBeLessThanOrEqual(outer.north);
      const apart =
        strip.east <= inner.west ||
        strip.west >= inner.east ||
        strip.north <= inner.south ||
        strip.south >= inner.north;
      expect(apart).toBe(true);
    }
  });
});
