import { useMemo } from 'react';
import land from '../data/land.json';
import { landPath, landShapes } from '../lib/land-path.ts';
import type { MapView, ViewportSize } from '../lib/map-view.ts';
import styles from './land-layer.module.css';

// Its own chunk with the data, loaded by the offline map only (OfflineMap imports it lazily).
const shapes = landShapes(land);

/** The land around the British Isles in the map's view, as one SVG path. */
export default function LandLayer({ view, size }: { view: MapView; size: ViewportSize }) {
  const { zoom, center } = view;
  const { lat, lng } = center;
  const { width, height } = size;
  const d = useMemo(
    () => landPath(shapes, { center: { lat, lng }, zoom }, { width, height }),
    [lat, lng, zoom, width, height],
  );
  return <path className={styles.land} d={d} fillRule="evenodd" data-layer="land" />;
}
