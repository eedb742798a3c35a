import type { Locale } from '@parla/contracts';
import { useEffect, useState } from 'react';

type CountryOption = { value: string; label: string };

// One chunk per locale, loaded when a page first needs it (about 2 KB compressed each).
const tables = import.meta.glob<[string, string][]>('./country-names/*.json', { import: 'default' });
const loaded = new Map<Locale, CountryOption[]>();

async function loadCountryOptions(locale: Locale): Promise<CountryOption[]> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const load = tables[`./country-names/${locale}.json`] ?? tables['./country-names/en.json'];
  const rows = load ? await load() : [];
  const options = rows.map(([value, label]) => ({ value, label }));
  loaded.set(locale, options);
  return options;
}

/**
 * Country choices in the viewer's language, sorted by name, from a table written at build time
 * (scripts/country-names.ts) instead of Intl.DisplayNames: no ~190 ms ICU start on a phone, and the
 * same names in the prerendered page and the browser (decision 068). Empty until the table has
 * arrived, and while `enabled` is false (a prerendered page renders without it until hydrated).
 */
export function useCountryOptions(locale: Locale, enabled = true): CountryOption[] {
  const [options, setOptions] = useState<CountryOption[]>(() => (enabled ? (loaded.get(locale) ?? []) : []));
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadCountryOptions(locale).then((next) => {
      if (live) setOptions(next);
    });
    return () => {
      live = false;
    };
  }, [locale, enabled]);
  return enabled ? options : [];
}
