import { describe, expect, it } from 'vitest';
import { clearOf, clusterMaxZoom, clusterPoints, clusterView } from './van-clusters.ts';

const point = (item: string, x: number, y: number) => ({ item, at: { x, y } });

describe('clusterPoints', () => {
  it('keeps markers that do not overlap apart', () => {
    expect(clusterPoints([point('a', 0, 0), point('b', 30, 0)], 22)).toEqual([
      { items: ['a'], at: { x: 0, y: 0 } },
      { items: ['b'], at: { x: 30, y: 0 } },
    ]);
  });

  it('puts overlapping markers into one, at the mean of their points', () => {
    expect(clusterPoints([point('a', 0, 0), point('b', 10, 0), point('c', 5, 9)], 22)).toEqual([
      { items: ['a', 'b', 'c'], at: { x: 5, y: 3 } },
    ]);
  });

  it('merges the closest first, so that a chain does not become one marker', () => {
    // a-b 12 px, b-c 14 px apart: a and b merge at 6; c, 20 px from there, joins them; d, 40 px
    // from c but 20 from the cluster's moving centre, stays apart until the centre reaches it.
    const clusters = clusterPoints(
      [point('a', 0, 0), point('b', 12, 0), point('c', 26, 0), point('d', 100, 0)],
      22,
    );
    expect(clusters.map((cluster) => cluster.items)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('lists each cluster’s items in the order given, clusters by their first item', () => {
    const clusters = clusterPoints(
      [point('a', 100, 0), point('b', 0, 0), point('c', 103, 0), point('d', 2, 0)],
      22,
    );
    expect(clusters.map((cluster) => cluster.items)).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });
});

describe('clusterView', () => {
  const size = { width: 800, height: 600 };

  it('fits the cluster’s vans like Recenter does', () => {
    const view = clusterView(
      [
        { lat: 53.8, lng: -1.56 },
        { lat: 53.78, lng: -1.7 },
      ],
      size,
      6,
      48,
    );
    expect(view.zoom).toBe(12);
    expect(view.center.lng).toBeCloseTo(-1.63, 9);
  });

  it('zooms in at least one step, and no deeper than street level', () => {
    const wide = [
      { lat: 50, lng: -10 },
      { lat: 60, lng: 5 },
    ];
    expect(clusterView(wide, size, 6, 48).zoom).toBe(7);
    const same = [
      { lat: 53.8, lng: -1.56 },
      { lat: 53.8, lng: -1.56 },
    ];
    expect(clusterView(same, size, 12, 48).zoom).toBe(clusterMaxZoom);
  });
});

describe('clearOf', () => {
  it('leaves a point already clear where it is', () => {
    expect(clearOf({ x: 100, y: 100 }, [{ x: 100, y: 140 }], 30)).toEqual({ x: 100, y: 100 });
  });

  it('moves a point on top of an obstacle just clear of it, to the right first', () => {
    // The first ring 30 px or more out, in steps of 4.
    expect(clearOf({ x: 100, y: 100 }, [{ x: 100, y: 100 }], 30)).toEqual({ x: 132, y: 100 });
  });

  it('goes up when the right is taken', () => {
    const moved = clearOf(
      { x: 100, y: 100 },
      [
        { x: 100, y: 100 },
        { x: 140, y: 100 },
      ],
      30,
    );
    expect(moved.x).toBeCloseTo(100, 9);
    expect(moved.y).toBeCloseTo(68, 9);
  });

  it('finds room clear of every obstacle at once', () => {
    // The depot below, the chosen van to the left: the cluster between them goes up or right.
    const obstacles = [
      { x: 100, y: 118 },
      { x: 82, y: 100 },
    ];
    const moved = clearOf({ x: 100, y: 100 }, obstacles, 30);
    for (const other of obstacles) {
      expect(Math.max(Math.abs(moved.x - other.x), Math.abs(moved.y - other.y))).toBeGreaterThan(
        30 - 1e-9,
      );
    }
  });
});
