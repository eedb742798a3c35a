import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';

/**
 * The same UTC time `months` calendar months later (negative: earlier), clamped to the last
 * day of a shorter month: 31 May minus 3 months is 28 (or 29) February, not 3 March.
 * date-fns' addMonths clamps this way; the TZDate keeps it on the UTC calendar whatever the
 * zone of the machine.
 */
export function addUtcMonths(instant: Date, months: number): Date {
  return new Date(addMonths(new TZDate(instant.getTime(), 'UTC'), months).getTime());
}
