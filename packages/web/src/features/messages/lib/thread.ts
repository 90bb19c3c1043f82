import type { Message } from '@garage/api-types';
import { format, isSameDay } from 'date-fns';

/** A time shows under a message only when more than this separates it (docs/rules.md#messages). */
export const timeStampGapMs = 60_000;

export type ThreadEntry =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: Message; own: boolean; time: string | null };

/** Garage true and Factor false: the garage's own message, shown on the right. */
export const isOwnMessage = (message: Message) => message.Garage && !message.Factor;

const timeOf = (message: Message) => Date.parse(message.Datetime);

/**
 * The time under a message: shown when more than 60 s pass before the next message (or there is
 * none), so a burst of messages sent within a minute carries one time, under its last message.
 */
export function showsTime(message: Message, next: Message | undefined): boolean {
  return next === undefined || timeOf(next) - timeOf(message) > timeStampGapMs;
}

/**
 * The thread as shown: the API's newest-first list reversed so the newest is at the bottom,
 * with a DD/MM/YY separator before the first message of each local day and HH:mm times.
 */
export function buildThread(newestFirst: readonly Message[]): ThreadEntry[] {
  const messages = newestFirst.toReversed();
  const entries: ThreadEntry[] = [];
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    const sent = new Date(message.Datetime);
    if (!previous || !isSameDay(new Date(previous.Datetime), sent)) {
      entries.push({
        kind: 'day',
        key: `day-${message.MessageId}`,
        label: format(sent, 'dd/MM/yy'),
      });
    }
    entries.push({
      kind: 'message',
      key: `message-${message.MessageId}`,
      message,
      own: isOwnMessage(message),
      time: showsTime(message, messages[index + 1]) ? format(sent, 'HH:mm') : null,
    });
  });
  return entries;
}
