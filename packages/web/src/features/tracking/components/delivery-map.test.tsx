// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultView } from '../lib/map-view.ts';
import { DeliveryBubble } from './delivery-bubble.tsx';
import { DeliveryMap } from './delivery-map.tsx';

// Google's script cannot load in a test: the loader's answer is set per test.
const loader = vi.hoisted(() => ({
  useJsApiLoader: vi.fn<() => { isLoaded: boolean; loadError: Error | undefined }>(),
}));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: loader.useJsApiLoader,
  GoogleMap: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  MarkerF: ({ title }: { title: string }) => <span>{title}</span>,
  OverlayViewF: ({ children }: { children: ReactNode }) => <>{children}</>,
  OVERLAY_MOUSE_TARGET: 'overlayMouseTarget',
}));

beforeAll(() => vi.stubGlobal('google', { maps: { SymbolPath: { CIRCLE: 0 } } }));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  loader.useJsApiLoader.mockReset();
});

const van = { lat: 53.8, lng: -1.56 };
const renderMap = (apiKey: string | null) =>
  render(
    <DeliveryMap
      apiKey={apiKey}
      onZoomTo={() => {}}
      view={{ center: van, zoom: 12 }}
      size={{ width: 800, height: 600 }}
      depots={[{ lat: 53.7946, lng: -1.5486 }]}
      drivers={[{ key: 'INV-1', title: 'INV-1', position: van, selected: true }]}
      bubble={{
        position: van,
        content: <DeliveryBubble title="INV-1" percent={40} remaining="1h 5m" />,
      }}
    />,
  );

// Which map the region draws, and its land layer: the drawing's own markup, no roles.
/* eslint-disable testing-library/no-node-access -- see above */
const engine = () =>
  screen.getByRole('region', { name: 'Map' }).firstElementChild?.getAttribute('data-engine');
const land = () =>
  screen.getByRole('region', { name: 'Map' }).querySelector('path[data-layer="land"]');
/* eslint-enable testing-library/no-node-access -- back to queries by role and text */

describe('DeliveryMap', () => {
  it('draws the offline map without a key, never asking for Google’s script', async () => {
    renderMap(null);

    expect(engine()).toBe('offline');
    expect(screen.getByRole('img', { name: 'Van INV-1' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Selected delivery' }).textContent).toBe(
      'INV-140%E.T.A.1h 5m',
    );
    // The coast comes in its own chunk, after the markers.
    await vi.waitFor(() => expect(land()?.getAttribute('d')).toMatch(/^M/));
    expect(loader.useJsApiLoader).not.toHaveBeenCalled();
  });

  it('falls back to the offline map when Google’s script fails to load', async () => {
    loader.useJsApiLoader.mockReturnValue({ isLoaded: false, loadError: new Error('offline') });
    renderMap('test-key');

    await vi.waitFor(() => expect(loader.useJsApiLoader).toHaveBeenCalled());
    expect(engine()).toBe('offline');
    expect(screen.getByRole('img', { name: 'Van INV-1' })).toBeInTheDocument();
  });

  it('shows the offline map while the script loads, then Google’s', async () => {
    loader.useJsApiLoader.mockReturnValue({ isLoaded: false, loadError: undefined });
    const { rerender } = renderMap('test-key');
    await vi.waitFor(() => expect(loader.useJsApiLoader).toHaveBeenCalled());
    expect(engine()).toBe('offline');

    loader.useJsApiLoader.mockReturnValue({ isLoaded: true, loadError: undefined });
    rerender(
      <DeliveryMap
        apiKey="test-key"
        onZoomTo={() => {}}
        view={defaultView}
        size={{ width: 800, height: 600 }}
        depots={[]}
        drivers={[{ key: 'INV-1', title: 'INV-1', position: van, selected: false }]}
        bubble={null}
      />,
    );

    expect(engine()).toBe('google');
    expect(screen.getByText('Van INV-1')).toBeInTheDocument();
    expect(land()).toBeNull();
    expect(screen.getByRole('region', { name: 'Map' }).dataset.zoom).toBe('6');
    expect(loader.useJsApiLoader).toHaveBeenLastCalledWith({
      googleMapsApiKey: 'test-key',
      libraries: ['places', 'geometry'],
    });
  });
});
