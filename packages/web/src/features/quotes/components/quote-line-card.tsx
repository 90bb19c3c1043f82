import { formatMoney, type Currency } from '@garage/app-kit';
import type { QuoteLine, StockRecord } from '@garage/api-types';
import type { UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNow } from '../../../lib/use-now.ts';
import { lineTotal } from '../lib/quote-money.ts';
import { sameDayTimeLeft, stockStatus } from '../lib/stock-status.ts';
import card from './part-card.module.css';
import styles from './quote-line-card.module.css';

type QuoteLineCardProps = {
  line: QuoteLine;
  currency: Currency;
  /** The recommended retail price, when the quote details know it. */
  rrp: number | undefined;
  stock: UseQueryResult<Map<string, StockRecord>>;
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
};

function StockStatusText({
  part,
  stock,
  factorBranch,
}: {
  part: string;
  stock: UseQueryResult<Map<string, StockRecord>>;
  factorBranch: string;
}) {
  // Renewed every 30 s: the 14:00 cut-off and the time left move with the clock.
  const now = useNow(30_000);
  if (stock.isPending) return <p>Status: Loading...</p>;
  // A failed stock call gave no branch data: NO STOCK (docs/readings.md#quotes-and-orders).
  const status = stockStatus(stock.data?.get(part), factorBranch, now);
  return (
    <p>
      Status: <strong className={statusClass[status]}>{status}</strong>
      {status === 'SAME DAY ORDER IN' && (
        <span className={card.muted}> ({sameDayTimeLeft(now)})</span>
      )}
    </p>
  );
}
