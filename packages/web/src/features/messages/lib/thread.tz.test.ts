import { describe, expect, it } from 'vitest';
import { makeMessage } from '../testing/make-message.ts';
import { buildThread, isOwnMessage, showsTime } from './thread.ts';

const at = (hours: number, minutes: number, seconds = 0, day = 23) =>
  new Date(2026, 10, day, hours, minutes, seconds).toISOString();

/** The thread as a reader sees it, one line per separator or message. */
const shown = (messages: Parameters<typeof buildThread>[0]) =>
  buildThread(messages).map((entry) =>
    entry.kind === 'day'
      ? `-- ${entry.label} --`
      : `${entry.own ? 'right' : 'left'}: ${entry.message.Text}${entry.time ? ` [${entry.time}]` : ''}`,
  );

describe('isOwnMessage', () => {
  it('is true only for the garage’s messages that are not the supplier’s', () => {
    expect(isOwnMessage(makeMessage({ Garage: true, Factor: false }))).toBe(true);
    expect(isOwnMessage(makeMessage({ Garage: false, Factor: true }))).toBe(false);
    expect(isOwnMessage(makeMessage({ Garage: true, Factor: true }))).toBe(false);
  });
});

describe('showsTime', () => {
  const first = makeMessage({ Datetime: at(9, 30, 0) });

  it('hides the time when the next message follows exactly 60 s later', () => {
    expect(showsTime(first, makeMessage({ Datetime: at(9, 31, 0) }))).toBe(false);
  });

  it('shows the time when the next message follows 61 s later', () => {
    expect(showsTime(first, makeMessage({ Datetime: at(9, 31, 1) }))).toBe(true);
  });

  it('shows the time under the last message', () => {
    expect(showsTime(first, undefined)).toBe(true);
  });
});

describe('buildThread', () => {
  it('puts the newest message at the bottom, own ones right and the supplier’s left', () => {
    const newestFirst = [
      makeMessage({
        MessageId: 2,
        Text: 'Yes, Mintex.',
        Datetime: at(10, 0),
        Garage: false,
        Factor: true,
      }),
      makeMessage({ MessageId: 1, Text: 'Ceramic pads?', Datetime: at(9, 0) }),
    ];

    expect(shown(newestFirst)).toEqual([
      '-- 23/11/26 --',
      'right: Ceramic pads? [09:00]',
      'left: Yes, Mintex. [10:00]',
    ]);
  });

  it('gives a burst within a minute one time, under its last message', () => {
    const newestFirst = [
      makeMessage({ MessageId: 3, Text: 'third', Datetime: at(9, 2, 1) }),
      makeMessage({ MessageId: 2, Text: 'second', Datetime: at(9, 1, 0) }),
      makeMessage({ MessageId: 1, Text: 'first', Datetime: at(9, 0, 0) }),
    ];

    expect(shown(newestFirst)).toEqual([
      '-- 23/11/26 --',
      'right: first',
      'right: second [09:01]',
      'right: third [09:02]',
    ]);
  });

  it('separates local days, each with its date', () => {
    const newestFirst = [
      makeMessage({ MessageId: 3, Text: 'Tuesday', Datetime: at(8, 0, 0, 24) }),
      makeMessage({ MessageId: 2, Text: 'Monday late', Datetime: at(23, 59, 0) }),
      makeMessage({ MessageId: 1, Text: 'Monday', Datetime: at(9, 0, 0) }),
    ];

    expect(shown(newestFirst)).toEqual([
      '-- 23/11/26 --',
      'right: Monday [09:00]',
      'right: Monday late [23:59]',
      '-- 24/11/26 --',
      'right: Tuesday [08:00]',
    ]);
  });

  it('is empty for no messages', () => {
    expect(buildThread([])).toEqual([]);
  });
});
