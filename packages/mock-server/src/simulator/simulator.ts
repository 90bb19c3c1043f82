// The supplier's side of the conversation, so a demo moves on by itself: enquiries get quoted,
// confirmed orders get dispatched, vans arrive and the supplier answers messages. Everything is
// timed by the world's clock; step() does whatever is due at its now. No HTTP here: the timer
// that steps every world while the app runs is plugins/infrastructure/simulator.ts.
import { Query } from '@msw/data';
import type { Clock } from '../world/clock.ts';
import type { Collections } from '../records/collections.ts';
import { deliver, dispatchEnquiry } from '../domain/deliveries.ts';
import { postSupplierMessage } from '../domain/messages.ts';
import { quoteEnquiry, suggestQuoteLines } from '../domain/quotes.ts';
import type { MessageRecord } from '../records/record-types.ts';

export type SimulatorOptions = {
  /** A Waiting or Order enquiry gets its quote lines this long after it was raised. */
  quoteAfterMs: number;
  /** A Garage Confirmed enquiry is dispatched this long after its confirmation. */
  dispatchAfterMs: number;
  /** The supplier answers a garage's unanswered message this long after it; absent: never. */
  replyAfterMs?: number;
  /** Steps on this real-time interval while the app runs; absent: only when step() is called. */
  intervalMs?: number;
};

/** Enquiry ids (deliveries: delivery ids) each kind of change was made to in one step. */
export type StepReport = {
  quoted: number[];
  confirmed: number[];
  dispatched: number[];
  delivered: number[];
  replied: number[];
};

/** What the demo API answers and changes: whether it runs, and its timings. */
export type SimulatorState = {
  running: boolean;
  quoteAfterMs: number;
  dispatchAfterMs: number;
  replyAfterMs: number | null;
};

/**
 * Its settings and its timing, for a world's capture (world/capture.ts): restored from these, a
 * simulator does next what this one would have done next. Clock times, in ms.
 */
export type CapturedSimulator = SimulatorState & {
  startedAt: number;
  lastStepAt: number;
  /** When each Garage Confirmed enquiry it has seen was confirmed. */
  confirmedAt: { EnquiryId: number; at: number }[];
};

export type Simulator = {
  step(): Promise<StepReport>;
  /** Forgets what it has seen and starts timing afresh from now (after a store reset). */
  restart(): void;
  state(): SimulatorState;
  /**
   * Changes what is given. Paused, step() does nothing, so the supplier is played by hand;
   * resumed, everything is timed afresh from now, as after restart(), so what came in while it
   * was paused is not all answered on the next step. New timings apply from the next step.
   */
  configure(settings: Partial<SimulatorState>): SimulatorState;
  capture(): CapturedSimulator;
  restore(captured: CapturedSimulator): void;
};

const replies = [
  'Thanks, checking with the warehouse now.',
  'Noted. The van leaves the depot at 2pm.',
  'Yes, we can do that. I will update the quote.',
  'Understood, we will put a note on the order.',
];

/** The newest message of each enquiry's thread. */
function latestMessages(messages: MessageRecord[]): MessageRecord[] {
  const latest = new Map<number, MessageRecord>();
  for (const message of messages) {
    const current = latest.get(message.EnquiryId);
    const newer =
      !current ||
      message.Datetime > current.Datetime ||
      (message.Datetime === current.Datetime && message.MessageId > current.MessageId);
    if (newer) latest.set(message.EnquiryId, message);
  }
  return [...latest.values()];
}

const emptyReport = (): StepReport => ({
  quoted: [],
  confirmed: [],
  dispatched: [],
  delivered: [],
  replied: [],
});

