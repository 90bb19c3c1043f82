import { useEffect, useRef, useState } from 'react';
import { BlobImage } from '../../../components/ui/blob-image.tsx';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessageImage } from '../api/get-message-image.ts';
import styles from './message-image.module.css';

/** True once the element has been in view; it stays true, so an image loads once. */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/**
 * A message's image as a thumbnail of fixed size (so the thread's height does not jump while
 * it loads), fetched once scrolled into view; a click opens it full screen.
 */
export function MessageImage({ blobId }: { blobId: string }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const image = useMessageImage(blobId, { enabled: seen });
  const [open, setOpen] = useState(false);

  return (
    <div ref={ref} className={styles.thumbnail}>
      {image.data ? (
        <button
          type="button"
          className={styles.thumbnailButton}
          aria-label="Open image"
          onClick={() => setOpen(true)}
        >
          <BlobImage blob={image.data} alt="Attached image" />
        </button>
      ) : image.error ? (
        <span className={styles.imageError} title={String(image.error)}>
          Image not available
        </span>
      ) : (
        <Spinner size="small" label="Loading image" />
      )}
      {open && image.data && (
        <Lightbox label="Image" onClose={() => setOpen(false)}>
          <BlobImage blob={image.data} alt="Attached image" />
        </Lightbox>
      )}
    </div>
  );
}
