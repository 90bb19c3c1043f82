import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLand, landFile } from '../../../../scripts/build-land.ts';
import land from '../data/land.json';
import type { LngLat } from './land-clip.ts';
import { decodeRing } from './land-codec.ts';

const rings = land.rings.map((ring) => decodeRing(ring, land));

/** Whether a ray east from the point crosses the ring's edges an odd number of times. */
const crossesOddly = (ring: readonly LngLat[], lng: number, lat: number) =>
  ring.reduce((odd, [x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] ?? [x1, y1];
    const spans = y1 > lat !== y2 > lat;
    return spans && lng < x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1) ? !odd : odd;
  }, false);

/** Whether the map fills the point as land: even-odd over every ring, as the SVG path does. */
const onLand = (lat: number, lng: number) =>
  rings.filter((ring) => crossesOddly(ring, lng, lat)).length % 2 === 1;

describe('the land data', () => {
  it('is what scripts/build-land.ts makes of world-atlas', () => {
    expect(readFileSync(landFile, 'utf8')).toBe(buildLand());
  });

  it('puts the depot, the towns and the islands on land', () => {
    for (const [lat, lng] of [
      [53.7946, -1.5486], // the Leeds depot
      [53.3498, -6.2603], // Dublin
      [52.6638, -8.6267], // Limerick
      [54.23, -4.55], // the Isle of Man
      [60.155, -1.145], // Lerwick, Shetland
      [52.37, 4.9], // Amsterdam, from the 1:50m land around the British Isles
      [48.86, 2.35], // Paris
    ] as const) {
      expect(onLand(lat, lng), `${lat}, ${lng}`).toBe(true);
    }
  });

  it('leaves the seas open', () => {
    for (const [lat, lng] of [
      [53.8, -4.5], // the Irish Sea
      [50.2, -1], // the Channel
      [55, 3], // the North Sea
      [46, -5], // the Bay of Biscay
      [54.5, -12], // the Atlantic west of Ireland
    ] as const) {
      expect(onLand(lat, lng), `${lat}, ${lng}`).toBe(false);
    }
  });
});
