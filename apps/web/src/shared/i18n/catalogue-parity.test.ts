import { DISPLAY_LOCALES } from '@parla/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21: every display language has every English key, in the plural forms its own grammar needs
 * (Intl.PluralRules: Russian one/few/many/other, French and Spanish one/many/other), with the same
 * placeholders and markup tags, and no key English does not have.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{[^}]+\}\}/g;
const TAG = /<\/?\w+\s*\/?>/g;

function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function namespaces(locale: string): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const [path, tree] of Object.entries(catalogues)) {
    const match = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
    if (match?.[1] === locale) found.set(match[2], new Map(leaves(tree)));
  }
  return found;
}

const sorted = (text: string, pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => m[0]))].sort();

const english = namespaces('en');

describe.each(DISPLAY_LOCALES.filter((locale) => locale !== 'en'))('the %s catalogues', (locale) => {
  const translated = namespaces(locale);
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it.each([...english.keys()])('%s matches English', (namespace) => {
    const source = english.get(namespace) ?? new Map<string, string>();
    const target = translated.get(namespace);
    expect(target, `${locale}/${namespace}.json`).toBeDefined();
    const problems: string[] = [];
    const bases = new Map<string, string[]>();
    for (const key of source.keys()) bases.set(key.replace(PLURAL, ''), [...(bases.get(key.replace(PLURAL, '')) ?? []), key]);
    for (const [base, keys] of bases) {
      const plural = keys.some((key) => PLURAL.test(key));
      const needed = plural ? [...forms.map((form) => `${base}_${form}`), ...keys.filter((k) => k.endsWith('_zero'))] : [base];
      const reference = source.get(plural ? `${base}_other` : base) ?? '';
      for (const key of needed) {
        const text = target?.get(key);
        if (text === undefined) {
          problems.push(`missing ${key}`);
          continue;
        }
        const placeholders = sorted(text, PLACEHOLDER);
        const expected = sorted(reference, PLACEHOLDER);
        const same = plural
          ? placeholders.every((p) => expected.includes(p) || p === '{{count}}')
          : placeholders.join() === expected.join();
        if (!same) problems.push(`placeholders of ${key}: ${placeholders.join(' ')} (English: ${expected.join(' ')})`);
        if (sorted(text, TAG).join() !== sorted(reference, TAG).join()) problems.push(`markup of ${key}`);
      }
    }
    for (const key of target?.keys() ?? []) if (!bases.has(key.replace(PLURAL, ''))) problems.push(`extra ${key}`);
    expect(problems).toEqual([]);
  });
});
