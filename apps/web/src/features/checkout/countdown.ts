/** Whole seconds left until `deadline` (never negative; a part second counts as a second). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The next poll delay of the processing page: quick at first, then every 5 s, at most 10 minutes in all (001 §9). */
export function pollDelayMs(attempt: number): number {
  if (attempt < 5) return 1000;
  if (attempt < 15) return 2000;
  return 5000;
}

/** 001 §9: credits appear within up to 10 minutes after payment; past that the page stops polling and says so. */
export const PROCESSING_GIVE_UP_MS = 10 * 60_000;
