// Money in a language's format, the same in the browser and on the server (decision 118): the
// pricing page's prices arrive formatted, so the browser builds no currency formatter (its first
// one loads ICU data in a long task, tens of milliseconds on a phone).

// One formatter per language and currency: constructing an Intl.NumberFormat costs far more than
// using one, and a price list formats dozens of amounts (decision 068).
const formatters = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function formatterFor(languageTag: string, currency: string) {
  const key = `${languageTag}:${currency}`;
  let entry = formatters.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(languageTag, { style: 'currency', currency });
    entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(key, entry);
  }
  return entry;
}

/**
 * Money from minor units (001 §3: amount in cents, currency) in a BCP 47 language. The currency
 * decides the digits (2 for the seven currencies Parla sells in), and whole amounts keep them
 * (19.00) so a price list lines up.
 */
export function formatMinorUnits(money: { amount: number; currency: string }, languageTag: string): string {
  const { format, digits } = formatterFor(languageTag, money.currency);
  return format.format(money.amount / 10 ** digits);
}

/** The BCP 47 tag of a locale for Intl: every locale is one, except Brazilian Portuguese. */
export function localeLanguageTag(locale: string): string {
  return locale === 'br' ? 'pt-BR' : locale;
}
