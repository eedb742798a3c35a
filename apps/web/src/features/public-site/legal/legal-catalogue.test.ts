import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEGAL_SLUGS } from '@parla/contracts';
import { COMMERCE_CONFIG, CONTRACT_TERMS, DEFAULT_CLASS_CONFIG } from '@parla/domain/terms';
import i18next, { type ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from './faq-content.ts';
import { legalValues } from './legal-values.ts';

/**
 * The `legal` catalogues: English and German have the same keys (and list lengths), every
 * placeholder has a value from the constants, and the rendered terms state the constants the
 * server enforces. A key missing in one language, or a number typed into the text, fails here.
 */
const LOCALES_DIR = join(import.meta.dirname, '../../../shared/i18n/locales');
const LANGUAGES = ['en', 'de'] as const;
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(LOCALES_DIR, language, 'legal.json'), 'utf8')) as ResourceLanguage]),
) as Record<(typeof LANGUAGES)[number], ResourceLanguage>;

/** Every leaf as `path -> string`; arrays keep their index, so a list of another length differs. */
function leaves(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) out.set(p, v);
  }
  return out;
}

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { legal: catalogues[language] }])),
  lng: 'en',
  fallbackLng: false,
  ns: ['legal'],
  defaultNS: 'legal',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

describe('legal catalogues', () => {
  it('have the same keys, in the same order, in English and German', () => {
    expect([...leaves(catalogues.de).keys()]).toEqual([...leaves(catalogues.en).keys()]);
  });

  it('give every page its SEO title and description, h1 and (for documents) sections', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language, 'legal');
      for (const slug of LEGAL_SLUGS) {
        for (const key of [`${slug}.seo.title`, `${slug}.seo.description`, `${slug}.title`]) {
          expect(i18n.exists(key, { lng: language }), `${language} ${key}`).toBe(true);
        }
        expect(t(`${slug}.seo.description`).length, `${language} ${slug} description`).toBeGreaterThan(80);
        expect(t(`${slug}.seo.description`).length, `${language} ${slug} description`).toBeLessThanOrEqual(170);
      }
    }
  });

  it('have a question and an answer for every FAQ entry, 15 to 25 of them', () => {
    const ids = FAQ_GROUPS.flatMap((group) => group.questions.map((q) => q.id));
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(ids.length).toBeLessThanOrEqual(25);
    const en = leaves(catalogues.en);
    const questionKeys = [...en.keys()].filter((key) => key.startsWith('faq.questions.') && key.endsWith('.q'));
    expect(questionKeys.map((key) => key.split('.')[2]).sort()).toEqual([...ids].sort());
  });

  it('fill every placeholder from the constants: nothing like {{ left after rendering', () => {
    for (const language of LANGUAGES) {
      const values = legalValues(language);
      for (const [path, text] of leaves(catalogues[language])) {
        for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
          expect(Object.keys(values), `${language} ${path} uses {{${name}}}`).toContain(name);
        }
        expect(i18n.t(path, { lng: language, ...values }), `${language} ${path}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('state the rules with the numbers the server enforces', () => {
    for (const language of LANGUAGES) {
      const terms = i18n.t('terms.sections', { lng: language, returnObjects: true, ...legalValues(language) }) as Record<
        string,
        { body: (string | string[])[] }
      >;
      const text = (id: string) => terms[id].body.flat().join(' ');
      expect(text('cancellation')).toContain(`${DEFAULT_CLASS_CONFIG.studentCancelLateHours} `);
      expect(text('cancellation')).toContain(`${DEFAULT_CLASS_CONFIG.refundableAfterBookingMinutes} `);
      expect(text('trial')).toContain(`${COMMERCE_CONFIG.trialDays} `);
      expect(text('trial')).toContain(`${COMMERCE_CONFIG.trialGroupCredits} `);
      expect(text('pause')).toContain(`${COMMERCE_CONFIG.maxPauseDays / 7} `);
      expect(text('pause')).toContain(`${COMMERCE_CONFIG.pauseRefundNoticeDays} `);
      expect(text('withdrawal')).toContain(`${COMMERCE_CONFIG.withdrawalDays} `);
      expect(text('prices')).toContain(`${CONTRACT_TERMS.priceChangeNoticeWeeks} `);
      expect(text('payment')).toContain(`${CONTRACT_TERMS.sepaRefundClaimWeeks} `);
      expect(text('credits')).toContain(`${COMMERCE_CONFIG.creditValidityDays / 365} `);
    }
  });
});
