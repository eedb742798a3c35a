import { formatMinorUnits, type Locale } from '@parla/contracts';
import { languageTag } from './locale.ts';

/**
 * Money from minor units (001 §3: amount in cents, currency) in the viewer's language. An amount
 * the server sent already formatted (`Money.formatted`, in the page's X-Locale, decision 118) is
 * used as it is: no currency formatter is built in the browser for it.
 */
export function formatMoney(money: { amount: number; currency: string; formatted?: string | null }, locale: Locale): string {
  return money.formatted ?? formatMinorUnits(money, languageTag(locale));
}
