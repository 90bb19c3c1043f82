// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import {
  renderWithProviders,
  settleAndCleanup,
  stubLayoutSize,
} from '../../../testing/render-with-providers.tsx';
import { makeDelivery } from '../testing/make-delivery.ts';
import { TrackingScreen } from './tracking-screen.tsx';

const server = setupApiServer();
stubLayoutSize({ width: 800, height: 600 });

const now = new Date('2026-11-23T12:00:00');
const hour = 3_600_000;
beforeAll(() => {
  // Only Date: msw and react-query keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterAll(() => vi.useRealTimers());
afterEach(settleAndCleanup);

const leeds = makeDelivery({
  Document: ['INV-778201', 'INV-778202'],
  PartInfo: [
    { Part: 'TB-SK-5520', Qty: 1 },
    { Part: 'CL-SK-0301', Qty: 2 },
  ],
  Date: new Date(now.getTime() - hour).toISOString(),
  Eta: now.getTime() + 2 * hour,
  Loc: [53.8112, -1.5852],
  DriverLoc: [{ Location: [53.8, -1.56] }],
});
const bradford = makeDelivery({
  Document: ['INV-783837'],
  PartInfo: [{ Part: 'OF-AU-0668', Qty: 4 }],
  Eta: new Date('2026-11-24T09:05:00').getTime(),
  Loc: [53.79, -1.75],
  DriverLoc: [{ Location: [53.78, -1.7] }],
});

/** Answers the in-transit call; returns the accounts asked for. */
function answerInTransit(respond: () => Response = () => HttpResponse.json([leeds, bradford])) {
  const asked: string[] = [];
  server.use(
    http.get(`${apiBase}/api/run/getInTransit/:id`, ({ params }) => {
      asked.push(String(params.id));
      return respond();
    }),
  );
  return asked;
}

const renderTracking = ({
  customerKeyCode = 'PMF1001',
  companyHost = apiBase,
}: { customerKeyCode?: string | null; companyHost?: string | null } = {}) =>
  renderWithProviders(
    <TrackingScreen
      companyHost={companyHost}
      customerKeyCode={customerKeyCode}
      mapsApiKey={null}
    />,
  );

const card = (document: string) =>
  within(screen.getByRole('list', { name: 'Deliveries' })).getByRole('button', {
    name: new RegExp(document),
  });
const map = () => screen.getByRole('region', { name: 'Map' });
const markers = () =>
  within(map())
    .queryAllByRole('img')
    .map((marker) => marker.getAttribute('aria-label'));
const cluster = () => within(map()).getByRole('button', { name: '2 vans: INV-778201, INV-783837' });
const view = () => ({
  zoom: Number(map().dataset.zoom),
  lat: Number(map().dataset.centerLat),
  lng: Number(map().dataset.centerLng),
});

describe('TrackingScreen', () => {
  it('shows Loading... until the account’s deliveries come, then lists them', async () => {
    const asked = answerInTransit();
    renderTracking();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    expect(asked[0]).toBe('PMF1001');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'INV-778201(and 1 other doc(s))PART: TB-SK-5520QTY: 1PART: CL-SK-0301QTY: 2E.T.A.: Today at 14:00',
      'INV-783837PART: OF-AU-0668QTY: 4E.T.A.: 24/11/2026 09:05',
    ]);
  });

  it('starts at the default view with the depot and the two vans in one marker', async () => {
    answerInTransit();
    renderTracking();
    await screen.findByRole('list', { name: 'Deliveries' });

    expect(view()).toEqual({ zoom: 6, lat: 54.24, lng: -2.55 });
    // 11 km apart: 6 px at zoom 6, where their markers would overlap.
    expect(markers()).toEqual(['Depot']);
    expect(cluster().textContent).toBe('2');
  });

  it('choosing the cluster zooms in until its vans show apart', async () => {
    answerInTransit();
    renderTracking();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Deliveries' });

    await user.click(cluster());

    // Both vans fitted into the 800 px map, less the padding, as Recenter fits them.
    expect(view()).toEqual({
      zoom: 12,
      lat: expect.closeTo(53.79, 2),
      lng: expect.closeTo(-1.63, 9),
    });
    expect(markers()).toEqual(['Depot', 'Van INV-778201', 'Van INV-783837']);
    expect(within(map()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('selecting a delivery zooms to its van with a bubble; selecting it again refits', async () => {
    answerInTransit();
    renderTracking();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Deliveries' });

    await user.click(card('INV-778201'));

    expect(card('INV-778201')).toHaveAttribute('aria-pressed', 'true');
    expect(card('INV-783837')).toHaveAttribute('aria-pressed', 'false');
    expect(view()).toEqual({ zoom: 12, lat: 53.8, lng: -1.56 });
    const bubble = screen.getByRole('status', { name: 'Selected delivery' });
    expect(bubble.textContent).toBe('INV-77820133%E.T.A.2h 0m');
    expect(within(bubble).getByRole('progressbar')).toHaveValue(33);

    await user.click(card('INV-778201'));

    expect(card('INV-778201')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('status', { name: 'Selected delivery' })).not.toBeInTheDocument();
    const refitted = view();
    await user.click(screen.getByRole('button', { name: 'Recenter Map' }));
    expect(view()).toEqual(refitted);
  });

  it('Recenter fits the first drop and every van', async () => {
    answerInTransit();
    renderTracking();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Deliveries' });

    await user.click(screen.getByRole('button', { name: 'Recenter Map' }));

    const { zoom, lat, lng } = view();
    // Drops and vans lie within 53.78..53.8112 N and 1.56..1.7 W: a town-sized view.
    expect(zoom).toBeGreaterThanOrEqual(10);
    expect(zoom).toBeLessThan(14);
    expect(lat).toBeGreaterThan(53.78);
    expect(lat).toBeLessThan(53.8112);
    expect(lng).toBeCloseTo((-1.56 + -1.7) / 2, 9);
  });

  it('shows the raw error when the call fails', async () => {
    answerInTransit(() => HttpResponse.json({ message: 'Supplier offline' }, { status: 500 }));
    renderTracking();

    expect(await screen.findByText('ApiError: HTTP 500: Supplier offline')).toBeInTheDocument();
  });

  it('says the CustomerKeyCode is missing without calling', async () => {
    const asked = answerInTransit();
    renderTracking({ customerKeyCode: null });

    expect(screen.getByText('CustomerKeyCode is missing!')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([]));
  });

  it('offers no tracking to a company without its own API host', () => {
    const asked = answerInTransit();
    renderTracking({ companyHost: null });

    expect(screen.getByText('Tracking is not available for your company.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
