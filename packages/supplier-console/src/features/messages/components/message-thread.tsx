import { format } from 'date-fns';
import { imageUrl } from '../../../lib/api-client.ts';
import type { DemoMessage } from '../../../lib/demo-types.ts';

/** The enquiry's messages, oldest first: the garage's on the left, the supplier's on the right. */
export function MessageThread({ messages }: { messages: DemoMessage[] }) {
  if (messages.length === 0) return <p className="muted">No messages yet.</p>;
  return (
    <ol className="thread" aria-label="Messages">
      {messages.map((message) => (
        <li
          key={message.MessageId}
          className={message.Factor ? 'message message--supplier' : 'message message--garage'}
        >
          <span className="message-meta">
            {message.Factor ? 'You (supplier)' : 'Garage'} ·{' '}
            {format(new Date(message.Datetime), 'd MMM HH:mm')}
          </span>
          {message.Text !== '' && <p>{message.Text}</p>}
          {message.BlobStorageId && (
            <a href={imageUrl(message.BlobStorageId)} target="_blank" rel="noreferrer">
              <img src={imageUrl(message.BlobStorageId)} alt="Image sent with the message" />
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
