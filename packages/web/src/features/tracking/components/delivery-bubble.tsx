import styles from './delivery-bubble.module.css';

type DeliveryBubbleProps = { title: string; percent: number; remaining: string };

const radius = 18;
const circumference = 2 * Math.PI * radius;

/** The selected driver's speech bubble: document title, ETA progress ring, time left. */
export function DeliveryBubble({ title, percent, remaining }: DeliveryBubbleProps) {
  return (
    <div className={styles.bubble} role="status" aria-label="Selected delivery">
      <strong className={styles.title}>{title}</strong>
      <div className={styles.body}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Delivery progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <svg viewBox="0 0 44 44" aria-hidden="true">
            <circle className={styles.track} cx="22" cy="22" r={radius} />
            <circle
              className={styles.done}
              cx="22"
              cy="22"
              r={radius}
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - percent / 100)}
            />
          </svg>
          <span className={styles.percent}>{percent}%</span>
        </div>
        <div className={styles.eta}>
          <span className={styles.label}>E.T.A.</span>
          <span className={styles.remaining}>{remaining}</span>
        </div>
      </div>
    </div>
  );
}
