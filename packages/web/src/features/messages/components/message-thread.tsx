import { visuallyHidden } from '@garage/app-kit';
import { useLayoutEffect, useRef } from 'react';
import { useEnquiryMessages } from '../api/get-enquiry-messages.ts';
import { MessageImage } from './message-image.tsx';
import styles from './message-thread.module.css';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

/** The thread, oldest at the top; it scrolls to the newest on load and on each new message. */
export function MessageThread({ enquiryId }: { enquiryId: number }) {
  const thread = useEnquiryMessages(enquiryId);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const newestKey = thread.data?.at(-1)?.key;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [newestKey]);

  return (
    // Focusable, so that the keyboard can scroll a thread that has nothing else to focus.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region (axe's scrollable-region-focusable)
    <div ref={scrollerRef} className={styles.scroller} tabIndex={0}>
      {thread.data === undefined ? (
        thread.error ? (
          <LoadFailure error={thread.error} onRetry={() => void thread.refetch()} />
        ) : (
          <p className={styles.note}>Loading...</p>
        )
      ) : thread.data.length === 0 ? (
        <p className={styles.note}>Need help? Send us a message below!</p>
      ) : (
        <ol className={styles.thread} aria-label="Message thread">
          {thread.data.map((entry) =>
            entry.kind === 'day' ? (
              <li key={entry.key} className={styles.day}>
                <span>{entry.label}</span>
              </li>
            ) : (
              // Own messages right in blue, the supplier's left in yellow (docs/rules.md#messages).
              <li
                key={entry.key}
                className={styles.message}
                data-side={entry.own ? 'right' : 'left'}
              >
                <div className={styles.bubble} data-colour={entry.own ? 'blue' : 'yellow'}>
                  <span className={visuallyHidden}>{entry.own ? 'You:' : 'Supplier:'} </span>
                  {entry.message.BlobStorageId && (
                    <MessageImage blobId={entry.message.BlobStorageId} />
                  )}
                  {entry.message.Text !== '' && <p className={styles.text}>{entry.message.Text}</p>}
                </div>
                {entry.time && (
                  <time className={styles.time} dateTime={entry.message.Datetime}>
                    {entry.time}
                  </time>
                )}
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}
