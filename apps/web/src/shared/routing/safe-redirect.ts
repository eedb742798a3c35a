/**
 * Accepts only a path inside this area ("/en/account/home"), never another site
 * ("//evil.test", "/\\evil.test", "https://...") so ?redirect= cannot be an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
