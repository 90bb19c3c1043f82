import { Button } from '@garage/app-kit';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { useDemoSendSupplierMessage } from '../api/demo-send-supplier-message.ts';
import { pngAsBase64 } from '../lib/png-base64.ts';
import shared from '../../../styles/shared.module.css';
import styles from './reply-form.module.css';

/** The supplier's reply: text, an optional PNG, or both. */
export function ReplyForm({ enquiryId }: { enquiryId: number }) {
  const textId = useId();
  const imageId = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useDemoSendSupplierMessage();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (text.trim() === '' && !image) {
      setProblem('Write a message or choose an image to send');
      return;
    }
    const checked = image ? await pngAsBase64(image) : null;
    if (checked && !checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    send.mutate(
      { enquiryId, message: { Text: text.trim(), ...(checked ? { Image: checked.base64 } : {}) } },
      {
        onSuccess: () => {
          setText('');
          setImage(null);
          if (fileInput.current) fileInput.current.value = '';
          toast.success('Message sent');
        },
      },
    );
  };

  return (
    <form className={styles.reply} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={textId}>Reply to the garage</label>
      <textarea
        id={textId}
        rows={2}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={shared.row}>
        <label htmlFor={imageId}>Image (PNG, optional)</label>
        <input
          id={imageId}
          ref={fileInput}
          type="file"
          accept="image/png"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
        <Button variant="primary" type="submit" disabled={send.isPending}>
          Send message
        </Button>
      </div>
      {problem && (
        <p className={shared.formError} role="alert">
          {problem}
        </p>
      )}
      {send.isError && <ErrorMessage error={send.error} />}
    </form>
  );
}