/** The supplier of one world, on that world's store and clock. */
export function createSimulator(
  { db, clock }: { db: Collections; clock: Clock },
  initial: SimulatorOptions,
): Simulator {
  const options: SimulatorState = {
    running: true,
    quoteAfterMs: initial.quoteAfterMs,
    dispatchAfterMs: initial.dispatchAfterMs,
    replyAfterMs: initial.replyAfterMs ?? null,
  };
  // Records older than the simulator count from its start, so the seed is not all answered at
  // once on the first step and a demo opens on the seed as it is.
  let startedAt = clock.now();
  let lastStepAt = startedAt;
  // When each Garage Confirmed enquiry was confirmed: the store keeps no such time, so a
  // confirmation first seen now is taken to have happened just after the previous step.
  const confirmedAt = new Map<number, number>();
  const age = (now: number, since: number) => now - Math.max(since, startedAt);

  async function quoteDue(now: number, report: StepReport) {
    const open = db.enquiries.findMany(
      new Query((record) => record.Status === 'Waiting' || record.Status === 'Order'),
    );
    for (const enquiry of open) {
      if (age(now, Date.parse(enquiry.DatetimeCreated)) < options.quoteAfterMs) continue;
      const lines = suggestQuoteLines(db, enquiry.EnquiryId);
      if (lines.length === 0) continue; // nothing in stock to quote from
      const isOrder = enquiry.Status === 'Order';
      await quoteEnquiry(db, enquiry, lines, { confirmed: isOrder });
      if (isOrder) {
        confirmedAt.set(enquiry.EnquiryId, now);
      }
      (isOrder ? report.confirmed : report.quoted).push(enquiry.EnquiryId);
    }
  }

  async function dispatchDue(now: number, report: StepReport) {
    const confirmed = db.enquiries.findMany(
      new Query((record) => record.Status === 'Garage Confirmed'),
    );
    const ids = new Set(confirmed.map((enquiry) => enquiry.EnquiryId));
    for (const id of confirmedAt.keys()) {
      if (ids.has(id)) continue;
      confirmedAt.delete(id);
    }
    for (const enquiry of confirmed) {
      let since = confirmedAt.get(enquiry.EnquiryId);
      if (since === undefined) {
        since = lastStepAt;
        confirmedAt.set(enquiry.EnquiryId, since);
      }
      if (age(now, since) < options.dispatchAfterMs) continue;
      await dispatchEnquiry(db, enquiry, now);
      confirmedAt.delete(enquiry.EnquiryId);
      report.dispatched.push(enquiry.EnquiryId);
    }
  }

  async function deliverDue(now: number, report: StepReport) {
    const arrived = db.deliveries.findMany(
      new Query((record) => !record.Delivered && record.Eta <= now),
    );
    for (const delivery of arrived) {
      await deliver(db, delivery);
      report.delivered.push(delivery.DeliveryId);
    }
  }

  async function replyDue(now: number, replyAfterMs: number, report: StepReport) {
    for (const message of latestMessages(db.messages.all())) {
      if (!message.Garage || age(now, Date.parse(message.Datetime)) < replyAfterMs) continue;
      const enquiry = db.enquiries.findFirst(
        new Query((record) => record.EnquiryId === message.EnquiryId),
      );
      if (!enquiry) continue;
      const Text = replies[message.MessageId % replies.length] ?? 'Thanks.';
      await postSupplierMessage(db, enquiry, { Text, BlobStorageId: null }, now);
      report.replied.push(enquiry.EnquiryId);
    }
  }

  function restart() {
    startedAt = clock.now();
    lastStepAt = startedAt;
    confirmedAt.clear();
  }

  return {
    async step() {
      const report = emptyReport();
      if (!options.running) return report;
      const now = clock.now();
      await quoteDue(now, report);
      await dispatchDue(now, report);
      await deliverDue(now, report);
      if (options.replyAfterMs !== null) await replyDue(now, options.replyAfterMs, report);
      lastStepAt = now;
      return report;
    },
    restart,
    state: () => ({ ...options }),
    configure(settings) {
      const resuming = settings.running === true && !options.running;
      options.running = settings.running ?? options.running;
      options.quoteAfterMs = settings.quoteAfterMs ?? options.quoteAfterMs;
      options.dispatchAfterMs = settings.dispatchAfterMs ?? options.dispatchAfterMs;
      // null is a setting of its own: the supplier stops answering messages.
      if (settings.replyAfterMs !== undefined) options.replyAfterMs = settings.replyAfterMs;
      if (resuming) restart();
      return { ...options };
    },
    capture: () => ({
      ...options,
      startedAt,
      lastStepAt,
      confirmedAt: [...confirmedAt].map(([EnquiryId, at]) => ({ EnquiryId, at })),
    }),
    restore({ startedAt: started, lastStepAt: lastStep, confirmedAt: confirmed, ...settings }) {
      Object.assign(options, settings);
      startedAt = started;
      lastStepAt = lastStep;
      confirmedAt.clear();
      for (const { EnquiryId, at } of confirmed) confirmedAt.set(EnquiryId, at);
    },
  };
}
