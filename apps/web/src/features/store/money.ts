import type { Locale } from '@parla/contracts';
import { formatMoney } from '../../shared/i18n/format-money.ts';

/** A price as the server sends it (001 §3: amount in minor units, amountInMajor, currency). */
export interface Money {
  amount: number;
  currency: string;
}

/** A discount shown as a negative amount ("−€5.00"), whatever the sign it arrives with. */
export function formatDiscount(money: Money, locale: Locale): string {
  return formatMoney({ amount: -Math.abs(money.amount), currency: money.currency }, locale);
}
