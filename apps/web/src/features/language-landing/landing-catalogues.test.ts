import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANDING_LOCALES, SECTION_SLUGS } from '@parla/contracts';
import { describe, expect, it } from 'vitest';

// The `landing` namespace (issue 15, decision 062): every landing locale has the whole page in its
// own language (the prerender step reads seo.<section>.title/description), with no key missing
// and no English left behind.

type Tree = { [key: string]: string | Tree };
const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'locales');
const catalogue = (locale: string): Tree => JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'landing.json'), 'utf8')) as Tree;

/** Leaf keys with i18next's plural suffixes folded into one key. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return [
    ...new Set(
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keysOf(value, `${prefix}${key}.`),
      ),
    ),
  ].sort();
}
function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
}

const english = catalogue('en');

describe('the landing namespace', () => {
  it.each(['de', ...LANDING_LOCALES.filter((l) => l !== 'de')])('%s has every key of English and nothing else', (locale) => {
    expect(keysOf(catalogue(locale))).toEqual(keysOf(english));
  });

  it.each([...LANDING_LOCALES])('%s is translated: no English sentence is left in it', (locale) => {
    const englishSentences = new Set(leaves(english).filter((text) => text.split(' ').length > 3));
    expect(leaves(catalogue(locale)).filter((text) => englishSentences.has(text))).toEqual([]);
  });

  it.each(['en', ...LANDING_LOCALES])('%s has the title and description the prerender step reads, for every language', (locale) => {
    const seo = catalogue(locale).seo as Record<string, { title: string; description: string }>;
    for (const section of SECTION_SLUGS) {
      expect(seo[section].title.length).toBeGreaterThan(10);
      // Search engines show about 160 characters.
      expect(seo[section].description.length).toBeGreaterThan(70);
      expect(seo[section].description.length).toBeLessThanOrEqual(175);
    }
  });

  it('Polish has the plural forms Polish needs', () => {
    const curriculum = catalogue('pl').curriculum as Record<string, string>;
    expect(
      Object.keys(curriculum)
        .filter((k) => k.startsWith('lessons_'))
        .sort(),
    ).toEqual(['lessons_few', 'lessons_many', 'lessons_one', 'lessons_other']);
  });
});
