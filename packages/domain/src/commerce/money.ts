import type { Currency } from '@parla/contracts';

export interface Money {
  amount: number;
  currency: Currency;
}

/** Minor units as the "amountInMajor" string of 001 §3 (Package.subTotal): 1999 -> "19.99". */
export function amountInMajor(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`money must be whole minor units, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage of an amount in whole minor units, rounded half up (never a fraction of a cent). */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent) / 100 + 0.5);
}
