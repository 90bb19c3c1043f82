import type { InTransitDelivery, LatLon } from '@garage/api-types';
import type { LatLng } from './map-view.ts';

export const toLatLng = ([lat, lng]: LatLon): LatLng => ({ lat, lng });

/** The driver's current position: the first of DriverLoc. */
export const driverPosition = (delivery: InTransitDelivery): LatLng | null => {
  const current = delivery.DriverLoc[0];
  return current ? toLatLng(current.Location) : null;
};

/** Recenter fits the first drop location and every driver's position, not the depot. */
export function recenterPoints(deliveries: readonly InTransitDelivery[]): LatLng[] {
  const [first] = deliveries;
  const drivers = deliveries.flatMap((delivery) => driverPosition(delivery) ?? []);
  return first ? [toLatLng(first.Loc), ...drivers] : drivers;
}

/**
 * Where the depot markers go: each distinct Depot of the deliveries (one for a supplier with a
 * single depot), none when the supplier does not send it.
 */
export function depotPositions(deliveries: readonly InTransitDelivery[]): LatLng[] {
  const depots = new Map<string, LatLng>();
  for (const { Depot } of deliveries) {
    if (Depot) depots.set(Depot.join(','), toLatLng(Depot));
  }
  return [...depots.values()];
}

/** Identifies a delivery across refetches, which reorder the list and drop delivered ones. */
export const deliveryKey = (delivery: InTransitDelivery) => delivery.Document.join('\n');
