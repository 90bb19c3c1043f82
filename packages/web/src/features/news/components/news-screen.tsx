import type { Bulletin } from '@garage/api-types';
import { Link } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useBulletins } from '../api/get-bulletins.ts';
import { bulletinDateText, documentUrl, selectBulletin } from '../lib/bulletins.ts';
import styles from './news-screen.module.css';

/** The News screen's messages, word for word (docs/screens.md#news). */
export const newsMessages = {
  noSelection: 'Select a bulletin to view details',
  noDocument: 'No document available for this bulletin',
  failure: "Sorry - Couldn't find any news for you",
};

type NewsScreenProps = {
  /** The company host, or the supplier host for a company without one ('' = this origin). */
  newsHost: string;
  customerKeyCode: string | null;
  /** The route's bulletin id, when one is open. */
  newsId: string | undefined;
};

/** The bulletins list, and the open bulletin's document beside it. */
export function NewsScreen({ newsHost, customerKeyCode, newsId }: NewsScreenProps) {
  const bulletins = useBulletins(newsHost, customerKeyCode);
  const loaded = bulletins.data && bulletins.data.length > 0 ? bulletins.data : null;
  return (
    // On phones one of the two shows at a time: the list, or the bulletin opened from it.
    <div className={styles.screen} data-showing={newsId === undefined ? 'list' : 'bulletin'}>
      <section className={styles.listColumn} aria-labelledby="news-title">
        <h2 id="news-title" className={styles.title}>
          YOUR BULLETINS
        </h2>
        {bulletins.isPending ? (
          <p className={styles.message}>Loading...</p>
        ) : loaded ? (
          <BulletinList bulletins={loaded} selectedId={newsId} />
        ) : (
          // A failed load and an empty list read the same to the garage: no news.
          <p className={styles.message} role="alert">
            {newsMessages.failure}
          </p>
        )}
      </section>
      <section className={styles.detail} aria-label="Bulletin detail">
        {/* Phones only: the list is hidden while a bulletin is open. */}
        {newsId !== undefined && <BackLink to={paths.news} label="Bulletins" />}
        {loaded && <BulletinDetail bulletins={loaded} newsId={newsId} />}
      </section>
    </div>
  );
}

function BulletinList({
  bulletins,
  selectedId,
}: {
  bulletins: readonly Bulletin[];
  selectedId: string | undefined;
}) {
  return (
    <ul className={styles.list} aria-label="Bulletins">
      {bulletins.map((bulletin) => {
        const selected = String(bulletin.BulletinId) === selectedId;
        return (
          <li key={bulletin.BulletinId}>
            <Link
              to={paths.bulletin(bulletin.BulletinId)}
              className={selected ? `${styles.card} ${styles.selected}` : styles.card}
              aria-current={selected ? 'page' : undefined}
            >
              <img className={styles.thumbnail} src={bulletin.ThumbnailPath} alt="" />
              <span className={styles.cardText}>
                <span className={styles.cardTitle}>{bulletin.Title}</span>
                <span className={styles.dates}>
                  <span>
                    <span className={styles.dateLabel}>EXPIRES</span>{' '}
                    {bulletinDateText(bulletin.ExpiryTime)}
                  </span>
                  <span>
                    <span className={styles.dateLabel}>RECEIVED</span>{' '}
                    {bulletinDateText(bulletin.UploadedAt)}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function BulletinDetail({
  bulletins,
  newsId,
}: {
  bulletins: readonly Bulletin[];
  newsId: string | undefined;
}) {
  const selection = selectBulletin(bulletins, newsId);
  if (selection.kind === 'none') {
    return <p className={styles.message}>{newsMessages.noSelection}</p>;
  }
  if (selection.kind === 'unknown') {
    return (
      <p className={styles.message} role="alert">
        {newsMessages.failure}
      </p>
    );
  }
  const { bulletin } = selection;
  const src = documentUrl(bulletin);
  return (
    <article className={styles.bulletin} aria-labelledby="bulletin-title">
      <h2 id="bulletin-title" className={styles.bulletinTitle}>
        {bulletin.Title}
      </h2>
      {src ? (
        // No sandbox attribute: Chromium never shows a PDF in a sandboxed frame, whatever it
        // allows (crbug.com/413851). documentUrl frames only http(s) documents, which the host
        // serves from its own origin, away from the portal's.
        <iframe className={styles.document} src={src} title={bulletin.Title} />
      ) : (
        <p className={styles.message}>{newsMessages.noDocument}</p>
      )}
    </article>
  );
}
