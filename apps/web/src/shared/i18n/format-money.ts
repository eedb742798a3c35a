import type { Locale } from '@parla/contracts';
import { languageTag } from './locale.ts';

// One formatter per language and currency: constructing an Intl.NumberFormat costs far more than
// using one, and a price list formats dozens of amounts (decision 068).
const formatters = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function formatterFor(locale: Locale, currency: string) {
  const key = `${locale}:${currency}`;
  let entry = formatters.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency });
    entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(key, entry);
  }
  return entry;
}

/**
 * Money from minor units (001 §3: amount in cents, currency) in the viewer's language. The
 * currency decides the digits (2 for the seven currencies Parla sells in), and whole amounts
 * keep them (19.00) so a price list lines up.
 */
export function formatMoney(money: { amount: number; currency: string }, locale: Locale): string {
  const { format, digits } = formatterFor(locale, money.currency);
  return format.format(money.amount / 10 ** digits);
}
