import { describe, expect, it } from 'vitest';
import { driverPosition, type Run } from './driver-position.ts';

const run: Run = { from: [53.8, -1.5], to: [53.9, -1.7], departsAt: 1_000, arrivesAt: 5_000 };

function expectAt(actual: [number, number], expected: [number, number]) {
  expect(actual[0]).toBeCloseTo(expected[0], 9);
  expect(actual[1]).toBeCloseTo(expected[1], 9);
}

describe('driverPosition', () => {
  it('is at the depot at departure', () => {
    expect(driverPosition(run, 1_000)).toEqual([53.8, -1.5]);
  });

  it('is halfway along the line halfway through the run', () => {
    expectAt(driverPosition(run, 3_000), [53.85, -1.6]);
  });

  it('moves in proportion to the time elapsed', () => {
    expectAt(driverPosition(run, 2_000), [53.825, -1.55]);
  });

  it('is at the drop at the ETA', () => {
    expectAt(driverPosition(run, 5_000), [53.9, -1.7]);
  });

  it('waits at the depot before departure', () => {
    expect(driverPosition(run, 0)).toEqual([53.8, -1.5]);
  });

  it('stays at the drop once the ETA has passed', () => {
    expectAt(driverPosition(run, 9_000), [53.9, -1.7]);
  });

  it('is at the drop for a run due no later than it left', () => {
    expect(driverPosition({ ...run, arrivesAt: 1_000 }, 500)).toEqual([53.9, -1.7]);
    expect(driverPosition({ ...run, arrivesAt: 0 }, 500)).toEqual([53.9, -1.7]);
  });
});
