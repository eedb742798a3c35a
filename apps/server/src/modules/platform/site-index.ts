import { type Locale, publicPages } from '@parla/contracts';

/** `<html lang>`/hreflang tag of a locale: `br` is Brazilian Portuguese. */
export function hreflangOf(locale: Locale): string {
  return locale === 'br' ? 'pt-BR' : locale;
}

/** `/de/` for a locale's home page, `/de/faq` otherwise. */
export function publicPath(locale: Locale, path: string): string {
  return path === '' ? `/${locale}/` : `/${locale}/${path}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml (sitemaps.org 0.9 with xhtml:link alternates): every public page in every locale it
 * exists in, each with the whole hreflang group and x-default (English), so search engines show the
 * visitor's language.
 */
export function sitemapXml(origin: string): string {
  const urls: string[] = [];
  for (const page of publicPages()) {
    const entries = Object.entries(page.paths) as Array<[Locale, string]>;
    const alternates = entries.map(
      ([locale, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflangOf(locale)}" href="${escapeXml(origin + publicPath(locale, path))}"/>`,
    );
    if (page.paths.en !== undefined) {
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + publicPath('en', page.paths.en))}"/>`,
      );
    }
    for (const [locale, path] of entries) {
      urls.push(`  <url>\n    <loc>${escapeXml(origin + publicPath(locale, path))}</loc>\n${alternates.join('\n')}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths search engines may index: the public pages, with and without a trailing slash. */
export function indexablePaths(): Set<string> {
  const paths = new Set<string>();
  for (const page of publicPages()) {
    for (const [locale, path] of Object.entries(page.paths) as Array<[Locale, string]>) {
      const full = publicPath(locale, path);
      paths.add(full);
      paths.add(full.endsWith('/') ? full.slice(0, -1) : `${full}/`);
    }
  }
  return paths;
}

/**
 * robots.txt: the student area's private pages (under a locale's account/), the purchase and
 * checkout steps, and the other areas are not for search engines; the sitemap says what is.
 */
export function robotsTxt(origin: string, otherAreaPaths: string[]): string {
  const disallow = ['/*/account/', '/*/post-checkout', '/*-checkout/', '/*/payment-', '/*/password/set/', ...otherAreaPaths];
  return `User-agent: *\n${disallow.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
