import { DISPLAY_LOCALES } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { NOT_TEXT, PROPER_NAMES, SAME_AS_ENGLISH } from './untranslated-allowlist.ts';

/**
 * Issue 21: no value of a display language is an untranslated copy of the English one. A value
 * equal to English passes only when it has no words (placeholders, numbers, punctuation, e-mail
 * addresses, links) or when each of its words is a proper name or a word that language writes the same
 * (`untranslated-allowlist.ts`).
 */
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function strings(locale: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, tree] of Object.entries(catalogues)) {
    const match = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
    if (match?.[1] === locale) for (const [key, text] of leaves(tree)) found.set(`${match[2]}:${key}`, text);
  }
  return found;
}

/** The words of a text: letters (and digits inside a word, as in "B2G"), without placeholders or addresses. */
export function wordsOf(text: string): string[] {
  const bare = text.replace(/\{\{[^}]+\}\}/g, ' ').replace(/https?:\/\/\S+|\S+@\S+\.\w+/g, ' ');
  return [...bare.matchAll(/[\p{L}\d]*\p{L}[\p{L}\d]*/gu)].map((match) => match[0]);
}

export function untranslatedCopies(english: Map<string, string>, translated: Map<string, string>, locale: string): string[] {
  const allowed = new Set([...PROPER_NAMES, ...(SAME_AS_ENGLISH[locale] ?? [])].map((word) => word.toLowerCase()));
  const copies: string[] = [];
  for (const [key, text] of english) {
    if (translated.get(key) !== text || NOT_TEXT.some((pattern) => pattern.test(key))) continue;
    const foreign = wordsOf(text).filter((word) => !allowed.has(word.toLowerCase()));
    if (foreign.length > 0) copies.push(`${key}: ${JSON.stringify(text)}`);
  }
  return copies;
}

const english = strings('en');

describe('untranslated copies', () => {
  it.each(DISPLAY_LOCALES.filter((locale) => locale !== 'en'))('the %s catalogues translate every English text', (locale) => {
    expect(untranslatedCopies(english, strings(locale), locale)).toEqual([]);
  });

  it('finds a copied English text and lets names, numbers and placeholders through', () => {
    const source = new Map([
      ['a:title', 'Your classes'],
      ['a:brand', 'Parla'],
      ['a:range', '{{from}} – {{to}}'],
      ['a:mail', 'press@parla.school'],
      ['a:kind', 'Status'],
    ]);
    expect(untranslatedCopies(source, new Map(source), 'de')).toEqual(['a:title: "Your classes"']);
    expect(untranslatedCopies(source, new Map(source), 'ru')).toEqual(['a:title: "Your classes"', 'a:kind: "Status"']);
    expect(untranslatedCopies(source, new Map([['a:title', 'Deine Kurse']]), 'de')).toEqual([]);
  });
});
