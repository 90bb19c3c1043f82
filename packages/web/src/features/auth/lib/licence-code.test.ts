import { describe, expect, it } from 'vitest';
import { backspaceOnEmpty, completeCode, emptyCode, pasteInto, typeInto } from './licence-code.ts';

const code = (text: string) =>
  text
    .padEnd(8, ' ')
    .split('')
    .map((c) => (c === ' ' ? '' : c));

describe('typing into a box', () => {
  it('keeps the digit and moves focus to the next box', () => {
    expect(typeInto(emptyCode, 0, '2')).toEqual({ code: code('2'), focus: 1 });
  });

  it('keeps only the last digit typed when a box already holds one', () => {
    expect(typeInto(code('2'), 0, '27')).toEqual({ code: code('7'), focus: 1 });
  });

  it("keeps the digit typed before a box's digit, the caret at its start", () => {
    // WebKit and Firefox put the caret there when a box is clicked: '1' becomes '21'.
    expect(typeInto(code('12345678'), 0, '21', 1)).toEqual({ code: code('22345678'), focus: 1 });
    expect(typeInto(code('1'), 0, '21')).toEqual({ code: code('2'), focus: 1 });
  });

  it('keeps the digit typed over a selected digit', () => {
    expect(typeInto(code('1'), 0, '2', 1)).toEqual({ code: code('2'), focus: 1 });
  });

  it('strips non-digits and stays put when nothing is left', () => {
    expect(typeInto(code('2'), 1, 'a')).toEqual({ code: code('2'), focus: 1 });
    expect(typeInto(code('2'), 1, 'x5')).toEqual({ code: code('25'), focus: 2 });
  });

  it('stays on the last box after filling it', () => {
    expect(typeInto(code('2046137'), 7, '9')).toEqual({ code: code('20461379'), focus: 7 });
  });

  it('fills the boxes as a paste does when several digits come in one input', () => {
    // AutoFill, dictation and some on-screen keyboards put a whole code into one box.
    expect(typeInto(emptyCode, 0, '20461379', 8)).toEqual({ code: code('20461379'), focus: 7 });
    expect(typeInto(code('2'), 1, '46', 2)).toEqual({ code: code('246'), focus: 3 });
  });

  it('tells what came from the digit the box held, on whichever side the caret put it', () => {
    expect(typeInto(code('9'), 0, '920461379', 9).code).toEqual(code('20461379'));
    expect(typeInto(code('9'), 0, '204613799', 8).code).toEqual(code('20461379'));
    // Both ends are the old '1': the caret says which one it was.
    expect(typeInto(code('1'), 0, '123456781', 8).code).toEqual(code('12345678'));
    expect(typeInto(code('1'), 0, '123456781', 9).code).toEqual(code('23456781'));
  });

  it('clearing a box empties it and moves back, but not before the first box', () => {
    expect(typeInto(code('204'), 2, '')).toEqual({ code: code('20'), focus: 1 });
    expect(typeInto(code('2'), 0, '')).toEqual({ code: emptyCode, focus: 0 });
  });
});

describe('Backspace on an empty box', () => {
  it('moves back one box, and stays on the first', () => {
    expect(backspaceOnEmpty(3)).toBe(2);
    expect(backspaceOnEmpty(0)).toBe(0);
  });
});

describe('pasting', () => {
  it('fills all eight boxes from a whole code, wherever it is pasted', () => {
    expect(pasteInto(emptyCode, 5, '20461379')).toEqual({ code: code('20461379'), focus: 7 });
  });

  it('takes the digits of a code pasted with spaces or dashes', () => {
    expect(pasteInto(emptyCode, 0, ' 2046-1379 ').code).toEqual(code('20461379'));
  });

  it('fills from the box pasted into when fewer than eight digits come', () => {
    expect(pasteInto(code('20'), 2, '461')).toEqual({ code: code('20461'), focus: 5 });
  });

  it('changes nothing when the text has no digit', () => {
    expect(pasteInto(code('20'), 2, 'licence')).toEqual({ code: code('20'), focus: 2 });
  });
});

describe('a complete code', () => {
  it('is the eight digits joined', () => {
    expect(completeCode(code('20461379'))).toBe('20461379');
  });

  it('is missing while any box is empty', () => {
    expect(completeCode(code('2046137'))).toBeNull();
    expect(completeCode(code('2046 379'))).toBeNull();
    expect(completeCode(emptyCode)).toBeNull();
  });
});
