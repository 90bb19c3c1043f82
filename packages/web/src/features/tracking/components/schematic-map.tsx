import { toScreen, unproject, project, type LatLng } from '../lib/map-view.ts';
import type { MapContent } from './map-content.ts';
import styles from './schematic-map.module.css';

// A few towns for orientation: the schematic map has no tiles, coastline or roads.
const towns: readonly { name: string; at: LatLng }[] = [
  { name: 'Leeds', at: { lat: 53.7997, lng: -1.5492 } },
  { name: 'Manchester', at: { lat: 53.4808, lng: -2.2426 } },
  { name: 'Newcastle', at: { lat: 54.9783, lng: -1.6178 } },
  { name: 'Birmingham', at: { lat: 52.4862, lng: -1.8904 } },
  { name: 'London', at: { lat: 51.5072, lng: -0.1276 } },
  { name: 'Glasgow', at: { lat: 55.8642, lng: -4.2518 } },
  { name: 'Dublin', at: { lat: 53.3498, lng: -6.2603 } },
];

// Graticule spacings in degrees, widest first: the first at least `minGap` px apart is drawn.
const steps = [10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];
const minGap = 90;

/** Degree lines across the viewport, so panning and zooming are visible without tiles. */
function graticule({ view, size }: Pick<MapContent, 'view' | 'size'>) {
  const centre = project(view.center, view.zoom);
  const northWest = unproject(
    { x: centre.x - size.width / 2, y: centre.y - size.height / 2 },
    view.zoom,
  );
  const southEast = unproject(
    { x: centre.x + size.width / 2, y: centre.y + size.height / 2 },
    view.zoom,
  );
  const gap = (step: number) =>
    toScreen({ lat: view.center.lat, lng: view.center.lng + step }, view, size).x - size.width / 2;
  const step = [...steps].reverse().find((s) => gap(s) >= minGap) ?? steps[0] ?? 10;
  const lines = (from: number, to: number) => {
    const values: number[] = [];
    for (let v = Math.ceil(from / step) * step; v <= to; v += step) values.push(v);
    return values;
  };
  return {
    x: lines(northWest.lng, southEast.lng).map(
      (lng) => toScreen({ lat: view.center.lat, lng }, view, size).x,
    ),
    y: lines(southEast.lat, northWest.lat).map(
      (lat) => toScreen({ lat, lng: view.center.lng }, view, size).y,
    ),
  };
}

/** The offline map: the same Web Mercator view as Google's, drawn as SVG without tiles. */
export function SchematicMap({ view, size, depots, drivers, bubble }: MapContent) {
  const at = (point: LatLng) => toScreen(point, view, size);
  const grid = graticule({ view, size });
  const bubbleAt = bubble && at(bubble.position);
  return (
    <div className={styles.map} data-engine="schematic">
      <svg className={styles.svg} width={size.width} height={size.height} aria-hidden="true">
        {grid.x.map((x) => (
          <line key={`x${x}`} className={styles.grid} x1={x} x2={x} y1={0} y2={size.height} />
        ))}
        {grid.y.map((y) => (
          <line key={`y${y}`} className={styles.grid} x1={0} x2={size.width} y1={y} y2={y} />
        ))}
        {towns.map(({ name, at: town }) => {
          const { x, y } = at(town);
          return (
            <g key={name} className={styles.town} transform={`translate(${x} ${y})`}>
              <circle r={3} />
              <text x={6} y={4}>
                {name}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Markers are HTML so each has an accessible name; the SVG is only scenery. */}
      {depots.map((depot) => {
        const { x, y } = at(depot);
        return (
          <div
            key={`${depot.lat},${depot.lng}`}
            className={styles.depot}
            style={{ left: x, top: y }}
            role="img"
            aria-label="Depot"
          >
            D
          </div>
        );
      })}
      {drivers.map((driver) => {
        const { x, y } = at(driver.position);
        return (
          <div
            key={driver.key}
            className={driver.selected ? `${styles.van} ${styles.selected}` : styles.van}
            style={{ left: x, top: y }}
            role="img"
            aria-label={`Van ${driver.title}`}
            data-lat={driver.position.lat}
            data-lng={driver.position.lng}
          />
        );
      })}
      {bubble && bubbleAt && (
        <div className={styles.bubble} style={{ left: bubbleAt.x, top: bubbleAt.y }}>
          {bubble.content}
        </div>
      )}
      <p className={styles.note}>Schematic map</p>
    </div>
  );
}
