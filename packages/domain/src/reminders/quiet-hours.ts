import { addDaysToKey } from '../time/date-key.ts';
import { localHourStart, zonedDateKey, zonedHour } from '../time/zoned.ts';

/** No push, SMS or WhatsApp from 22:00 to 08:00 in the recipient's zone (issue 20). */
export const QUIET_HOURS = { startHour: 22, endHour: 8 } as const;
/** A class this close is worth waking someone for. */
export const QUIET_HOURS_URGENT_MS = 60 * 60_000;

export type QuietHoursDecision = { action: 'send' } | { action: 'hold'; until: Date } | { action: 'drop' };

export interface QuietHoursSubject {
  /** The class the message is about, if any: within the hour it goes out at night too. */
  classStartAt?: Date | null;
  /** After this the message is pointless (the reminder's staleAt): a hold that ends later drops it. */
  staleAt?: Date | null;
}

/**
 * Whether a phone message (push, SMS, WhatsApp) may go out at `now` for a recipient in
 * `timeZone` (docs/decisions/107): outside quiet hours, or for a class starting within the
 * hour, at once; otherwise held until 08:00 local (a day-before reminder at 03:00 is still
 * useful at breakfast), or dropped when 08:00 comes too late to matter. E-mail and the in-app
 * feed never ask: they wake nobody.
 */
export function quietHoursDecision(now: Date, timeZone: string, subject: QuietHoursSubject = {}): QuietHoursDecision {
  const hour = zonedHour(now, timeZone);
  const quiet = hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
  if (!quiet) return { action: 'send' };
  const start = subject.classStartAt?.getTime();
  if (start !== undefined && start - now.getTime() <= QUIET_HOURS_URGENT_MS) return { action: 'send' };
  const today = zonedDateKey(now, timeZone);
  const until = localHourStart(hour < QUIET_HOURS.endHour ? today : addDaysToKey(today, 1), QUIET_HOURS.endHour, timeZone);
  if (subject.staleAt && until.getTime() >= subject.staleAt.getTime()) return { action: 'drop' };
  return { action: 'hold', until };
}
