/**
 * Rounds a price per class to the nearest amount ending in .49 or .99 (000 §5, 001 §9), in
 * cents: the candidates are 49, 99, 149, 199, ... (every 50 cents, offset 49).
 * - The input may be fractional (a package total divided by its classes); the result is whole.
 * - Ties (exactly 25 cents from both, e.g. 12.74) go up, to .99: the usual half-up rule, and it
 *   keeps a rounded price from undercutting a price list that was already on .99.
 * - 0 stays 0 (a free package); anything else below 0.49 becomes 0.49, the smallest candidate.
 */
export function roundPricePerClassCents(cents: number): number {
  if (!Number.isFinite(cents) || cents < 0) throw new RangeError(`price must be a non-negative number of cents, got ${cents}`);
  if (cents === 0) return 0;
  // Candidates are 50k + 49; shift by 49 so they become multiples of 50, round half up, shift back.
  const k = Math.floor((cents - 49) / 50 + 0.5);
  return Math.max(0, k) * 50 + 49;
}
