import { format } from 'date-fns';
import { imageUrl } from '../../../lib/api-client.ts';
import type { DemoMessage } from '../../../lib/demo-types.ts';
import shared from '../../../styles/shared.module.css';
import styles from './message-thread.module.css';

/** The enquiry's messages, oldest first: the garage's on the left, the supplier's on the right. */
export function MessageThread({ messages }: { messages: DemoMessage[] }) {
  if (messages.length === 0) return <p className={shared.muted}>No messages yet.</p>;
  return (
    <ol className={styles.thread} aria-label="Messages">
      {messages.map((message) => (
        <li
          key={message.MessageId}
          className={`${styles.message} ${message.Factor ? styles.supplier : styles.garage}`}
        >
          <span className={styles.meta}>
            {message.Factor ? 'You (supplier)' : 'Garage'} ·{' '}
            {format(new Date(message.Datetime), 'd MMM HH:mm')}
          </span>
          {message.Text !== '' && <p>{message.Text}</p>}
          {message.BlobStorageId && (
            <a href={imageUrl(message.BlobStorageId)} target="_blank" rel="noreferrer">
              {/* eslint-disable-next-line jsx-a11y-x/img-redundant-alt -- the alt names the link, which opens the image in a new tab */}
              <img src={imageUrl(message.BlobStorageId)} alt="Image sent with the message" />
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
