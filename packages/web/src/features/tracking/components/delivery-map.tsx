import { lazy, Suspense } from 'react';
import type { MapView } from '../lib/map-view.ts';
import type { MapContent } from './map-content.ts';
import { OfflineMap } from './offline-map.tsx';
import styles from './delivery-map.module.css';

// Google's engine and its loader are fetched only when a key is configured.
const GoogleDeliveryMap = lazy(() => import('./google-delivery-map.tsx'));

type DeliveryMapProps = MapContent & {
  apiKey: string | null;
  /** The offline map's clusters zoom in; Google's map draws every van. */
  onZoomTo: (view: MapView) => void;
};

/**
 * The map: Google Maps when a key is configured and its script loads, otherwise (no key, no
 * network, a blocked script) the offline map of the same view and markers. The region
 * exposes the view it shows, whichever engine draws it.
 */
export function DeliveryMap({ apiKey, onZoomTo, ...content }: DeliveryMapProps) {
  const offline = <OfflineMap {...content} onZoomTo={onZoomTo} />;
  return (
    <section
      className={styles.region}
      aria-label="Map"
      data-zoom={content.view.zoom}
      data-center-lat={content.view.center.lat}
      data-center-lng={content.view.center.lng}
    >
      {apiKey ? (
        <Suspense fallback={offline}>
          <GoogleDeliveryMap apiKey={apiKey} fallback={offline} {...content} />
        </Suspense>
      ) : (
        offline
      )}
    </section>
  );
}
