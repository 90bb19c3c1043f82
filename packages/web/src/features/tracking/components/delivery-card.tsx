import type { InTransitDelivery } from '@garage/api-types';
import { etaText, otherDocumentsText } from '../lib/delivery-text.ts';
import styles from './delivery-card.module.css';

type DeliveryCardProps = {
  delivery: InTransitDelivery;
  selected: boolean;
  now: Date;
  onClick: () => void;
};

export function DeliveryCard({ delivery, selected, now, onClick }: DeliveryCardProps) {
  const others = otherDocumentsText(delivery.Document);
  return (
    <button type="button" className={styles.card} aria-pressed={selected} onClick={onClick}>
      <span className={styles.document}>{delivery.Document[0]}</span>
      {others && <span className={styles.others}>{others}</span>}
      {delivery.PartInfo.map(({ Part, Qty }, index) => (
        <span key={index} className={styles.part}>
          <span>PART: {Part}</span>
          <span>QTY: {Qty}</span>
        </span>
      ))}
      <span className={styles.eta}>E.T.A.: {etaText(delivery.Eta, now)}</span>
    </button>
  );
}
