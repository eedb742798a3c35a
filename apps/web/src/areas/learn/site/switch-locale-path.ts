import { LANDING_LOCALES, LOCALIZED_LANDING_SLUGS, type LandingLocale, type Locale, landingPaths, SECTION_SLUGS } from '@parla/contracts';

const isLandingLocale = (locale: string): locale is LandingLocale => (LANDING_LOCALES as readonly string[]).includes(locale);

/**
 * The same page in another display language: the locale segment changes, and a language landing page
 * becomes its slug in the other locale (`/de/englisch` <-> `/en/english`).
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const [, from = '', ...rest] = pathname.split('/');
  const slug = rest.join('/');
  if (rest.length === 1) {
    const section = SECTION_SLUGS.find((s) => s === slug || (isLandingLocale(from) && LOCALIZED_LANDING_SLUGS[from][s] === slug));
    if (section) return `/${target}/${landingPaths(section)[target] ?? section}`;
  }
  return `/${target}${slug ? `/${slug}` : '/'}`;
}
