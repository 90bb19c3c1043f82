// Cutting Natural Earth's land down to the map's area, at build time (scripts/build-land.ts).
// Meridians and parallels are straight lines in Web Mercator, so a box in degrees is a
// rectangle on the map, and clipping in degrees matches what the map shows.

/** A point as GeoJSON and TopoJSON give it: longitude first. */
export type LngLat = readonly [lng: number, lat: number];
export type Box = { west: number; south: number; east: number; north: number };

type Edge = { inside: (p: LngLat) => boolean; cross: (a: LngLat, b: LngLat) => LngLat };

const atLng = (a: LngLat, b: LngLat, lng: number): LngLat => [
  lng,
  a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0]),
];
const atLat = (a: LngLat, b: LngLat, lat: number): LngLat => [
  a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]),
  lat,
];

const edges = ({ west, south, east, north }: Box): Edge[] => [
  { inside: (p) => p[0] >= west, cross: (a, b) => atLng(a, b, west) },
  { inside: (p) => p[0] <= east, cross: (a, b) => atLng(a, b, east) },
  { inside: (p) => p[1] >= south, cross: (a, b) => atLat(a, b, south) },
  { inside: (p) => p[1] <= north, cross: (a, b) => atLat(a, b, north) },
];

/**
 * The part of a closed ring (first point not repeated) inside `box`, by Sutherland-Hodgman.
 * A ring that leaves the box and comes back is joined along the box's edge: such joins have no
 * area, so an even-odd fill draws exactly the land inside the box. Empty when none is inside.
 */
export function clipRing(ring: readonly LngLat[], box: Box): LngLat[] {
  let points: readonly LngLat[] = ring;
  for (const { inside, cross } of edges(box)) {
    const kept: LngLat[] = [];
    points.forEach((point, i) => {
      const previous = points[(i + points.length - 1) % points.length] ?? point;
      if (inside(point)) {
        if (!inside(previous)) kept.push(cross(previous, point));
        kept.push(point);
      } else if (inside(previous)) {
        kept.push(cross(previous, point));
      }
    });
    points = kept;
  }
  return points.length >= 3 ? [...points] : [];
}

/**
 * `outer` less `inner` as four boxes that do not overlap: the strips north and south of
 * `inner` across the whole width, and those west and east of it.
 */
export function stripsAround(inner: Box, outer: Box): Box[] {
  return [
    { ...outer, south: inner.north },
    { ...outer, north: inner.south },
    { ...outer, south: inner.south, north: inner.north, east: inner.west },
    { ...outer, south: inner.south, north: inner.north, west: inner.east },
  ];
}
