import { addUtcMonths } from '../time/index.ts';

/**
 * Credits are valid 1 year from purchase (001 §3, §9): the same UTC instant one calendar year
 * later. A purchase on 29 February expires on 28 February (clamped, never rolled into March,
 * so validity is never longer than a year).
 */
export function grantExpiresAt(purchasedAt: Date): Date {
  return addUtcMonths(purchasedAt, 12);
}
