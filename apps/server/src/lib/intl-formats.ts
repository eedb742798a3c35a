/**
 * Shared Intl formatters: building an Intl.DateTimeFormat (above all with a time zone) costs far
 * more than formatting with one, and e-mails, reminders and documents format a few dates each,
 * once per booking or job (decision 127; the browser's prices do the same, decision 068). One
 * formatter per language and options, kept while the process runs: the keys are bounded by the
 * languages, time zones and handful of option sets the server uses; the map is emptied if it
 * ever grows past MAX_FORMATTERS.
 */
const MAX_FORMATTERS = 2_000;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(formats: Map<string, F>, locale: string, options: object, create: () => F): F {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATTERS) formats.clear();
    format = create();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
