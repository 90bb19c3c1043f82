import { useId } from 'react';
import { MessageComposer } from './message-composer.tsx';
import { MessageThread } from './message-thread.tsx';
import styles from './messages-panel.module.css';

/**
 * docs/screens.md#messages-panel: an enquiry's thread with the supplier and a composer pinned
 * below it. It fills its container's height; the thread scrolls between header and composer.
 */
export function MessagesPanel({ enquiryId }: { enquiryId: number }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Messages
      </h2>
      {/* Keyed by enquiry: another enquiry gets its own scroll position and its own draft. */}
      <MessageThread key={`thread-${enquiryId}`} enquiryId={enquiryId} />
      <MessageComposer key={`composer-${enquiryId}`} enquiryId={enquiryId} />
    </section>
  );
}
