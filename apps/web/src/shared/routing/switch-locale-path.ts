import { type Locale, landingPathOf, sectionOfLandingSlug } from '@parla/contracts';

/**
 * The same page in another display language: the locale segment changes, and a language landing page
 * becomes its slug in the other locale (`/de/englisch` <-> `/en/english`).
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const [, , ...rest] = pathname.split('/');
  const slug = rest.join('/');
  const section = rest.length === 1 ? sectionOfLandingSlug(slug) : null;
  if (section) return landingPathOf(target, section);
  return `/${target}${slug ? `/${slug}` : '/'}`;
}
