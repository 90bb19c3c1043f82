// The eight-box licence code entry (docs/screens.md#login), as pure steps the input applies.

export const codeLength = 8;

export type Code = readonly string[];

export type Step = { code: Code; focus: number };

export const emptyCode: Code = Array.from({ length: codeLength }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** What a box's new raw value does: keep its last digit and move on, or clear and move back. */
export function typeInto(code: Code, index: number, raw: string): Step {
  if (raw === '') {
    return { code: code.with(index, ''), focus: Math.max(index - 1, 0) };
  }
  const digit = onlyDigits(raw).at(-1);
  if (digit === undefined) return { code, focus: index };
  return { code: code.with(index, digit), focus: Math.min(index + 1, codeLength - 1) };
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
