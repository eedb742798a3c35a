import { describe, expect, it } from 'vitest';
import { SECTION_SLUGS } from './enums.ts';
import {
  ALL_LANDING_SLUGS,
  allLandingPaths,
  LANDING_LOCALES,
  LOCALIZED_LANDING_SLUGS,
  landingPathOf,
  resolveLandingSlug,
  sectionOfLandingSlug,
} from './landing-pages.ts';
import { LOCALES } from './locales.ts';
import { PUBLIC_INFO_SLUGS } from './public-site.ts';

describe('language page slugs (issue 15)', () => {
  it('gives localized paths for the landing locales and English slugs elsewhere', () => {
    expect(landingPathOf('de', 'english')).toBe('/de/englisch');
    expect(landingPathOf('it', 'english')).toBe('/it/inglese');
    expect(landingPathOf('br', 'business-english')).toBe('/br/ingles-para-negocios');
    expect(landingPathOf('en', 'german')).toBe('/en/german');
    expect(landingPathOf('ru', 'spanish')).toBe('/ru/spanish');
  });

  it('never lets one slug name two languages, nor a language page shadow another public page', () => {
    for (const locale of LANDING_LOCALES) {
      for (const section of SECTION_SLUGS) expect(sectionOfLandingSlug(LOCALIZED_LANDING_SLUGS[locale][section])).toBe(section);
    }
    const others = new Set<string>([...PUBLIC_INFO_SLUGS, 'privacy', 'terms', 'imprint', 'faq', 'pricing', 'register', 'login']);
    expect(ALL_LANDING_SLUGS.filter((slug) => others.has(slug))).toEqual([]);
    expect(sectionOfLandingSlug('corporate')).toBeNull();
  });

  it('shows the page for the canonical slug and redirects every other name of the language to it', () => {
    expect(resolveLandingSlug('de', 'englisch')).toEqual({ kind: 'page', section: 'english' });
    expect(resolveLandingSlug('de', 'english')).toEqual({ kind: 'redirect', slug: 'englisch' });
    expect(resolveLandingSlug('it', 'italian')).toEqual({ kind: 'redirect', slug: 'italiano' });
    expect(resolveLandingSlug('it', 'italiano')).toEqual({ kind: 'page', section: 'italian' });
    // The language switcher keeps the path: /de/englisch -> /en/englisch lands on /en/english.
    expect(resolveLandingSlug('en', 'englisch')).toEqual({ kind: 'redirect', slug: 'english' });
    expect(resolveLandingSlug('fr', 'inglese')).toEqual({ kind: 'redirect', slug: 'anglais' });
    expect(resolveLandingSlug('en', 'english')).toEqual({ kind: 'page', section: 'english' });
    expect(resolveLandingSlug('en', 'corporate')).toEqual({ kind: 'notFound' });
  });

  it('lists one canonical page per locale and language', () => {
    const paths = allLandingPaths();
    expect(paths).toHaveLength(LOCALES.length * SECTION_SLUGS.length);
    expect(new Set(paths.map((p) => p.path)).size).toBe(paths.length);
    for (const { locale, path } of paths) expect(resolveLandingSlug(locale, path.split('/')[2])).toMatchObject({ kind: 'page' });
  });
});
