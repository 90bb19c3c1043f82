import { Button } from '@garage/app-kit';
import type { ReturnRecord } from '@garage/api-types';
import type { RuntimeConfig } from '@garage/hosting/runtime-config';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useReturns } from '../api/get-returns.ts';
import {
  returnDateTimeText,
  sortByDateAscending,
  summariseReturns,
  summaryMonths,
} from '../lib/returns-summary.ts';
import styles from './returns-screen.module.css';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

/** The whole screen when the deployment's returnsView is none (docs/screens.md#returns). */
export const returnsHiddenMessage =
  'Contact the company for more information on viewing Warranty / returns, PoD signatures & payment receipts.';

export const noCompanyHostMessage =
  'Returns are not available: your company has no API host for them.';
export const noCustomerAccountMessage =
  'Returns are not available: this garage has no customer account with the supplier.';

type ReturnsScreenProps = {
  /** The company's own API host; null when its host is `none` (Returns is then not listed). */
  companyHost: string | null;
  customerKeyCode: string | null;
  returnsView: RuntimeConfig['returnsView'];
};

/** docs/screens.md#returns: the last 3 months' totals, then every return, oldest first. */
export function ReturnsScreen({ companyHost, customerKeyCode, returnsView }: ReturnsScreenProps) {
  if (returnsView === 'none') {
    return (
      <section className={styles.screen} aria-label="Returns">
        <p className={styles.message}>{returnsHiddenMessage}</p>
      </section>
    );
  }
  return (
    <section className={styles.screen} aria-label="Returns">
      <ReturnsHeader />
      {/* Reached only by typing the address: there is no host or account to ask. */}
      {companyHost === null ? (
        <p className={styles.message}>{noCompanyHostMessage}</p>
      ) : !customerKeyCode ? (
        <p className={styles.message}>{noCustomerAccountMessage}</p>
      ) : (
        <ReturnsData companyHost={companyHost} customerKeyCode={customerKeyCode} />
      )}
    </section>
  );
}

function ReturnsHeader() {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <h1 className={styles.heading}>Returns</h1>
      <Button className={styles.close} onClick={() => void navigate(paths.home)}>
        CLOSE
      </Button>
    </header>
  );
}

function ReturnsData({
  companyHost,
  customerKeyCode,
}: {
  companyHost: string;
  customerKeyCode: string;
}) {
  const returns = useReturns(companyHost, customerKeyCode);
  // The 3-month window moves with the clock, not only when the data refetches.
  const now = useNow(60_000);
  if (returns.data === undefined) {
    if (returns.error) {
      return <LoadFailure error={returns.error} onRetry={() => void returns.refetch()} />;
    }
    return <p className={styles.message}>Loading...</p>;
  }
  return (
    <>
      <Summary records={returns.data} now={now} />
      <ReturnsList records={returns.data} />
    </>
  );
}

function Summary({ records, now }: { records: readonly ReturnRecord[]; now: Date }) {
  const { totalQty, byReason } = summariseReturns(records, now);
  return (
    <section className={styles.summary} aria-label="Returns summary">
      <div className={styles.total}>
        <span className={styles.totalLabel}>Returned in the last {summaryMonths} months</span>
        <output className={styles.totalQty} aria-label="Total returned">
          {totalQty}
        </output>
      </div>
      {byReason.length > 0 && (
        <table className={styles.reasons} aria-label="Returned by reason">
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col">Qty</th>
            </tr>
          </thead>
          <tbody>
            {byReason.map(({ Reason, Qty }) => (
              <tr key={Reason}>
                <td>{Reason}</td>
                <td>{Qty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ReturnsList({ records }: { records: readonly ReturnRecord[] }) {
  if (records.length === 0) return <p className={styles.message}>No returns.</p>;
  return (
    <ol className={styles.list} aria-label="Returns by date">
      {sortByDateAscending(records).map((record, index) => (
        // Records have no id; the sorted position is stable for one answer.
        <li key={`${record.DateTime}-${index}`} className={styles.entry}>
          <h2 className={styles.when}>
            <time dateTime={record.DateTime}>{returnDateTimeText(record.DateTime)}</time>
          </h2>
          <table className={styles.parts}>
            <thead>
              <tr>
                <th scope="col">Part number</th>
                <th scope="col">Qty</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {record.Parts.map((part, partIndex) => (
                <tr key={`${part.PartNo}-${partIndex}`}>
                  <td className={styles.partNo}>{part.PartNo}</td>
                  <td>{part.Qty}</td>
                  <td>{part.Reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ol>
  );
}
