import { Button, visuallyHidden } from '@garage/app-kit';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { BlobImage } from '../../../components/ui/blob-image.tsx';
import { OfflineReason } from '../../../components/ui/offline-reason.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLastMessageSent, useSendMessage, type UnsentMessage } from '../api/send-message.ts';
import { imageNotKeptMessage } from '../../../lib/draft-image.ts';
import { isImageFile, notAnImageMessage } from '../../../lib/image-file.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { earlierMessageOnItsWay, hasContent, notSentMessage } from '../lib/compose.ts';
import {
  forgetSentDraft,
  readDraftText,
  readMessageDraftImage,
  sameImage,
  writeDraftText,
  writeMessageDraftImage,
} from '../lib/message-draft.ts';
import styles from './message-composer.module.css';

/**
 * The composer: attach an image, write, send (Enter; Shift+Enter adds a line). What is written
 * is kept as the enquiry's draft until sent, and stays in place when sending fails.
 */
export function MessageComposer({ enquiryId }: { enquiryId: number }) {
  const [text, setText] = useState(() => readDraftText(localStorage, enquiryId));
  const [image, setImage] = useState<File | null>(null);
  // The image the browser refused to keep as the draft's (WebKit's private windows refuse any
  // File): the garage is told, as leaving the page would lose it.
  const [notKept, setNotKept] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // What the composer holds now, for a send that finishes after the user changed it.
  const current = useRef({ text, image });

  /**
   * Only what was sent is forgotten, in the kept draft and on screen: anything written or
   * attached meanwhile stays. What this composer holds may be older than the kept draft (it
   * was closed and another opened), so each is compared on its own.
   */
  function forgetSent(message: UnsentMessage) {
    void forgetSentDraft(localStorage, enquiryId, message);
    if (current.current.text.trim() === message.Text) {
      current.current.text = '';
      setText('');
    }
    if (message.Image && sameImage(current.current.image, message.Image)) {
      current.current.image = null;
      setImage(null);
    }
  }

  function changeText(next: string) {
    current.current.text = next;
    setText(next);
    writeDraftText(localStorage, enquiryId, next);
  }

  function changeImage(next: File | null) {
    current.current.image = next;
    setImage(next);
    void writeMessageDraftImage(localStorage, enquiryId, next).then((kept) => {
      if (!kept) setNotKept(next);
    });
  }

  // Also when the composer was closed before the answer came (api/send-message.ts).
  const send = useSendMessage(enquiryId, { onSent: (message) => forgetSent(message) });
  // The message of a composer closed before its answer came: this one waits for it, so that
  // what it shows, the draft being sent, is not sent twice (docs/rules.md#messages).
  const lastSent = useLastMessageSent(enquiryId);
  const earlierOnItsWay = send.isIdle && lastSent?.status === 'pending';
  const waitingForEarlier = useRef(earlierOnItsWay);
  const earlierEnded = useEffectEvent(() => {
    if (lastSent?.status === 'success' && lastSent.message) forgetSent(lastSent.message);
    else if (lastSent?.error) setNotice(notSentMessage(lastSent.error));
  });
  useEffect(() => {
    if (earlierOnItsWay || !waitingForEarlier.current) return;
    waitingForEarlier.current = false;
    earlierEnded();
  }, [earlierOnItsWay]);
  // Offline, Send waits for the connection; what is written stays (docs/offline.md).
  const online = useOnline();
  const offlineReasonId = useId();
  // Set synchronously, unlike send.isPending, so a double click or Enter sends once.
  const sending = useRef(false);

  useEffect(() => {
    let mounted = true;
    void readMessageDraftImage(localStorage, enquiryId).then((stored) => {
      // An image attached while the draft was being read wins over the stored one.
      if (mounted && stored && !current.current.image) {
        current.current.image = stored;
        setImage(stored);
      }
    });
    return () => {
      mounted = false;
    };
  }, [enquiryId]);

  function submit() {
    if (sending.current || earlierOnItsWay || !online || !hasContent(text, image)) return;
    sending.current = true;
    setNotice(null);
    send.mutate(
      { Text: text.trim(), ...(image && { Image: image }) },
      {
        onError: (error) => setNotice(notSentMessage(error)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again, after removing it, still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setNotice(notAnImageMessage(file));
      return;
    }
    setNotice(null);
    changeImage(file);
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      className={styles.composer}
      aria-label="New message"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {notice && (
        <p className={styles.alert} role="alert">
          {notice}
        </p>
      )}
      {earlierOnItsWay && (
        <p className={styles.waiting} role="status">
          {earlierMessageOnItsWay}
        </p>
      )}
      {image && (
        <figure className={styles.preview}>
          <BlobImage blob={image} alt={`Attached image ${image.name}`} />
          <figcaption className={styles.previewName}>{image.name}</figcaption>
          <Button
            variant="icon"
            className={styles.remove}
            aria-label="Remove image"
            onClick={() => changeImage(null)}
          >
            <span aria-hidden="true">×</span>
          </Button>
          {/* In the page with the preview, so that a screen reader reads what comes into it. */}
          <p className={styles.notKept} role="status">
            {notKept === image && imageNotKeptMessage}
          </p>
        </figure>
      )}
      <div className={styles.row}>
        <label className={styles.attach} title="Attach image">
          <input
            type="file"
            accept="image/*"
            className={visuallyHidden}
            aria-label="Attach image"
            onChange={attach}
          />
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5zM8 9.5A1.5 1.5 0 1 1 8 6.5a1.5 1.5 0 0 1 0 3z" />
          </svg>
        </label>
        <textarea
          className={styles.input}
          aria-label="Message"
          placeholder="Write a message..."
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => {
            setNotice(null);
            changeText(event.target.value);
          }}
          onKeyDown={sendOnEnter}
        />
        <Button
          variant="icon"
          type="submit"
          className={styles.send}
          aria-label={send.isPending || earlierOnItsWay ? 'Sending' : 'Send'}
          disabled={send.isPending || earlierOnItsWay || !online}
          aria-describedby={online ? undefined : offlineReasonId}
        >
          {send.isPending || earlierOnItsWay ? (
            <Spinner size="small" />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M2.5 21 23 12 2.5 3 2.5 10 17 12 2.5 14z" />
            </svg>
          )}
        </Button>
      </div>
      <OfflineReason id={offlineReasonId} />
    </form>
  );
}
