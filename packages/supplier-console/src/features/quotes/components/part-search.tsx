import { Button, type Currency, formatMoney, visuallyHidden } from '@garage/app-kit';
import { useDeferredValue, useId, useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import type { CataloguePart } from '../../../lib/demo-types.ts';
import shared from '../../../styles/shared.module.css';
import { minSearchLength, useDemoSearchParts } from '../api/demo-search-parts.ts';
import styles from './part-search.module.css';

type Props = {
  onAdd: (part: CataloguePart) => void;
  /** The garage's: the catalogue's prices are shown in it. */
  currency: Currency;
};

const stockText = (part: CataloguePart) =>
  part.Stock.map(({ Branch, Qty }) => `${Branch} ${Qty}`).join(' · ') || 'none';

/** Searches the catalogue; each result can be added to the quote as a line. */
export function PartSearch({ onAdd, currency }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const parts = useDemoSearchParts(search);
  return (
    <div className={styles.search}>
      <label htmlFor={id}>Search the parts catalogue</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Part number or description, e.g. BP-FO or brake pads"
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
      />
      {search.length >= minSearchLength && parts.isError && <ErrorMessage error={parts.error} />}
      {search.length >= minSearchLength && parts.data?.length === 0 && (
        <p className={shared.muted}>No part matches '{search}'.</p>
      )}
      {search.length >= minSearchLength && parts.data && parts.data.length > 0 && (
        <div className={shared.tableScroll}>
          <table>
            <thead>
              <tr>
                <th>Part number</th>
                <th>Description</th>
                <th>Trade</th>
                <th>RRP</th>
                <th>Stock by branch</th>
                <th>
                  <span className={visuallyHidden}>Add</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {parts.data.map((part) => (
                <tr key={part.PartNumber}>
                  <td>{part.PartNumber}</td>
                  <td>{part.Description}</td>
                  <td>{formatMoney(currency, part.TradePrice)}</td>
                  <td>{formatMoney(currency, part.RRP)}</td>
                  <td>{stockText(part)}</td>
                  <td>
                    <Button aria-label={`Add ${part.PartNumber}`} onClick={() => onAdd(part)}>
                      Add
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
