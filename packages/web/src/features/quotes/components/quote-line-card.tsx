import { Button, formatMoney, type Currency } from '@garage/app-kit';
import type { QuoteLine, StockRecord } from '@garage/api-types';
import type { UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNow } from '../../../lib/use-now.ts';
import { lineTotal } from '../lib/quote-money.ts';
import { sameDayTimeLeft, stockStatus } from '../lib/stock-status.ts';
import card from './part-card.module.css';
import styles from './quote-line-card.module.css';

type StockQuery = UseQueryResult<Map<string, StockRecord>>;

type QuoteLineCardProps = {
  line: QuoteLine;
  currency: Currency;
  /** The recommended retail price, when the quote details know it. */
  rrp: number | undefined;
  /** The quote's stock call: its answer, or its failure with 'Check again' on the line. */
  stock: StockQuery;
  factorBranch: string;
  selected: boolean;
  onToggle: () => void;
};

async function copyPartNumber(part: string) {
  try {
    await navigator.clipboard.writeText(part);
    toast.success(`${part} copied to clipboard`);
  } catch (error) {
    // A failed copy is only logged.
    console.error(`Copying ${part} to the clipboard failed`, error);
  }
}

/** One quoted part: tick it to order it; its price, live stock status and notes. */
export function QuoteLineCard({
  line,
  currency,
  rrp,
  stock,
  factorBranch,
  selected,
  onToggle,
}: QuoteLineCardProps) {
  return (
    <li className={selected ? `${card.line} ${styles.selected}` : card.line}>
      <div className={card.main}>
        {/* The label around it makes a larger target to tick with a finger. */}
        <label className={styles.tick}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            onChange={onToggle}
            aria-label={`Select ${line.PartNumber}`}
          />
        </label>
        <div className={card.text}>
          <button
            type="button"
            className={`${card.partNumber} ${styles.copy}`}
            onClick={() => void copyPartNumber(line.PartNumber)}
            title="Copy the part number"
          >
            {line.PartNumber}
          </button>
          <p>
            Qty {line.Qty} @ {formatMoney(currency, line.UnitPrice)}
            {rrp !== undefined && (
              <span className={styles.rrp}> (RRP {formatMoney(currency, rrp)})</span>
            )}
          </p>
          <StockStatusText part={line.PartNumber} stock={stock} factorBranch={factorBranch} />
        </div>
        <p className={card.total}>{formatMoney(currency, lineTotal(line))}</p>
      </div>
      <p className={`${card.strip} ${card.muted}`}>{line.ResponseDetailNotes || 'No notes'}</p>
    </li>
  );
}

const statusClass = {
  'IN STOCK': styles.inStock,
  'SAME DAY ORDER IN': styles.sameDay,
  'OVERNIGHT NEXT DAY': styles.nextDay,
  'NO STOCK': styles.noStock,
  'STOCK UNKNOWN': styles.unknown,
};

function StockStatusText({
  part,
  stock,
  factorBranch,
}: {
  part: string;
  stock: StockQuery;
  factorBranch: string;
}) {
  // Renewed every 30 s: the 14:00 cut-off and the time left move with the clock.
  const now = useNow(30_000);
  // The last answer stays while a later call fails; a failed call with no answer to show is
  // STOCK UNKNOWN, never NO STOCK, and stays so while it is asked again (a query without data
  // goes back to pending for that): only the first call reads Loading (docs/rules.md#stock-status).
  const failedBefore = stock.isError || stock.errorUpdateCount > 0;
  if (stock.data === undefined && !failedBefore) return <p>Status: Loading...</p>;
  const status = stockStatus(stock.data ?? null, part, factorBranch, now);
  const text = (
    <p className={styles.status}>
      Status: <strong className={statusClass[status]}>{status}</strong>
      {status === 'SAME DAY ORDER IN' && (
        <span className={card.muted}> ({sameDayTimeLeft(now)})</span>
      )}
    </p>
  );
  if (status !== 'STOCK UNKNOWN') return text;
  return (
    <div className={styles.unknownLine}>
      {text}
      <CheckAgain stock={stock} />
    </div>
  );
}

/**
 * Asks for the stock of the whole quote again (one call covers every line). While a call is
 * under way, the portal's own or the garage's, it says so and a press starts nothing more; it
 * stays focusable, so a keyboard's place is kept.
 */
function CheckAgain({ stock }: { stock: StockQuery }) {
  const checking = stock.isFetching;
  return (
    <Button
      className={styles.checkAgain}
      aria-disabled={checking}
      onClick={() => {
        if (!checking) void stock.refetch();
      }}
    >
      {checking ? 'Checking...' : 'Check again'}
    </Button>
  );
}
