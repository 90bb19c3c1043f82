// @vitest-environment jsdom
import type { Bulletin } from '@garage/api-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { NewsScreen } from './news-screen.tsx';

const server = setupApiServer();

afterEach(settleAndCleanup);

const bulletins: Bulletin[] = [
  {
    BulletinId: 3,
    Title: 'Castrol EDGE 5W-30: buy four 5L, get one free',
    ThumbnailPath: `${apiBase}/assets/bulletins/3/thumbnail.png`,
    FilePath: `${apiBase}/assets/bulletins/3/document.pdf`,
    ExpiryTime: new Date(2027, 0, 1, 9, 0).toISOString(),
    UploadedAt: new Date(2026, 10, 21, 9, 0).toISOString(),
  },
  {
    BulletinId: 4,
    Title: 'Free delivery on orders over £50',
    ThumbnailPath: `${apiBase}/assets/bulletins/4/thumbnail.png`,
    FilePath: null,
    ExpiryTime: new Date(2026, 11, 5, 9, 0).toISOString(),
    UploadedAt: new Date(2026, 10, 4, 9, 0).toISOString(),
  },
];

/** Answers the bulletins call with `answer`; returns the accounts the page asked for. */
function answerBulletins(answer: () => Response = () => HttpResponse.json(bulletins)) {
  const asked: string[] = [];
  server.use(
    http.get(`${apiBase}/api/promotions/:code`, ({ params }) => {
      asked.push(String(params.code));
      return answer();
    }),
  );
  return asked;
}

const renderNews = ({
  newsId,
  customerKeyCode = 'PMF1001',
}: { newsId?: string; customerKeyCode?: string | null } = {}) =>
  renderWithProviders(
    <NewsScreen newsHost={apiBase} customerKeyCode={customerKeyCode} newsId={newsId} />,
    { path: newsId === undefined ? '/news' : `/news/${newsId}` },
  );

const bulletinList = () => screen.findByRole('list', { name: 'Bulletins' });
const detail = () => screen.getByRole('region', { name: 'Bulletin detail' });

describe('NewsScreen', () => {
  it("lists the account's bulletins under YOUR BULLETINS with thumbnail, title and dates", async () => {
    const asked = answerBulletins();
    renderNews();

    // The list's heading; the screen's h1 is the route's (docs/accessibility.md#headings).
    expect(screen.getByRole('heading', { level: 2, name: 'YOUR BULLETINS' })).toBeInTheDocument();
    const items = within(await bulletinList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Castrol EDGE 5W-30: buy four 5L, get one freeEXPIRES 01/01/2027RECEIVED 21/11/2026',
      'Free delivery on orders over £50EXPIRES 05/12/2026RECEIVED 04/11/2026',
    ]);
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail is decorative (alt=""), so it has no role
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe(bulletins[0]?.ThumbnailPath);
    expect(asked).toEqual(['PMF1001']);
  });

  it('asks to select a bulletin until one is open', async () => {
    answerBulletins();
    renderNews();

    await bulletinList();
    expect(detail().textContent).toBe('Select a bulletin to view details');
  });

  it("opens a bulletin's address when it is clicked", async () => {
    answerBulletins();
    const { router } = renderNews();

    await userEvent.setup().click(await screen.findByRole('link', { name: /Castrol EDGE/ }));

    expect(router.state.location.pathname).toBe('/news/3');
  });

  it("frames the open bulletin's document, titled with the bulletin", async () => {
    answerBulletins();
    renderNews({ newsId: '3' });

    const frame = await screen.findByTitle('Castrol EDGE 5W-30: buy four 5L, get one free');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${apiBase}/assets/bulletins/3/document.pdf`);
    // Any sandbox at all makes Chromium show an error page instead of the PDF.
    expect(frame).not.toHaveAttribute('sandbox');
    expect(screen.getByRole('link', { name: /Castrol EDGE/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says a bulletin without a document has none', async () => {
    answerBulletins();
    renderNews({ newsId: '4' });

    await bulletinList();
    expect(within(detail()).getByRole('heading').textContent).toBe(
      'Free delivery on orders over £50',
    );
    expect(
      within(detail()).getByText('No document available for this bulletin'),
    ).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- no document frame at all, whatever its title
    expect(detail().querySelector('iframe')).not.toBeInTheDocument();
  });

  it('says there is no news for an address that names no bulletin', async () => {
    answerBulletins();
    renderNews({ newsId: '99' });

    await bulletinList();
    expect(within(detail()).getByRole('alert').textContent).toBe(
      "Sorry - Couldn't find any news for you",
    );
  });

  it('says there is no news when the bulletins fail to load', async () => {
    answerBulletins(() =>
      HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
    );
    renderNews({ newsId: '3' });

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Sorry - Couldn't find any news for you",
    );
    expect(screen.queryByRole('list', { name: 'Bulletins' })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- no document frame at all, whatever its title
    expect(detail().querySelector('iframe')).not.toBeInTheDocument();
  });

  it('says there is no news when the account has no bulletins', async () => {
    // An empty answer reads as a failed one to the garage (docs/readings.md#tracking-returns-news):
    // no empty list, and no invitation to select a bulletin there is none of.
    const asked = answerBulletins(() => HttpResponse.json([]));
    renderNews();

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Sorry - Couldn't find any news for you",
    );
    expect(asked).toEqual(['PMF1001']);
    expect(screen.queryByRole('list', { name: 'Bulletins' })).not.toBeInTheDocument();
    expect(screen.queryByText('Select a bulletin to view details')).not.toBeInTheDocument();
  });

  it('says there is no news, asking nothing, for a garage without an account', async () => {
    const asked = answerBulletins();
    renderNews({ customerKeyCode: null });

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Sorry - Couldn't find any news for you",
    );
    expect(asked).toEqual([]);
  });
});
