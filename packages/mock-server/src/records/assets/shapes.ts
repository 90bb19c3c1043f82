// Signed-distance shapes the PNG drawings are built from: circles, boxes, polygons and their combinations.

/** Signed distance from a point to a shape's edge, in pixels: negative inside. */
export type Shape = (x: number, y: number) => number;

export const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

export const box =
  (cx: number, cy: number, halfW: number, halfH: number, radius = 0): Shape =>
  (x, y) => {
    const qx = Math.abs(x - cx) - halfW + radius;
    const qy = Math.abs(y - cy) - halfH + radius;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

/** Convex polygon, points in either winding order. */
export function polygon(points: readonly (readonly [number, number])[]): Shape {
  const area = points.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
    return sum + x1 * y2 - x2 * y1;
  }, 0);
  const edges = points.map(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
    const length = Math.hypot(x2 - x1, y2 - y1);
    const sign = area > 0 ? 1 : -1;
    return { x1, y1, nx: (sign * (y2 - y1)) / length, ny: (sign * (x1 - x2)) / length };
  });
  return (x, y) => {
    let d = -Infinity;
    for (const e of edges) d = Math.max(d, (x - e.x1) * e.nx + (y - e.y1) * e.ny);
    return d;
  };
}

export const ring =
  (shape: Shape, width: number): Shape =>
  (x, y) =>
    Math.abs(shape(x, y)) - width / 2;
export const union =
  (...shapes: Shape[]): Shape =>
  (x, y) => {
    let d = Infinity;
    for (const shape of shapes) d = Math.min(d, shape(x, y));
    return d;
  };
export const intersect =
  (a: Shape, b: Shape): Shape =>
  (x, y) =>
    Math.max(a(x, y), b(x, y));
export const rotate =
  (shape: Shape, cx: number, cy: number, angle: number): Shape =>
  (x, y) => {
    const cos = Math.cos(-angle);
    const sin = Math.sin(-angle);
    const dx = x - cx;
    const dy = y - cy;
    return shape(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos);
  };
export const spokes = (cx: number, cy: number, count: number, radius: number, holeR: number) =>
  union(
    ...Array.from({ length: count }, (_, i) => {
      const angle = (i / count) * 2 * Math.PI - Math.PI / 2;
      return circle(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle), holeR);
    }),
  );
