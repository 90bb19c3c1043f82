import { formatMoney, type Currency } from '@garage/app-kit';
import type { Enquiry } from '@garage/api-types';
import { useEnquiryResponses } from '../api/get-enquiry-responses.ts';
import { useNow } from '../../../lib/use-now.ts';
import { dueText } from '../lib/order-lines.ts';
import { lineTotal, linesTotal } from '../lib/quote-money.ts';
import styles from './order-confirmation.module.css';
import card from './part-card.module.css';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

type OrderConfirmationProps = { enquiry: Enquiry; currency: Currency };

/**
 * Placing the order removes the focused Place Order button: rather than leave the focus on the
 * page itself, the thanks takes it (docs/keyboard.md#focus-after-a-change). Not on a fresh load of the page.
 */
function takeLostFocus(heading: HTMLHeadingElement | null) {
  const lost = document.activeElement === document.body;
  // userActivation: whether the garage has pressed or clicked anything on this page yet.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always there, but jsdom and browsers before 2023 (Firefox 120, Safari 16.4) lack it
  if (heading && lost && navigator.userActivation?.hasBeenActive) heading.focus();
}

/** docs/screens.md#order-confirmation: the lines the garage ordered and when they are due. */
export function OrderConfirmation({ enquiry, currency }: OrderConfirmationProps) {
  const responses = useEnquiryResponses(enquiry.EnquiryId);
  // 'Today' turns into a date at midnight.
  const now = useNow(60_000);

  if (responses.data === undefined) {
    if (responses.error) {
      return <LoadFailure error={responses.error} onRetry={() => void responses.refetch()} />;
    }
    return <p className={card.message}>Loading...</p>;
  }
  const ordered = responses.data.filter((line) => line.Confirmed === 1);
  // Lines from before the order (none ordered), still being refreshed: the status came first,
  // from a list refreshed elsewhere (another window's order, a poll). Not an order of nothing.
  if (ordered.length === 0 && responses.isFetching) {
    return <p className={card.message}>Loading...</p>;
  }

  return (
    <div className={styles.order}>
      <div className={styles.summary}>
        <h3 ref={takeLostFocus} className={styles.thanks} tabIndex={-1}>
          Thanks for your order!
        </h3>
        <p className={styles.total}>
          Total ordered:{' '}
          <output aria-label="Total ordered">{formatMoney(currency, linesTotal(ordered))}</output>
        </p>
        <p>
          Your parts will be with you shortly. Keep an eye on your notifications for more details.
        </p>
      </div>
      <ol className={card.lines} aria-label="Ordered parts">
        {ordered.map((line, index) => {
          const due = dueText(line.DeliveryDate, now);
          return (
            <li key={line.ResponseDetailId} className={card.line}>
              <div className={card.main}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={card.text}>
                  <p className={card.partNumber}>{line.PartNumber}</p>
                  <p>
                    Qty {line.Qty} @ {formatMoney(currency, line.UnitPrice)}
                  </p>
                  <p className={card.muted}>{line.ResponseDetailNotes || 'No notes'}</p>
                </div>
                <p className={card.total}>{formatMoney(currency, lineTotal(line))}</p>
              </div>
              {due && <p className={`${card.strip} ${styles.due}`}>{due}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
