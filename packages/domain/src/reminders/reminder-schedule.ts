import type { ReminderKind } from '@parla/contracts';
import { addDaysToKey } from '../time/date-key.ts';
import { localHourStart, zonedDateKey, zonedParts } from '../time/zoned.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface ReminderWindow {
  /** When the reminder goes out. */
  fireAt: Date;
  /** After this it is pointless (the class started, the log is due): a late pass skips it. */
  staleAt: Date;
}

/**
 * The "day before" reminder: the class's local start time on the previous local day in the
 * recipient's zone, so a class at 10:00 is announced at 10:00 the day before even when a DST
 * change lies between (23 or 25 real hours then). A wall time a spring change skips is read after
 * the gap (localHourStart's rule).
 */
function dayBefore(startAt: Date, timeZone: string): Date {
  const parts = zonedParts(startAt, timeZone);
  const key = addDaysToKey(zonedDateKey(startAt, timeZone), -1);
  return new Date(localHourStart(key, parts.hour, timeZone).getTime() + parts.minute * MINUTE_MS);
}

/** A day-before reminder still makes sense until this long before the class (later bookers got their confirmation). */
export const CLASS_24H_LATEST_BEFORE_START_MS = 2 * HOUR_MS;
/** Event reminders (payment failed, feedback ready) are not repeated on a phone after a day. */
export const EVENT_REMINDER_STALE_MS = 24 * HOUR_MS;

/**
 * When a reminder of `kind` about `anchor` fires for a recipient in `timeZone`, and until when it
 * may still go out. Anchors: the class start (class kinds), the log's due time (`log_due_4h`),
 * the trial's end (`trial_ending_2d`), the event's time (event kinds).
 */
export function reminderWindow(kind: ReminderKind, anchor: Date, timeZone: string): ReminderWindow {
  const at = anchor.getTime();
  switch (kind) {
    case 'class_24h':
      return { fireAt: dayBefore(anchor, timeZone), staleAt: new Date(at - CLASS_24H_LATEST_BEFORE_START_MS) };
    case 'class_15m':
    case 'teacher_class_15m':
      return { fireAt: new Date(at - 15 * MINUTE_MS), staleAt: anchor };
    case 'log_due_4h':
      return { fireAt: new Date(at - 4 * HOUR_MS), staleAt: anchor };
    case 'trial_ending_2d':
      return { fireAt: new Date(at - 48 * HOUR_MS), staleAt: anchor };
    case 'payment_failed':
    case 'feedback_ready':
      return { fireAt: anchor, staleAt: new Date(at + EVENT_REMINDER_STALE_MS) };
  }
}

/** Whether a pass at `now` should send the reminder: its time has come and it is not stale. */
export function isReminderDue(window: ReminderWindow, now: Date): boolean {
  return now.getTime() >= window.fireAt.getTime() && now.getTime() < window.staleAt.getTime();
}
