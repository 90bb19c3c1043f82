import type { Enquiry, QuoteLine } from '@garage/api-types';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { myEnquiriesKey } from '../../../lib/enquiry-lists-key.ts';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { forgetStartingList, startingList } from '../../../lib/starting-list.ts';
import { takeStartingQuotes } from '../../../lib/starting-quotes.ts';
import { readNotificationSound } from '../../../lib/notify.ts';
import { allQuoteLinesKey, quoteLinesEnquiryId } from '../../../lib/quote-lines-key.ts';
import { toastsWantedEvent } from '../../../lib/toasts-wanted.ts';
import { enquiryEvents, type EnquiryEvent, requoteEvents } from '../lib/enquiry-events.ts';
import { noticeTarget } from '../lib/notice-url.ts';
import { toastTexts } from '../lib/notification-text.ts';
import { holdNotifierLock } from '../lib/notifying-tab.ts';
import { notifyInBackground } from '../lib/system-notifications.ts';
import { setUnreadCount } from '../lib/unread-count.ts';
import { useFaviconBadge } from './use-favicon-badge.ts';
import { useOpenUrlMessages } from './use-open-url-messages.ts';

const listHash = hashKey(myEnquiriesKey);
const visible = () => document.visibilityState === 'visible';

function without(ids: ReadonlySet<number>, enquiryId: number | undefined): ReadonlySet<number> {
  if (enquiryId === undefined || !ids.has(enquiryId)) return ids;
  const rest = new Set(ids);
  rest.delete(enquiryId);
  return rest;
}

function showToasts(events: readonly EnquiryEvent[]) {
  if (events.length === 0) return;
  window.dispatchEvent(new Event(toastsWantedEvent));
  for (const text of toastTexts(events)) toast(text);
}

/** One sound for a batch of events, from the tab that notifies, when the garage turned it on. */
function soundFor(events: readonly EnquiryEvent[], isHolder: boolean) {
  if (events.length > 0 && isHolder && readNotificationSound(localStorage)) playNotificationSound();
}

/**
 * Watches the refreshes of the garage's own enquiry list, and of the quote lines on screen, and
 * tells the garage what it must act on: the unread count for the tab's title and favicon, toasts, and system notifications while
 * the tab is hidden (docs/notifications.md).
 */
