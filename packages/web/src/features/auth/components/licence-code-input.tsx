import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  backspaceOnEmpty,
  pasteInto,
  typeInto,
  type Code,
  type Step,
} from '../lib/licence-code.ts';
import styles from './licence-code-input.module.css';

type Props = { code: Code; onChange: (code: Code) => void };

/** Eight single-digit boxes; focus follows typing, clearing, Backspace and paste. */
export function LicenceCodeInput({ code, onChange }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const apply = (step: Step) => {
    onChange(step.code);
    boxes.current[step.focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    // A filled box is cleared wherever the caret is: after a click, WebKit and Firefox put it
    // before the digit, where the browser's own Backspace deletes nothing.
    if (code[index] === '') boxes.current[backspaceOnEmpty(index)]?.focus();
    else apply(typeInto(code, index, ''));
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteInto(code, index, event.clipboardData.getData('text')));
  };

  return (
    <div className={styles.boxes} role="group" aria-label="License code">
      {code.map((digit, index) => (
        <input
          // The eight boxes never reorder: the position is the identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          value={digit}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label={`Digit ${index + 1} of 8`}
          autoFocus={index === 0}
          // The caret with the value: what was typed ends at it, before or after the box's old
          // digit (a click puts the caret before it in WebKit and Firefox).
          onChange={(event) =>
            apply(typeInto(code, index, event.target.value, event.target.selectionEnd))
          }
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
        />
      ))}
    </div>
  );
}
