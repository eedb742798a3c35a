import { HOST_COOKIE_PREFIX } from '@parla/contracts';

/** Parses `document.cookie` into a map; values are URL-decoded. */
export function parseCookies(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name];
}

/** A session cookie the server may have named with the `__Host-` prefix (https deployments). */
export function readSessionCookie(name: string): string | undefined {
  return readCookie(`${HOST_COOKIE_PREFIX}${name}`) ?? readCookie(name);
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the FEATURES flags are a plain readable cookie by contract (000 §4).
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
