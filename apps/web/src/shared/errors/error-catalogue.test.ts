import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, errorCatalogue } from '@parla/contracts';
import { describe, expect, it } from 'vitest';

/** docs/decisions/032: every code of the catalogue has its text in English and German, and nothing else does. */
const LOCALES_DIR = join(import.meta.dirname, '../i18n/locales');
const REQUIRED_LOCALES = ['en', 'de'];

function catalogue(locale: string, namespace: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const locales = readdirSync(LOCALES_DIR);
const placeholders = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]).sort();

describe('the errors namespace', () => {
  it.each(REQUIRED_LOCALES)('%s has a text for every code of the catalogue', (locale) => {
    const texts = catalogue(locale, 'errors') ?? {};
    const missing = ERROR_CODES.filter((code) => typeof texts[code] !== 'string' || texts[code] === '');
    expect(missing, `codes without a ${locale} text in locales/${locale}/errors.json`).toEqual([]);
  });

  it.each(locales)('%s has no text for a code the catalogue does not know', (locale) => {
    const texts = catalogue(locale, 'errors') ?? {};
    const unknown = Object.keys(texts).filter((code) => !(ERROR_CODES as string[]).includes(code));
    expect(unknown, `keys in locales/${locale}/errors.json that are not codes of @parla/contracts`).toEqual([]);
  });

  it.each(locales)('%s fills the same placeholders as the server message', (locale) => {
    const texts = catalogue(locale, 'errors') ?? {};
    const wrong = ERROR_CODES.filter((code) => {
      const translated = texts[code];
      if (typeof translated !== 'string') return false;
      const server = placeholders(errorCatalogue[code].message, /\{(\w+)\}/g);
      return JSON.stringify(placeholders(translated, /\{\{(\w+)\}\}/g)) !== JSON.stringify(server);
    });
    expect(wrong).toEqual([]);
  });

  it('is the only place a code has a text: no feature namespace keeps an errors.<code> of its own', () => {
    const copies: string[] = [];
    for (const locale of locales) {
      for (const file of readdirSync(join(LOCALES_DIR, locale))) {
        const namespace = file.replace(/\.json$/, '');
        if (namespace === 'errors') continue;
        const errors = catalogue(locale, namespace)?.errors;
        if (typeof errors !== 'object' || errors === null) continue;
        for (const key of Object.keys(errors))
          if ((ERROR_CODES as string[]).includes(key)) copies.push(`${locale}/${namespace}: errors.${key}`);
      }
    }
    expect(copies).toEqual([]);
  });
});
