import type { Locale } from '@parla/contracts';
import { languageTag } from '../../shared/i18n/locale.ts';

/** A price as the server sends it (001 §3: amount in minor units, amountInMajor, currency). */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * Money in the viewer's language and the price's currency (Intl.NumberFormat). Whole amounts
 * keep their decimals (19.00) so a price list lines up; the currency decides the digits
 * (0 for none, 2 for the seven currencies Parla sells in).
 */
export function formatMoney(money: Money, locale: Locale): string {
  const format = new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}

/** A discount shown as a negative amount ("−€5.00"), whatever the sign it arrives with. */
export function formatDiscount(money: Money, locale: Locale): string {
  return formatMoney({ amount: -Math.abs(money.amount), currency: money.currency }, locale);
}
