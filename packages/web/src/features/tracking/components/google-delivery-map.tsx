import {
  GoogleMap,
  MarkerF,
  OVERLAY_MOUSE_TARGET,
  OverlayViewF,
  useJsApiLoader,
  type Libraries,
} from '@react-google-maps/api';
import type { ReactNode } from 'react';
import { literalColours } from '../../../lib/literal-colours.ts';
import type { MapContent } from './map-content.ts';
import styles from './google-delivery-map.module.css';

// The maps script is loaded with the places and geometry libraries. A constant,
// as the loader reloads the script when it gets a new array.
const libraries: Libraries = ['places', 'geometry'];

type GoogleDeliveryMapProps = MapContent & {
  apiKey: string;
  /** Shown while the script loads and when it fails: the map is never a blank box. */
  fallback: ReactNode;
};

// The markers are symbols, drawn alike on both engines: a dark square depot, round vans. A
// symbol takes literal colours, not CSS: the tokens' values.
const { mapDepot, onDark, deliverySelected, brand } = literalColours;

const depotIcon = (): google.maps.Symbol => ({
  path: 'M -9 -9 H 9 V 9 H -9 Z',
  fillColor: mapDepot,
  fillOpacity: 1,
  strokeColor: onDark,
  strokeWeight: 2,
});

// The vans are the portal's own blue, whatever the company colour (the offline map's are in it).
const vanIcon = (selected: boolean): google.maps.Symbol => ({
  path: google.maps.SymbolPath.CIRCLE,
  scale: selected ? 10 : 8,
  fillColor: selected ? deliverySelected : brand,
  fillOpacity: 1,
  strokeColor: onDark,
  strokeWeight: 3,
});

// The bubble sits above its van, its tail just clear of the marker.
const aboveMarker = (width: number, height: number) => ({ x: -width / 2, y: -height - 20 });

export default function GoogleDeliveryMap({
  apiKey,
  fallback,
  view,
  depots,
  drivers,
  bubble,
}: GoogleDeliveryMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: apiKey, libraries });
  if (loadError || !isLoaded) return fallback;
  return (
    <div className={styles.engine} data-engine="google">
      <GoogleMap
        mapContainerClassName={styles.engine}
        center={view.center}
        zoom={view.zoom}
        options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: false }}
      >
        {depots.map((depot) => (
          <MarkerF
            key={`${depot.lat},${depot.lng}`}
            position={depot}
            title="Depot"
            label={{ text: 'D', color: onDark, fontWeight: '700' }}
            icon={depotIcon()}
          />
        ))}
        {drivers.map((driver) => (
          <MarkerF
            key={driver.key}
            position={driver.position}
            title={`Van ${driver.title}`}
            icon={vanIcon(driver.selected)}
            zIndex={driver.selected ? 2 : 1}
          />
        ))}
        {bubble && (
          <OverlayViewF
            position={bubble.position}
            mapPaneName={OVERLAY_MOUSE_TARGET}
            getPixelPositionOffset={aboveMarker}
          >
            {bubble.content}
          </OverlayViewF>
        )}
      </GoogleMap>
    </div>
  );
}
