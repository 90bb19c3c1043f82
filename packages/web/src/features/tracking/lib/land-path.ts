import { decodeRing, type LandData } from './land-codec.ts';
import { project, type MapView, type ViewportSize } from './map-view.ts';

/** A ring in world pixels at zoom 0 (x, y, x, y, ...), with its bounds, for any zoom's path. */
export type LandShape = {
  points: Float64Array;
  left: number;
  top: number;
  right: number;
  bottom: number;
};

/** Projects the land once; each view then only scales and shifts it. */
export function landShapes(data: LandData): LandShape[] {
  return data.rings.map((ring) => {
    const lngLats = decodeRing(ring, data);
    const points = new Float64Array(lngLats.length * 2);
    lngLats.forEach(([lng, lat], i) => {
      const { x, y } = project({ lat, lng }, 0);
      points[2 * i] = x;
      points[2 * i + 1] = y;
    });
    const xs = points.filter((_, i) => i % 2 === 0);
    const ys = points.filter((_, i) => i % 2 === 1);
    return {
      points,
      left: Math.min(...xs),
      top: Math.min(...ys),
      right: Math.max(...xs),
      bottom: Math.max(...ys),
    };
  });
}

// Points closer than this to the last one drawn add nothing a screen shows.
const minStep = 0.5;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The SVG path of the land in `view`, in the viewport's pixels (the same as `toScreen`): one
 * subpath per ring that reaches into the viewport, to fill even-odd.
 */
export function landPath(shapes: readonly LandShape[], view: MapView, size: ViewportSize): string {
  const scale = 2 ** view.zoom;
  const centre = project(view.center, 0);
  const dx = size.width / 2 - centre.x * scale;
  const dy = size.height / 2 - centre.y * scale;
  const parts: string[] = [];
  for (const shape of shapes) {
    const outside =
      shape.right * scale + dx < 0 ||
      shape.left * scale + dx > size.width ||
      shape.bottom * scale + dy < 0 ||
      shape.top * scale + dy > size.height;
    if (outside) continue;
    const { points } = shape;
    let lastX = Number.NaN;
    let lastY = Number.NaN;
    const coordinates: string[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) {
      const x = (points[i] ?? 0) * scale + dx;
      const y = (points[i + 1] ?? 0) * scale + dy;
      if (Math.abs(x - lastX) < minStep && Math.abs(y - lastY) < minStep) continue;
      coordinates.push(`${round(x)},${round(y)}`);
      lastX = x;
      lastY = y;
    }
    // Rings smaller than a pixel vanish.
    if (coordinates.length >= 3) parts.push(`M${coordinates.join('L')}Z`);
  }
  return parts.join('');
}
