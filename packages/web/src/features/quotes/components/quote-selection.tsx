import { Button, type Currency, formatMoney } from '@garage/app-kit';
import type { Enquiry, QuoteLine } from '@garage/api-types';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import {
  type OrderCheck,
  OrderNotPlacedError,
  QuoteChangedError,
  useConfirmQuoteLines,
} from '../api/confirm-quote-lines.ts';
import { useEnquiryResponses } from '../api/get-enquiry-responses.ts';
import { usePartStock } from '../api/get-part-stock.ts';
import { useQuoteDetails } from '../api/get-quote-details.ts';
import { downloadText } from '../lib/download-text.ts';
import { quoteCsv, quoteCsvFileName } from '../lib/quote-csv.ts';
import { linesTotal } from '../lib/quote-money.ts';
import {
  orderCheckingText,
  orderFailedText,
  orderUnknownText,
  orderWentThroughText,
  quoteUpdateText,
} from '../lib/quote-notices.ts';
import { carryTicks, noTicks, tickedLines, toggleTick } from '../lib/quote-ticks.ts';
import card from './part-card.module.css';
import { QuoteLineCard } from './quote-line-card.tsx';
import styles from './quote-selection.module.css';
import { VehicleChips } from './vehicle-chips.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { offerNotificationsOnce } from '../../../components/ui/notification-offer.tsx';
import { OfflineReason } from '../../../components/ui/offline-reason.tsx';
import { sameQuote } from '../../../lib/quote-lines.ts';
import { useOnline } from '../../../lib/use-online.ts';

/**
 * What the garage is told of an order that did not answer as sent: being checked, found to have
 * gone through, found not to have (`failed`), or not known because the check failed too.
 */
type OrderNotice = OrderCheck | 'failed' | 'unknown';

const orderNotices: Record<OrderNotice, { text: string; style: string | undefined; role: string }> =
  {
    checking: { text: orderCheckingText, style: styles.checking, role: 'status' },
    ordered: { text: orderWentThroughText, style: styles.ordered, role: 'status' },
    failed: { text: orderFailedText, style: styles.failed, role: 'alert' },
    unknown: { text: orderUnknownText, style: styles.failed, role: 'alert' },
  };

type QuoteSelectionProps = {
  enquiry: Enquiry;
  /** The garage's own branch: its stock is IN STOCK. */
  factorBranch: string;
  /** Sent with each ordered line. */
  userId: number;
  currency: Currency;
};

/** docs/screens.md#quote-selection: pick quoted lines, download the quote, order. */
export function QuoteSelection({ enquiry, factorBranch, userId, currency }: QuoteSelectionProps) {
  const responses = useEnquiryResponses(enquiry.EnquiryId);
  const lines = responses.data ?? [];
  const stock = usePartStock(lines.map((line) => line.PartNumber));
  const prices = useQuoteDetails(enquiry.Document);
  const [ticks, setTicks] = useState(noTicks);
  // What the garage is told of a failed order until it next ticks or orders.
  const [orderNotice, setOrderNotice] = useState<OrderNotice | null>(null);
  const order = useConfirmQuoteLines(enquiry.EnquiryId, userId, (check) => {
    setOrderNotice(check);
    // Outlives the quote, which the order view replaces once the lists are refreshed.
    if (check === 'ordered') toast.success(orderWentThroughText);
  });
  // Set from the first click: a second one before React re-renders would see isPending still
  // false. Cleared only by a failure: once ordered, this view gives way to the confirmation.
  const ordering = useRef(false);
  // Offline, Place Order waits for the connection; the selection stays (docs/offline.md).
  const online = useOnline();
  const offlineReasonId = useId();
  // What the garage is told until it next ticks or orders.
  const [update, setUpdate] = useState<{ dropped: number } | null>(null);
  const [refused, setRefused] = useState(false);

  // The lines the garage has been shown. When a refresh brings another quote, the ticks follow
  // their lines and the garage is told (docs/rules.md#when-the-supplier-updates-a-quote).
  const [shown, setShown] = useState(responses.data);
  if (responses.data !== shown) {
    setShown(responses.data);
    if (shown && responses.data && !sameQuote(shown, responses.data)) {
      const carried = carryTicks(ticks, shown, responses.data);
      setTicks(carried.ticks);
      setUpdate({ dropped: carried.dropped });
    }
  }

  const selected = tickedLines(lines, ticks);
  const total = linesTotal(selected);

  function clearNotices() {
    setUpdate(null);
    setRefused(false);
    // A check under way, or an order found, still holds.
    setOrderNotice((notice) => (notice === 'checking' || notice === 'ordered' ? notice : null));
  }

  function toggle(line: QuoteLine) {
    setTicks((current) => toggleTick(current, line));
    clearNotices();
  }

  function placeOrder() {
    if (ordering.current || !online || selected.length === 0) return;
    ordering.current = true;
    clearNotices();
    order.mutate(
      { shown: lines, ticked: selected },
      {
        onSuccess: offerNotificationsOnce,
        // The ticks stay as they are, so the garage can try again.
        onError: (error) => {
          ordering.current = false;
          // A changed quote has replaced the lines shown: the notice says what changed.
          if (error instanceof QuoteChangedError) setRefused(true);
          // Nothing was ordered only when the lines fetched since say so.
          else setOrderNotice(error instanceof OrderNotPlacedError ? 'failed' : 'unknown');
        },
      },
    );
  }

  function downloadQuote() {
    toast('Building CSV');
    downloadText(quoteCsv(lines), quoteCsvFileName, 'text/csv');
    toast.success('CSV complete');
  }

  return (
    <div className={styles.quote}>
      <VehicleChips enquiry={enquiry} />
      <div className={styles.sticky}>
        <p className={styles.prompt}>Please select the parts you would like to order.</p>
        <p className={styles.total}>
          Total selected:{' '}
          <output aria-label="Total selected">{formatMoney(currency, total)}</output>
        </p>
        <div className={styles.actions}>
          <Button onClick={downloadQuote} disabled={lines.length === 0}>
            D/L Quote
          </Button>
          <Button
            variant="primary"
            onClick={placeOrder}
            // Not while the total is 0: a free line ticked alone can be ordered.
            disabled={selected.length === 0 || order.isPending || order.isSuccess || !online}
            aria-busy={order.isPending}
            aria-describedby={online ? undefined : offlineReasonId}
          >
            Place Order
          </Button>
        </div>
        <OfflineReason id={offlineReasonId} className={styles.offline} />
        {(update || refused) && (
          <p className={`${styles.notice} ${styles.updated}`} role="alert">
            {quoteUpdateText({ dropped: update?.dropped ?? 0, refused })}
          </p>
        )}
        {orderNotice && (
          <p
            className={`${styles.notice} ${orderNotices[orderNotice].style}`}
            role={orderNotices[orderNotice].role}
          >
            {orderNotices[orderNotice].text}
          </p>
        )}
      </div>
      {responses.data === undefined ? (
        responses.error ? (
          <LoadFailure error={responses.error} onRetry={() => void responses.refetch()} />
        ) : (
          <p className={card.message}>Loading...</p>
        )
      ) : (
        <ul className={card.lines} aria-label="Quoted parts">
          {lines.map((line) => (
            <QuoteLineCard
              key={line.ResponseDetailId}
              line={line}
              currency={currency}
              rrp={prices.data?.get(line.PartNumber)}
              stock={stock}
              factorBranch={factorBranch}
              selected={selected.includes(line)}
              onToggle={() => toggle(line)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
