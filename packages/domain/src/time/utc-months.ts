/**
 * The same UTC time `months` calendar months later (negative: earlier), clamped to the last
 * day of a shorter month: 31 May minus 3 months is 28 (or 29) February, not 3 March.
 */
export function addUtcMonths(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
