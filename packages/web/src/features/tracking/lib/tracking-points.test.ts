import { describe, expect, it } from 'vitest';
import { makeDelivery } from '../testing/make-delivery.ts';
import { depotPositions, driverPosition, recenterPoints } from './tracking-points.ts';

const first = makeDelivery({ Loc: [53.81, -1.58], DriverLoc: [{ Location: [53.8, -1.56] }] });
const second = makeDelivery({
  Document: ['INV-2'],
  Loc: [53.79, -1.75],
  DriverLoc: [{ Location: [53.79, -1.7] }, { Location: [53.7, -1.5] }],
});

describe('recenterPoints', () => {
  it('is the first delivery’s drop and every driver’s current position', () => {
    expect(recenterPoints([first, second])).toEqual([
      { lat: 53.81, lng: -1.58 },
      { lat: 53.8, lng: -1.56 },
      { lat: 53.79, lng: -1.7 },
    ]);
  });

  it('is empty without deliveries', () => {
    expect(recenterPoints([])).toEqual([]);
  });
});

describe('driverPosition', () => {
  it('is the first DriverLoc', () => {
    expect(driverPosition(second)).toEqual({ lat: 53.79, lng: -1.7 });
  });
});

describe('depotPositions', () => {
  it('gives one marker per distinct depot and none when the supplier sends none', () => {
    const elsewhere = makeDelivery({ Depot: [54.97, -1.61] });
    expect(depotPositions([first, second, elsewhere])).toEqual([
      { lat: 53.7946, lng: -1.5486 },
      { lat: 54.97, lng: -1.61 },
    ]);
    const { Depot: _, ...withoutDepot } = first;
    expect(depotPositions([withoutDepot])).toEqual([]);
  });
});
