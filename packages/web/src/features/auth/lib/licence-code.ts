// The eight-box licence code entry (docs/screens.md#login), as pure steps the input applies.

export const codeLength = 8;

export type Code = readonly string[];

export type Step = { code: Code; focus: number };

export const emptyCode: Code = Array.from({ length: codeLength }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * What an input event put into a box that held `previous`, from the box's new value and the
 * caret after it (the selection's end). The old digit may be on either side: WebKit and
 * Firefox put the caret before it when a box is clicked, Chromium after it. Where both ends
 * could be the old digit the caret tells which; a value that does not hold it replaced it
 * (the digit was selected, or AutoFill set the whole value).
 */
function inserted(previous: string, raw: string, caret: number | null): string {
  const added = raw.length - previous.length;
  if (previous === '' || added <= 0) return raw;
  if (caret !== null && caret >= added && caret <= raw.length) {
    const start = caret - added;
    if (raw.slice(0, start) + raw.slice(caret) === previous) return raw.slice(start, caret);
  }
  if (raw.startsWith(previous)) return raw.slice(previous.length);
  if (raw.endsWith(previous)) return raw.slice(0, added);
  return raw;
}

/**
 * What a box's new raw value does: the digit that came replaces the box's, wherever the caret
 * was, and focus moves on; several digits at once (AutoFill, dictation) fill the boxes as a
 * paste does; an empty box clears and moves back. `caret` is the selection's end after the
 * input, null where it is not known.
 */
export function typeInto(
  code: Code,
  index: number,
  raw: string,
  caret: number | null = null,
): Step {
  if (raw === '') {
    return { code: code.with(index, ''), focus: Math.max(index - 1, 0) };
  }
  const digits = onlyDigits(inserted(code[index] ?? '', raw, caret));
  if (digits === '') return { code, focus: index };
  if (digits.length > 1) return pasteInto(code, index, digits);
  return { code: code.with(index, digits), focus: Math.min(index + 1, codeLength - 1) };
}

/** Backspace in a box that is already empty moves back one box. */
export function backspaceOnEmpty(index: number): number {
  return Math.max(index - 1, 0);
}

/** A pasted code fills the boxes: a whole code from the first box, else from this box on. */
export function pasteInto(code: Code, index: number, text: string): Step {
  const digits = onlyDigits(text);
  if (digits === '') return { code, focus: index };
  const start = digits.length >= codeLength ? 0 : index;
  const next = [...code];
  const pasted = digits.slice(0, codeLength - start);
  // Digits only, one UTF-16 unit each.
  pasted.split('').forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { code: next, focus: Math.min(start + pasted.length, codeLength - 1) };
}

/** The code to send, or null while any box is empty (then ACTIVATE does nothing). */
export function completeCode(code: Code): string | null {
  const joined = code.join('');
  return joined.length === codeLength ? joined : null;
}
