import type { Locale } from '@parla/contracts';
import { languageTag } from '../../shared/i18n/locale.ts';

/**
 * Minor units in the currency, in the viewer's language (the same rule as store/money.ts;
 * features do not import each other, and this one line is cheaper than a shared module).
 */
export function formatMoney(money: { amount: number; currency: string }, locale: Locale): string {
  const format = new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency: money.currency });
  return format.format(money.amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