export default function Notifier({ openEnquiryId }: { openEnquiryId: number | undefined }) {
  const queryClient = useQueryClient();
  const [list, setList] = useState(() => startingList(queryClient));
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(() => new Set());
  const openId = useRef(openEnquiryId);
  const navigate = useNavigate();
  // A click on a notice opens its screen, or the list if its enquiry has gone meanwhile.
  const navigateToNotice = (path: string) => {
    const listed = queryClient.getQueryData<Enquiry[]>(myEnquiriesKey);
    void navigate(noticeTarget(path, listed && new Set(listed.map((e) => e.EnquiryId))));
  };
  const open = useRef(navigateToNotice);
  const forget = (enquiryId: number | undefined) => setUnseen((ids) => without(ids, enquiryId));
  // Opening an enquiry reads what came for it.
  const [lastOpen, setLastOpen] = useState(openEnquiryId);
  if (openEnquiryId !== lastOpen) {
    setLastOpen(openEnquiryId);
    forget(openEnquiryId);
  }

  // The list last taken in: the one the portal opened with, then each refresh's.
  const lastList = useRef(list);

  useEffect(() => {
    forgetStartingList(queryClient);
    // The quote lines last taken in of each enquiry whose lines are cached, by query hash: the
    // first the garage saw (lib/starting-list.ts), else those cached now.
    const firstSeen = takeStartingQuotes(queryClient);
    const cachedQuotes = queryClient.getQueryCache().findAll({ queryKey: allQuoteLinesKey });
    const quotes = new Map<string, QuoteLine[] | undefined>();
    for (const query of cachedQuotes) {
      const cached = query.state.data as QuoteLine[] | undefined;
      quotes.set(query.queryHash, firstSeen.get(query.queryHash) ?? cached);
    }
    // Events that came while the tab was hidden, toasted when the garage comes back to it.
    let missed: EnquiryEvent[] = [];
    const stop = new AbortController();
    const lock = holdNotifierLock(stop.signal);
    const showMissed = () => {
      if (!visible()) return;
      forget(openId.current);
      showToasts(missed);
      missed = [];
    };
    const deliver = (events: EnquiryEvent[]) => {
      if (events.length === 0) return;
      const opened = (event: EnquiryEvent) => event.enquiryId === openId.current && visible();
      const toMark = events.filter((event) => event.kind !== 'message' && !opened(event));
      if (toMark.length > 0) {
        setUnseen((ids) => new Set([...ids, ...toMark.map((event) => event.enquiryId)]));
      }
      notifyInBackground(events, { isHolder: lock.isHolder, open: (path) => open.current(path) });
      soundFor(events, lock.isHolder());
      missed = [...missed, ...events];
      showMissed();
    };
    const listChanged = (next: Enquiry[] | undefined) => {
      const previous = lastList.current;
      if (next === previous) return;
      const events = previous && next ? enquiryEvents(previous, next) : [];
      lastList.current = next;
      setList(next);
      deliver(events);
    };
    const quoteLinesChanged = (hash: string, enquiryId: number, after: QuoteLine[] | undefined) => {
      const before = quotes.get(hash);
      if (after === before) return;
      quotes.set(hash, after);
      const enquiry = lastList.current?.find((listed) => listed.EnquiryId === enquiryId);
      deliver(requoteEvents(enquiry, before, after));
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(({ query, type }) => {
      if (query.queryHash === listHash) {
        listChanged(query.state.data as Enquiry[] | undefined);
        return;
      }
      const enquiryId = quoteLinesEnquiryId(query.queryKey as readonly unknown[]);
      if (enquiryId === undefined) return;
      if (type === 'removed') quotes.delete(query.queryHash);
      else
        quoteLinesChanged(query.queryHash, enquiryId, query.state.data as QuoteLine[] | undefined);
    });
    // A list that came, or changed, after the first render and before the cache was watched
    // (the notifier's code loads after the shell's) is taken in as a refresh would be; so is
    // a quote re-quoted meanwhile.
    listChanged(queryClient.getQueryData<Enquiry[]>(myEnquiriesKey));
    for (const query of cachedQuotes) {
      const enquiryId = quoteLinesEnquiryId(query.queryKey);
      const cached = query.state.data as QuoteLine[] | undefined;
      if (enquiryId !== undefined) quoteLinesChanged(query.queryHash, enquiryId, cached);
    }
    document.addEventListener('visibilitychange', showMissed);
    // The 20 s refresh (lib/query-client.ts) pauses in a hidden tab; the list and the open
    // quote keep refreshing here so that what the supplier does meanwhile is notified
    // (docs/notifications.md#desktop-notifications).
    const hiddenRefresh = setInterval(() => {
      if (visible()) return;
      void queryClient.refetchQueries({ queryKey: myEnquiriesKey, type: 'active' });
      void queryClient.refetchQueries({ queryKey: allQuoteLinesKey, type: 'active' });
    }, 20_000);
    return () => {
      clearInterval(hiddenRefresh);
      unsubscribe();
      stop.abort();
      document.removeEventListener('visibilitychange', showMissed);
    };
  }, [queryClient]);

  useEffect(() => {
    openId.current = openEnquiryId;
    open.current = navigateToNotice;
  });
  useOpenUrlMessages(navigateToNotice);

  const count = (list ?? []).reduce(
    (sum, enquiry) => sum + enquiry.GarageUnread + (unseen.has(enquiry.EnquiryId) ? 1 : 0),
    0,
  );
  useEffect(() => {
    setUnreadCount(count);
    return () => setUnreadCount(0);
  }, [count]);
  useFaviconBadge(count);
  return null;
}
