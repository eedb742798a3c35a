import { readFileSync } from 'node:fs';
import { COUNTRY_CODES, LOCALES } from '@parla/contracts';
import { describe, expect, it } from 'vitest';

// The tables scripts/country-names.ts writes: one per display language, every country once, sorted by name.
const table = (locale: string): [string, string][] =>
  JSON.parse(readFileSync(new URL(`./country-names/${locale}.json`, import.meta.url), 'utf8'));

describe('country name tables', () => {
  it.each([...LOCALES])('%s names every country once, in alphabetical order', (locale) => {
    const rows = table(locale);
    expect(rows.map(([code]) => code).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(rows.every(([, name]) => name.trim().length > 1)).toBe(true);
    const collator = new Intl.Collator(locale === 'br' ? 'pt-BR' : locale);
    const names = rows.map(([, name]) => name);
    expect([...names].sort(collator.compare)).toEqual(names);
  });

  it('speaks the language of its table', () => {
    expect(Object.fromEntries(table('de')).DE).toBe('Deutschland');
    expect(Object.fromEntries(table('en')).DE).toBe('Germany');
    expect(Object.fromEntries(table('fr')).DE).toBe('Allemagne');
  });
});
