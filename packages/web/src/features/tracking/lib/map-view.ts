// The map's view math, shared by the Google and the offline engine so both show the same
// centre and zoom: Web Mercator world pixels, as Google Maps computes them.

export type LatLng = { lat: number; lng: number };
export type MapView = { center: LatLng; zoom: number };
export type ViewportSize = { width: number; height: number };
/** A point in world pixels at some zoom: x east, y south, from the top-left of the world. */
export type WorldPoint = { x: number; y: number };

/** Bounds are fitted with a tile size of 256 (docs/rules.md#tracking). */
export const tileSize = 256;
/** The view before the user recentres. */
export const defaultView: MapView = { center: { lat: 54.24, lng: -2.55 }, zoom: 6 };
/** A selected delivery is shown at this zoom. */
export const selectedZoom = 12;
/** Fitted views keep markers this far, in px, from the map's edge. */
export const fitPadding = 48;
/** Google's deepest zoom: fitting a single point stops here. */
export const maxZoom = 21;

// Web Mercator is cut off where the world is square.
const maxLatitude = 85.05112878;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The world's width (and height) in pixels at `zoom`. */
export const worldSize = (zoom: number, size = tileSize) => size * 2 ** zoom;

/** Web Mercator: where `point` lies in the world, in pixels at `zoom`. */
export function project(point: LatLng, zoom: number, size = tileSize): WorldPoint {
  const sin = Math.sin((clamp(point.lat, -maxLatitude, maxLatitude) * Math.PI) / 180);
  const world = worldSize(zoom, size);
  return {
    x: ((point.lng + 180) / 360) * world,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
  };
}

/** The inverse of `project`. */
export function unproject(point: WorldPoint, zoom: number, size = tileSize): LatLng {
  const world = worldSize(zoom, size);
  const mercatorY = Math.PI * (1 - (2 * point.y) / world);
  return {
    lat: (Math.atan(Math.sinh(mercatorY)) * 180) / Math.PI,
    lng: (point.x / world) * 360 - 180,
  };
}

/** Where `point` shows in a viewport of `size` looking at `view`, from its top-left corner. */
export function toScreen(point: LatLng, view: MapView, size: ViewportSize): WorldPoint {
  const at = project(point, view.zoom);
  const centre = project(view.center, view.zoom);
  return { x: at.x - centre.x + size.width / 2, y: at.y - centre.y + size.height / 2 };
}

/**
 * The view that shows every point in a viewport of `size`, less `padding` px each side, as
 * Google's fitBounds picks it: the deepest whole zoom at which the bounds' world-pixel width
 * and height both fit, centred on the bounds' projected middle. No points: the default view.
 */
export function fitBounds(
  points: readonly LatLng[],
  size: ViewportSize,
  { padding = 0, tile = tileSize }: { padding?: number; tile?: number } = {},
): MapView {
  if (points.length === 0) return defaultView;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);

  // At zoom 0 the world is `tile` px wide: the bounds' share of it in each direction.
  const northWest = project({ lat: north, lng: west }, 0, tile);
  const southEast = project({ lat: south, lng: east }, 0, tile);
  const worldWidth = southEast.x - northWest.x;
  const worldHeight = southEast.y - northWest.y;
  const width = Math.max(1, size.width - 2 * padding);
  const height = Math.max(1, size.height - 2 * padding);
  const fit = Math.floor(Math.log2(Math.min(width / worldWidth, height / worldHeight)));
  // A single point (zero extent) fits at any zoom: Google stops at its deepest.
  const zoom = clamp(Number.isFinite(fit) ? fit : maxZoom, 0, maxZoom);

  const center = unproject(
    { x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 },
    0,
    tile,
  );
  return { center, zoom };
}
