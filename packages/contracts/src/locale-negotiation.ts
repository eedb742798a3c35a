import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** Language ranges read from one header at most: a longer list is not a browser's. */
const MAX_RANGES = 32;
const RANGE = /^(\*|[a-z]{1,8})(?:[-_]([a-z0-9]{1,8}))*$/;

interface LanguageRange {
  primary: string;
  /** The whole range, lower-case with `-` (`pt-br`). */
  tag: string;
  q: number;
}

/** The ranges of an Accept-Language header (RFC 9110 §12.5.4) with q > 0, best first (ties keep the header's order). */
function languageRanges(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  for (const part of header.split(',').slice(0, MAX_RANGES)) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const tag = range.trim().replace(/_/g, '-');
    if (!RANGE.test(tag)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    ranges.push({ primary: tag.split('-')[0], tag, q });
  }
  return ranges.sort((a, b) => b.q - a.q);
}

/**
 * The locale a range names: its language subtag (`de-AT` -> de), with Portuguese as `br` (pt_BR).
 * `exact` is false for a Portuguese that is not Brazil's (`pt`, `pt-PT`): br is only the nearest we have.
 * `br` itself is Breton, not a locale of ours.
 */
function localeOfRange(range: LanguageRange): { locale: Locale; exact: boolean } | null {
  if (range.primary === 'pt') return { locale: 'br', exact: range.tag === 'pt-br' };
  if (range.primary === 'br' || !(LOCALES as readonly string[]).includes(range.primary)) return null;
  return { locale: range.primary as Locale, exact: true };
}

/**
 * The locale to open for a request without one in its path (issue 21): the best match of the
 * Accept-Language header among `served` (the locales the page exists in), else English.
 *
 * - q-values rank the ranges (`q=0` refuses one); equal q keeps the header's order;
 * - a language's region is ignored (`de-AT` -> de, `pt-BR` -> br);
 * - `pt` or `pt-PT` leads to br only when no other served language is in the header at all;
 * - `*` and languages we do not serve (`zh`, `br` = Breton) lead to the fallback.
 */
export function negotiateLocale(
  acceptLanguage: string | readonly string[] | null | undefined,
  served: readonly Locale[],
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : (acceptLanguage ?? []).join(',');
  let nearest: Locale | null = null;
  for (const range of languageRanges(header)) {
    const match = localeOfRange(range);
    if (!match || !served.includes(match.locale)) continue;
    if (match.exact) return match.locale;
    nearest ??= match.locale;
  }
  return nearest ?? fallback;
}
