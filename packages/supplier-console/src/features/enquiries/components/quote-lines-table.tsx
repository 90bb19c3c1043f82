import { formatMoney, type Currency } from '@garage/app-kit';
import { format } from 'date-fns';
import type { QuoteLine } from '../../../lib/demo-types.ts';
import shared from '../../../styles/shared.module.css';

type Props = { lines: QuoteLine[]; currency: Currency };

/** The quote as sent, for an enquiry past quoting, in the garage's currency. */
export function QuoteLinesTable({ lines, currency }: Props) {
  if (lines.length === 0) return <p className={shared.muted}>No quote lines.</p>;
  return (
    <div className={shared.tableScroll}>
      <table>
        <thead>
          <tr>
            <th>Part number</th>
            <th>Qty</th>
            <th>Unit price</th>
            <th>Delivery</th>
            <th>Note</th>
            <th>Confirmed</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.ResponseDetailId}>
              <td>{line.PartNumber}</td>
              <td>{line.Qty}</td>
              <td>{formatMoney(currency, line.UnitPrice)}</td>
              <td>{line.DeliveryDate ? format(new Date(line.DeliveryDate), 'd MMM yyyy') : ''}</td>
              <td>{line.ResponseDetailNotes ?? ''}</td>
              <td>{line.Confirmed === 1 ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
