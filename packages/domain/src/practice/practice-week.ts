import { weekStartKey } from '../time/date-key.ts';
import { type LocalWeek, localWeek } from '../time/week.ts';
import { zonedDateKey } from '../time/zoned.ts';

/**
 * The week the weekly words goal counts (issue 17 "Beyond the anchors", issue 18): Monday to
 * Sunday in the student's zone, whatever their calendar's first weekday, so the goal resets at
 * the same moment for every student of a zone.
 */
export function practiceWeek(now: Date, timezone: string): LocalWeek {
  return localWeek(weekStartKey(zonedDateKey(now, timezone), 'Monday'), timezone);
}
