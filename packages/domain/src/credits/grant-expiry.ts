/**
 * Credits are valid 1 year from purchase (001 §3, §9): the same UTC instant one calendar year
 * later. A purchase on 29 February expires on 28 February (clamped, never rolled into March,
 * so validity is never longer than a year).
 */
export function grantExpiresAt(purchasedAt: Date): Date {
  const expires = new Date(purchasedAt.getTime());
  const month = expires.getUTCMonth();
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  if (expires.getUTCMonth() !== month) expires.setUTCDate(0); // overflowed into March: last day of February
  return expires;
}
