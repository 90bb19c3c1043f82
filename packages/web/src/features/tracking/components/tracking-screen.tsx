import { Button } from '@garage/app-kit';
import type { InTransitDelivery } from '@garage/api-types';
import { useRef, useState } from 'react';
import { useNow } from '../../../lib/use-now.ts';
import { useInTransit } from '../api/get-in-transit.ts';
import { progressPercent, remainingText } from '../lib/delivery-text.ts';
import { defaultView, fitBounds, fitPadding, selectedZoom, type MapView } from '../lib/map-view.ts';
import {
  deliveryKey,
  depotPositions,
  driverPosition,
  recenterPoints,
} from '../lib/tracking-points.ts';
import { DeliveryBubble } from './delivery-bubble.tsx';
import { DeliveryCard } from './delivery-card.tsx';
import { DeliveryMap } from './delivery-map.tsx';
import { useElementSize } from './use-element-size.ts';
import styles from './tracking-screen.module.css';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

type TrackingScreenProps = {
  /** The company's own API host; null when the company has none (no tracking). */
  companyHost: string | null;
  customerKeyCode: string | null;
  mapsApiKey: string | null;
};

/** Without an account code there is nothing to ask for (docs/screens.md#tracking). */
export const customerKeyCodeMissing = 'CustomerKeyCode is missing!';

export function TrackingScreen({ companyHost, customerKeyCode, mapsApiKey }: TrackingScreenProps) {
  // The shell hides Tracking for such a company; this covers a typed or bookmarked URL.
  if (!companyHost) {
    return <p className={styles.message}>Tracking is not available for your company.</p>;
  }
  if (!customerKeyCode) return <pre className={styles.error}>{customerKeyCodeMissing}</pre>;
  return (
    <InTransitDeliveries
      companyHost={companyHost}
      customerKeyCode={customerKeyCode}
      mapsApiKey={mapsApiKey}
    />
  );
}

function InTransitDeliveries({
  companyHost,
  customerKeyCode,
  mapsApiKey,
}: {
  companyHost: string;
  customerKeyCode: string;
  mapsApiKey: string | null;
}) {
  const deliveries = useInTransit(companyHost, customerKeyCode);
  // A failed refetch keeps the deliveries already shown; the next one may succeed.
  if (deliveries.data) return <TrackingView deliveries={deliveries.data} mapsApiKey={mapsApiKey} />;
  if (deliveries.error) {
    return <LoadFailure error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  }
  return <p className={styles.message}>Loading...</p>;
}

// The bubble's remaining time and progress follow the clock between refetches.
const clockTickMs = 10_000;

function TrackingView({
  deliveries,
  mapsApiKey,
}: {
  deliveries: InTransitDelivery[];
  mapsApiKey: string | null;
}) {
  const now = useNow(clockTickMs);
  const mapRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(mapRef);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // null: follow the selected driver as the van moves.
  const [view, setView] = useState<MapView | null>(defaultView);

  const selected = deliveries.find((delivery) => deliveryKey(delivery) === selectedKey);
  const selectedDriver = selected && driverPosition(selected);
  const fitAll = () => fitBounds(recenterPoints(deliveries), size, { padding: fitPadding });
  const shownView =
    view ?? (selectedDriver ? { center: selectedDriver, zoom: selectedZoom } : fitAll());

  const toggle = (delivery: InTransitDelivery) => {
    const key = deliveryKey(delivery);
    if (key === selectedKey) {
      setSelectedKey(null);
      setView(fitAll());
    } else {
      setSelectedKey(key);
      setView(null);
    }
  };

  return (
    <div className={styles.screen}>
      <div className={styles.column}>
        <Button variant="primary" onClick={() => setView(fitAll())}>
          Recenter Map
        </Button>
        {deliveries.length === 0 ? (
          <p className={styles.message}>No deliveries on the way.</p>
        ) : (
          <ul className={styles.list} aria-label="Deliveries">
            {deliveries.map((delivery) => (
              <li key={deliveryKey(delivery)}>
                <DeliveryCard
                  delivery={delivery}
                  selected={delivery === selected}
                  now={now}
                  onClick={() => toggle(delivery)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.map} ref={mapRef}>
        <DeliveryMap
          apiKey={mapsApiKey}
          view={shownView}
          onZoomTo={setView}
          size={size}
          depots={depotPositions(deliveries)}
          drivers={deliveries.flatMap((delivery) => {
            const position = driverPosition(delivery);
            if (!position) return [];
            const key = deliveryKey(delivery);
            return [
              { key, title: delivery.Document[0] ?? '', position, selected: delivery === selected },
            ];
          })}
          bubble={
            selected && selectedDriver
              ? {
                  position: selectedDriver,
                  content: (
                    <DeliveryBubble
                      title={selected.Document[0] ?? ''}
                      percent={progressPercent(
                        Date.parse(selected.Date),
                        selected.Eta,
                        now.getTime(),
                      )}
                      remaining={remainingText(selected.Eta, now.getTime())}
                    />
                  ),
                }
              : null
          }
        />
      </div>
    </div>
  );
}
