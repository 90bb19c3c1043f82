import { Button, visuallyHidden } from '@garage/app-kit';
import type { ChangeEvent } from 'react';
import { BlobImage } from '../../../components/ui/blob-image.tsx';
import { imageNotKeptMessage } from '../../../lib/draft-image.ts';
import dialogForm from './dialog-form.module.css';
import styles from './new-enquiry-image.module.css';

type NewEnquiryImageProps = {
  image: File | null;
  /** The browser refused to keep the image across a reload. */
  notKept: boolean;
  /** Why the file chosen was not attached. */
  error: string | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
};

/** The New Enquiry form's Attach image button, and the image attached with its preview. */
export function NewEnquiryImage({
  image,
  notKept,
  error,
  onChoose,
  onRemove,
}: NewEnquiryImageProps) {
  return (
    <div className={styles.imageRow}>
      <label className={styles.tool}>
        <input
          type="file"
          accept="image/*"
          className={visuallyHidden}
          aria-label="Attach image"
          onChange={onChoose}
        />
        Attach image
      </label>
      {image && (
        <figure className={styles.preview}>
          <BlobImage blob={image} alt={`Attached image ${image.name}`} />
          <figcaption>{image.name}</figcaption>
          <Button onClick={onRemove}>Remove image</Button>
          {/* In the page with the preview, so that a screen reader reads what comes into it. */}
          <p className={styles.notKept} role="status">
            {notKept && imageNotKeptMessage}
          </p>
        </figure>
      )}
      {error && (
        <p className={dialogForm.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
