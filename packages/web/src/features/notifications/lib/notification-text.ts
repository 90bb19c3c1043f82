import { lightFormat } from 'date-fns/lightFormat';
import type { EnquiryEvent } from './enquiry-events.ts';

/** One refresh bringing this many events or more gets one summary toast, not one each. */
export const summaryThreshold = 3;

function etaText(eta: string): string {
  const date = new Date(eta);
  return Number.isNaN(date.getTime()) ? '' : `, ETA ${lightFormat(date, 'dd/MM/yy HH:mm')}`;
}

/** The toast for one event, naming the registration and what happened. */
export function eventText(event: EnquiryEvent): string {
  switch (event.kind) {
    case 'quote':
      return `${event.reg}: quote received`;
    case 'requote':
      return `${event.reg}: quote updated`;
    case 'message':
      return `${event.reg}: ${event.count === 1 ? 'new message' : `${event.count} new messages`}`;
    case 'cancellation':
      return `${event.reg}: cancelled by the supplier`;
    case 'dispatch':
      return `${event.reg}: dispatched${etaText(event.eta)}`;
  }
}

const nouns = {
  quote: ['quote', 'quotes'],
  requote: ['quote update', 'quote updates'],
  message: ['message', 'messages'],
  cancellation: ['cancellation', 'cancellations'],
  dispatch: ['dispatch', 'dispatches'],
} as const;

/** Many events at once, counted by kind: "3 quotes and 2 messages". */
export function summaryText(events: readonly EnquiryEvent[]): string {
  const counts = new Map<EnquiryEvent['kind'], number>();
  for (const event of events) {
    const count = event.kind === 'message' ? event.count : 1;
    counts.set(event.kind, (counts.get(event.kind) ?? 0) + count);
  }
  const parts = (Object.keys(nouns) as EnquiryEvent['kind'][])
    .filter((kind) => counts.has(kind))
    .map((kind) => {
      const count = counts.get(kind) ?? 0;
      return `${count} ${nouns[kind][count === 1 ? 0 : 1]}`;
    });
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}

/** The toasts for one refresh's events: one each, or one summary when there are many. */
export function toastTexts(events: readonly EnquiryEvent[]): string[] {
  if (events.length >= summaryThreshold) return [summaryText(events)];
  return events.map(eventText);
}
