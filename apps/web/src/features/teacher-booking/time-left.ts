/** Whole hours and minutes from `now` to `until` (rounded up to the minute), or null once it has passed. */
export function timeLeft(until: Date, now: Date): { hours: number; minutes: number } | null {
  const ms = until.getTime() - now.getTime();
  if (ms <= 0) return null;
  const totalMinutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
