import { lazy, Suspense } from 'react';
import type { MapContent } from './map-content.ts';
import { SchematicMap } from './schematic-map.tsx';
import styles from './delivery-map.module.css';

// Google's engine and its loader are fetched only when a key is configured.
const GoogleDeliveryMap = lazy(() => import('./google-delivery-map.tsx'));

type DeliveryMapProps = MapContent & { apiKey: string | null };

/**
 * The map: Google Maps when a key is configured and its script loads, otherwise (no key, no
 * network, a blocked script) the schematic map of the same view and markers. The region
 * exposes the view it shows, whichever engine draws it.
 */
export function DeliveryMap({ apiKey, ...content }: DeliveryMapProps) {
  const schematic = <SchematicMap {...content} />;
  return (
    <section
      className={styles.region}
      aria-label="Map"
      data-zoom={content.view.zoom}
      data-center-lat={content.view.center.lat}
      data-center-lng={content.view.center.lng}
    >
      {apiKey ? (
        <Suspense fallback={schematic}>
          <GoogleDeliveryMap apiKey={apiKey} fallback={schematic} {...content} />
        </Suspense>
      ) : (
        schematic
      )}
    </section>
  );
}
