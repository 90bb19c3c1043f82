import { describe, expect, it } from 'vitest';
import { defaultView, fitBounds, maxZoom, project, toScreen, unproject } from './map-view.ts';

const leeds = { lat: 53.7946, lng: -1.5486 };

describe('project', () => {
  it('puts the equator and the Greenwich meridian in the middle of the world', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 180 }, 1)).toEqual({ x: 512, y: 256 });
  });

  it('stretches latitudes towards the poles as Web Mercator does', () => {
    // Google's documented example: Chicago at zoom 0 is world point (65.67, 95.17).
    const chicago = project({ lat: 41.85, lng: -87.65 }, 0);
    expect(chicago.x).toBeCloseTo(65.67, 2);
    expect(chicago.y).toBeCloseTo(95.17, 2);
  });

  it('is undone by unproject', () => {
    const back = unproject(project(leeds, 12), 12);
    expect(back.lat).toBeCloseTo(leeds.lat, 9);
    expect(back.lng).toBeCloseTo(leeds.lng, 9);
  });
});

describe('toScreen', () => {
  it('puts the view’s centre in the middle of the viewport and north above it', () => {
    const size = { width: 800, height: 600 };
    const view = { center: leeds, zoom: 12 };
    expect(toScreen(leeds, view, size)).toEqual({ x: 400, y: 300 });
    const north = toScreen({ ...leeds, lat: leeds.lat + 0.01 }, view, size);
    expect(north.x).toBe(400);
    expect(north.y).toBeLessThan(300);
  });
});

describe('fitBounds', () => {
  it('picks the deepest whole zoom at which the bounds fit, tiles being 256 px', () => {
    // One degree of longitude is 256/360 px at zoom 0: 711 px at zoom 10, 1422 at zoom 11.
    const points = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
    ];
    expect(fitBounds(points, { width: 1000, height: 1000 }).zoom).toBe(10);
    expect(fitBounds(points, { width: 1500, height: 1000 }).zoom).toBe(11);
  });

  it('is limited by whichever of width and height fits worse', () => {
    const tall = [
      { lat: 53, lng: -1.5 },
      { lat: 54, lng: -1.5 },
    ];
    const wide = fitBounds(tall, { width: 2000, height: 500 });
    const narrow = fitBounds(tall, { width: 500, height: 2000 });
    // A degree of latitude at 53.5° is 1.68 degrees of longitude tall in Web Mercator.
    expect(wide.zoom).toBe(Math.floor(Math.log2(500 / ((1.68 * 256) / 360))));
    expect(narrow.zoom).toBeGreaterThan(wide.zoom);
  });

  it('centres on the middle of the bounds in projected pixels', () => {
    const { center } = fitBounds(
      [
        { lat: 50, lng: -3 },
        { lat: 56, lng: -1 },
      ],
      { width: 800, height: 600 },
    );
    expect(center.lng).toBeCloseTo(-2, 9);
    // Mercator's middle lies north of the plain average, 53.
    expect(center.lat).toBeGreaterThan(53);
    expect(center.lat).toBeLessThan(53.2);
  });

  it('leaves the padding free on every side', () => {
    const points = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
    ];
    expect(fitBounds(points, { width: 1500, height: 1000 }, { padding: 100 }).zoom).toBe(10);
  });

  it('zooms a single point to the deepest zoom, and shows the default view without points', () => {
    expect(fitBounds([leeds], { width: 800, height: 600 })).toEqual({
      center: { lat: expect.closeTo(leeds.lat, 9), lng: expect.closeTo(leeds.lng, 9) },
      zoom: maxZoom,
    });
    expect(fitBounds([], { width: 800, height: 600 })).toBe(defaultView);
  });

  it('never zooms out past the whole world, even in a viewport not yet measured', () => {
    expect(
      fitBounds(
        [
          { lat: -60, lng: -170 },
          { lat: 60, lng: 170 },
        ],
        { width: 0, height: 0 },
      ).zoom,
    ).toBe(0);
  });
});
