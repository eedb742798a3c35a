import type { Locale } from '@parla/contracts';
import { languageTag } from './locale.ts';

/**
 * Money from minor units (001 §3: amount in cents, currency) in the viewer's language. The
 * currency decides the digits (2 for the seven currencies Parla sells in), and whole amounts
 * keep them (19.00) so a price list lines up.
 */
export function formatMoney(money: { amount: number; currency: string }, locale: Locale): string {
  const format = new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}
