// Writes src/features/tracking/data/land.json, the coastline the keyless tracking map draws:
// Natural Earth's land (public domain) from the world-atlas package, cut to the area the map
// can show. Run it again after upgrading world-atlas: node packages/web/scripts/build-land.ts
// (land-data.test.ts fails while the file is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { encodeRing, type LandData } from '../src/features/tracking/lib/land-codec.ts';
import {
  clipRing,
  stripsAround,
  type Box,
  type LngLat,
} from '../src/features/tracking/lib/land-clip.ts';

// topojson-client's general signature, the last of its overloads: a topology's object, or
// its name, to GeoJSON.
type Topology = Parameters<typeof feature>[0];
const toGeoJson: (
  topology: Topology,
  object: Parameters<typeof feature>[1],
) => ReturnType<typeof feature> = feature;

/** The British Isles, at 1:10m: the finest scale Natural Earth has. */
const detailBox: Box = { west: -11, south: 49.8, east: 2, north: 61 };
/** What the widest window shows at zoom 6 around them, drawn at 1:50m: the near continent. */
const overviewBox: Box = { west: -25, south: 44, east: 20, north: 64 };

export const landFile = new URL('../src/features/tracking/data/land.json', import.meta.url);

const require = createRequire(import.meta.url);
const readTopology = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Topology;

/** Every ring of the topology's land, without GeoJSON's repeated closing point. */
function landRings(topology: Topology): LngLat[][] {
  const land = toGeoJson(topology, 'land');
  const features = 'features' in land ? land.features : [land];
  const rings = features.flatMap(({ geometry }) => {
    if (geometry.type === 'Polygon') return geometry.coordinates;
    if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
    return [];
  });
  return rings.map((ring) => ring.slice(0, -1).map(([lng = 0, lat = 0]): LngLat => [lng, lat]));
}

/** The data file's text: 1:10m land inside `detailBox`, 1:50m land around it. */
export function buildLand(): string {
  const detail = readTopology(require.resolve('world-atlas/land-10m.json'));
  const overview = readTopology(require.resolve('world-atlas/land-50m.json'));
  if (!detail.transform) throw new Error('land-10m.json is not quantized');
  const grid = { scale: detail.transform.scale, translate: detail.transform.translate };
  const cut = (rings: LngLat[][], boxes: Box[]) =>
    boxes.flatMap((box) => rings.map((ring) => encodeRing(clipRing(ring, box), grid)));
  const data: LandData = {
    source: 'Natural Earth 4.1.0 land (public domain), from world-atlas 2.0.2',
    ...grid,
    rings: [
      ...cut(landRings(detail), [detailBox]),
      ...cut(landRings(overview), stripsAround(detailBox, overviewBox)),
    ].filter((ring) => ring !== ''),
  };
  // Short arrays on one line, as prettier writes them.
  const text = JSON.stringify(data, null, 2).replace(/\[\n\s+(\S+),\n\s+(\S+)\n\s+\]/g, '[$1, $2]');
  return `${text}\n`;
}

if (import.meta.main) writeFileSync(landFile, buildLand());
