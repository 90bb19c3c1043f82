import type { ReactNode } from 'react';
import type { LatLng, MapView, ViewportSize } from '../lib/map-view.ts';

export type DriverMarker = { key: string; title: string; position: LatLng; selected: boolean };

/** What either map engine draws: the same view and markers, so switching engines changes nothing. */
export type MapContent = {
  view: MapView;
  /** The map's size in px, which the view was fitted to. */
  size: ViewportSize;
  depots: readonly LatLng[];
  drivers: readonly DriverMarker[];
  /** The selected driver's speech bubble. */
  bubble: { position: LatLng; content: ReactNode } | null;
};
