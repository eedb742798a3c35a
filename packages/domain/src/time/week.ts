import { addDaysToKey, type DateKey } from './date-key.ts';
import { startOfLocalDay } from './zoned.ts';

export interface LocalWeek {
  /** The first local day of the week, e.g. "2026-03-23". */
  startKey: DateKey;
  /** The instants the week begins and ends in the zone ([from, to)). */
  from: Date;
  to: Date;
  /** The seven local days. */
  days: DateKey[];
}

/** The local week starting on `startKey`: 167 or 169 hours long in the DST weeks. */
export function localWeek(startKey: DateKey, timeZone: string): LocalWeek {
  const days = Array.from({ length: 7 }, (_, i) => addDaysToKey(startKey, i));
  return { startKey, from: startOfLocalDay(startKey, timeZone), to: startOfLocalDay(addDaysToKey(startKey, 7), timeZone), days };
}
