/**
 * A LinkedIn profile link (000 §5 "LinkedIn URL must be valid"): http(s), linkedin.com or a
 * country subdomain of it, a personal profile path /in/{name} (or the older /pub/...).
 * Returns the canonical https://www.linkedin.com/in/{name} form, or null when it is not one.
 */
export function normalizeLinkedInUrl(value: string): string | null {
  let url: URL;
  const text = value.trim();
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !/^([a-z]{2,3}|www)\.linkedin\.com$/.test(host)) return null;
  const match = /^\/(in|pub)\/([^/?#]+)(\/[^?#]*)?\/?$/.exec(url.pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (slug.length < 3 || slug.length > 100 || !/^[\p{L}\p{N}_-]+$/u.test(slug)) return null;
  const rest = match[1] === 'pub' ? (match[3] ?? '').replace(/\/$/, '') : '';
  return `https://www.linkedin.com/${match[1]}/${encodeURIComponent(slug)}${rest}`;
}

export function isValidLinkedInUrl(value: string): boolean {
  return normalizeLinkedInUrl(value) !== null;
}
