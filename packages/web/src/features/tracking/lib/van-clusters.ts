import {
  fitBounds,
  type LatLng,
  type MapView,
  type ViewportSize,
  type WorldPoint,
} from './map-view.ts';

/** Vans whose markers' centres are closer than this, in px, overlap: one marker shows them. */
export const clusterRadius = 22;
/** Choosing a cluster zooms in no deeper than street level. */
export const clusterMaxZoom = 16;

export type Cluster<T> = { items: T[]; at: WorldPoint };

const distance = (a: WorldPoint, b: WorldPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Groups the points that overlap at the current zoom: the two closest groups closer than
 * `radius` merge, at the mean of their points, until no two are. Each group lists its items
 * in the order given; groups come in the order of their first item.
 */
export function clusterPoints<T>(
  points: readonly { item: T; at: WorldPoint }[],
  radius = clusterRadius,
): Cluster<T>[] {
  const groups = points.map(({ at }, i) => ({ indices: [i], at }));
  for (;;) {
    const pairs = groups.flatMap((first, a) =>
      groups.slice(a + 1).map((second, k) => ({ a, b: a + 1 + k, first, second })),
    );
    const [closest] = pairs
      .map((pair) => ({ ...pair, d: distance(pair.first.at, pair.second.at) }))
      .filter(({ d }) => d < radius)
      .sort((p, q) => p.d - q.d);
    if (!closest) break;
    const { a, b, first, second } = closest;
    const n = first.indices.length + second.indices.length;
    const weigh = (key: 'x' | 'y') =>
      (first.at[key] * first.indices.length + second.at[key] * second.indices.length) / n;
    groups[a] = {
      indices: [...first.indices, ...second.indices].sort((x, y) => x - y),
      at: { x: weigh('x'), y: weigh('y') },
    };
    groups.splice(b, 1);
  }
  return groups
    .sort((a, b) => (a.indices[0] ?? 0) - (b.indices[0] ?? 0))
    .map(({ indices, at }) => ({
      items: indices.flatMap((i) => {
        const point = points[i];
        return point ? [point.item] : [];
      }),
      at,
    }));
}

/**
 * The view a chosen cluster opens: its vans fitted into the map, at least one zoom deeper than
 * now and at most `clusterMaxZoom`, where vans still together are at the same stop.
 */
export function clusterView(
  positions: readonly LatLng[],
  size: ViewportSize,
  zoom: number,
  padding: number,
): MapView {
  const fitted = fitBounds(positions, size, { padding });
  return {
    center: fitted.center,
    zoom: Math.min(clusterMaxZoom, Math.max(zoom + 1, fitted.zoom)),
  };
}

// Where clearOf looks for room: rings every few px around the point, as far as three gaps
// away, each tried from the right and then up (screen y grows downwards).
const ringStep = 4;
const directions = [0, -45, -90, 45, 180, -135, 135, 90].map((deg) => (deg * Math.PI) / 180);

/**
 * `at`, or the nearest point around it that is `gap` px or more across or up and down from
 * each of `obstacles`, so that markers as wide as `gap` round them do not overlap: a cluster
 * never hides the depot or the chosen van. `at` itself when no point within three gaps is.
 */
export function clearOf(at: WorldPoint, obstacles: readonly WorldPoint[], gap: number): WorldPoint {
  const clear = (point: WorldPoint) =>
    obstacles.every(
      (other) => Math.max(Math.abs(point.x - other.x), Math.abs(point.y - other.y)) >= gap,
    );
  if (clear(at)) return at;
  for (let r = ringStep; r <= 3 * gap; r += ringStep) {
    for (const angle of directions) {
      const point = { x: at.x + r * Math.cos(angle), y: at.y + r * Math.sin(angle) };
      if (clear(point)) return point;
    }
  }
  return at;
}
