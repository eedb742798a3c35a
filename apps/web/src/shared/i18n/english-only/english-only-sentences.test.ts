import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANDING_ONLY_LOCALES } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ONLY_SENTENCES } from './english-only-sentences.ts';

const landing = (locale: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', locale, 'landing.json'), 'utf8')) as { englishOnlyNotice: string })
    .englishOnlyNotice;

describe('the English-only notice sentences', () => {
  it.each(['en', ...LANDING_ONLY_LOCALES] as const)('%s is the landing catalogue’s sentence', (locale) => {
    expect(ENGLISH_ONLY_SENTENCES[locale]).toBe(landing(locale));
  });
});
