import type { SocialProvider } from '@parla/contracts';

// Apart from social-documents.ts, whose GraphQL document brings gql.tada's parser: the login and
// register pages need only these (decision 092).

/** Brand names: never translated. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

export function isSocialProvider(value: string | null): value is SocialProvider {
  return value === 'google' || value === 'apple' || value === 'facebook';
}

/** Where the browser goes to start the round trip (a full navigation: the provider's page follows). */
export function socialStartHref(provider: SocialProvider, intent: 'login' | 'register', locale: string, section?: string): string {
  const query = new URLSearchParams({ intent, locale, ...(section ? { section } : {}) });
  return `/api/oauth/${provider}/start?${query}`;
}
