import type { CalendarConnectionState } from '@parla/contracts';

/** A calendar app that has not fetched the feed for this long has stopped syncing it. */
export const CALENDAR_FEED_STALE_MS = 48 * 60 * 60_000;

export interface CalendarFeedFacts {
  /** Whether the teacher has a feed URL at all. */
  hasToken: boolean;
  /** Last fetch of the current URL by a calendar app, if any. */
  currentFetchedAt: Date | null;
  /** Whether a calendar app was subscribed to an earlier URL (since regenerated). */
  earlierUrlWasFetched: boolean;
}

/**
 * The state of the teacher's ICS subscription (000 §3 calendar connection): connected while a
 * calendar app fetches the current URL; expired once it stops; reconnect when the URL was
 * regenerated after a calendar had subscribed, so that subscription now fails until re-added.
 */
export function calendarConnectionState(facts: CalendarFeedFacts, now: Date, staleMs = CALENDAR_FEED_STALE_MS): CalendarConnectionState {
  if (!facts.hasToken) return 'not_connected';
  if (facts.currentFetchedAt) {
    return now.getTime() - facts.currentFetchedAt.getTime() <= staleMs ? 'connected' : 'expired';
  }
  return facts.earlierUrlWasFetched ? 'reconnect' : 'not_connected';
}
