import { describe, expect, it } from 'vitest';
import { decodeRing, encodeRing, type Grid } from './land-codec.ts';
import type { LngLat } from './land-clip.ts';

// A grid a hundredth of a degree wide and half that tall, from 10° W, 50° N.
const grid: Grid = { scale: [0.01, 0.005], translate: [-10, 50] };

describe('encodeRing and decodeRing', () => {
  it('write the first point on the grid, then the steps between points', () => {
    const ring: LngLat[] = [
      [-9.99, 50.01],
      [-9.97, 50.01],
      [-9.97, 50.005],
    ];
    expect(encodeRing(ring, grid)).toBe('1,2,2,0,0,-1');
    const back = decodeRing('1,2,2,0,0,-1', grid);
    back.forEach(([lng, lat], i) => {
      expect(lng).toBeCloseTo(ring[i]?.[0] ?? Number.NaN, 9);
      expect(lat).toBeCloseTo(ring[i]?.[1] ?? Number.NaN, 9);
    });
  });

  it('round points to the nearest grid point, within half a step', () => {
    const ring: LngLat[] = [
      [-5.123456, 53.4567],
      [-4.2, 53.9],
      [-4.7, 54.2],
    ];
    const back = decodeRing(encodeRing(ring, grid), grid);
    expect(back).toHaveLength(3);
    back.forEach(([lng, lat], i) => {
      expect(Math.abs(lng - (ring[i]?.[0] ?? 0))).toBeLessThanOrEqual(0.005 + 1e-12);
      expect(Math.abs(lat - (ring[i]?.[1] ?? 0))).toBeLessThanOrEqual(0.0025 + 1e-12);
    });
  });

  it('leave out points on the grid point before them, and rings too small to see', () => {
    expect(
      encodeRing(
        [
          [0, 50],
          [0.001, 50.001],
          [0.02, 50],
          [0.02, 50.01],
        ],
        grid,
      ),
    ).toBe('1000,0,2,0,0,2');
    expect(
      encodeRing(
        [
          [0, 50],
          [0.001, 50],
          [0.002, 50.001],
        ],
        grid,
      ),
    ).toBe('');
  });
});
