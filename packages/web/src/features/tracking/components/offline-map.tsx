import { lazy, Suspense } from 'react';
import { fitPadding, toScreen, type LatLng, type MapView } from '../lib/map-view.ts';
import { squareAt, townLabels } from '../lib/towns.ts';
import { clearOf, clusterPoints, clusterView } from '../lib/van-clusters.ts';
import type { DriverMarker, MapContent } from './map-content.ts';
import styles from './offline-map.module.css';

// The coastline is most of this screen's weight: a chunk of its own, fetched when this map
// first shows (never while Google's map does), drawn after the markers.
const LandLayer = lazy(() => import('./land-layer.tsx'));

// The markers' sizes in px, as offline-map.module.css draws them.
const markerSize = { depot: 26, van: 18, selected: 22, cluster: 30 };
// The note's corner, in px, as offline-map.module.css draws it.
const noteWidth = 180;
const noteHeight = 28;
// A cluster this far across or up and down from a depot or the chosen van (half the one's
// width and half the other's, and a little) leaves that marker in sight.
const clearance = 30;

type OfflineMapProps = MapContent & {
  /** Shows another view: choosing a cluster zooms in on its vans. */
  onZoomTo: (view: MapView) => void;
};

function Van({ driver, x, y }: { driver: DriverMarker; x: number; y: number }) {
  return (
    <div
      className={driver.selected ? `${styles.van} ${styles.selected}` : styles.van}
      style={{ left: x, top: y }}
      role="img"
      aria-label={`Van ${driver.title}`}
      data-lat={driver.position.lat}
      data-lng={driver.position.lng}
    />
  );
}

/**
 * The map without Google: the same Web Mercator view, drawn as SVG from Natural Earth's
 * coastline, with the major towns named (docs/rules.md#tracking).
 */
export function OfflineMap({
  view,
  size: viewport,
  depots,
  drivers,
  bubble,
  onZoomTo,
}: OfflineMapProps) {
  const at = (point: LatLng) => toScreen(point, view, viewport);
  const depotPoints = depots.map(at);
  // The chosen van stays on its own, red, under its bubble; clusters keep clear of it.
  const chosen = drivers
    .filter((driver) => driver.selected)
    .map((driver) => ({ driver, at: at(driver.position) }));
  const groups = clusterPoints(
    drivers.filter((driver) => !driver.selected).map((item) => ({ item, at: at(item.position) })),
  ).map(({ items, at: centre }) => ({
    items,
    at:
      items.length > 1
        ? clearOf(centre, [...depotPoints, ...chosen.map((van) => van.at)], clearance)
        : centre,
  }));
  // Town names keep clear of every marker and of the note in the bottom-left corner.
  const occupied = [
    { left: 0, right: noteWidth, top: viewport.height - noteHeight, bottom: viewport.height },
    ...depotPoints.map((point) => squareAt(point, markerSize.depot)),
    ...groups.map((group) =>
      squareAt(group.at, group.items.length > 1 ? markerSize.cluster : markerSize.van),
    ),
    ...chosen.map((van) => squareAt(van.at, markerSize.selected)),
  ];
  const bubbleAt = bubble && at(bubble.position);
  return (
    <div className={styles.map} data-engine="offline">
      <svg
        className={styles.svg}
        width={viewport.width}
        height={viewport.height}
        aria-hidden="true"
      >
        <Suspense fallback={null}>
          <LandLayer view={view} size={viewport} />
        </Suspense>
        {townLabels(view, viewport, occupied).map(({ name, x, y, dx }) => (
          <g key={name} className={styles.town} transform={`translate(${x} ${y})`}>
            <circle r={2.5} />
            <text x={dx} y={4} textAnchor={dx > 0 ? 'start' : 'end'}>
              {name}
            </text>
          </g>
        ))}
      </svg>
      {/* Markers are HTML so each has an accessible name; the SVG is only scenery. */}
      {depots.map((depot, i) => (
        <div
          key={`${depot.lat},${depot.lng}`}
          className={styles.depot}
          style={{ left: depotPoints[i]?.x, top: depotPoints[i]?.y }}
          role="img"
          aria-label="Depot"
        >
          D
        </div>
      ))}
      {groups.map(({ items, at: { x, y } }) => {
        const [only] = items;
        if (only && items.length === 1) return <Van key={only.key} driver={only} x={x} y={y} />;
        const name = `${items.length} vans: ${items.map((item) => item.title).join(', ')}`;
        const positions = items.map((item) => item.position);
        return (
          <button
            key={items.map((item) => item.key).join('\n')}
            type="button"
            className={styles.cluster}
            style={{ left: x, top: y }}
            aria-label={name}
            title={name}
            onClick={() => onZoomTo(clusterView(positions, viewport, view.zoom, fitPadding))}
          >
            {items.length}
          </button>
        );
      })}
      {chosen.map(({ driver, at: { x, y } }) => (
        <Van key={driver.key} driver={driver} x={x} y={y} />
      ))}
      {bubble && bubbleAt && (
        <div className={styles.bubble} style={{ left: bubbleAt.x, top: bubbleAt.y }}>
          {bubble.content}
        </div>
      )}
      <p className={styles.note}>Offline map · Natural Earth</p>
    </div>
  );
}
