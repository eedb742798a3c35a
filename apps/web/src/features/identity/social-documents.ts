import type { AuthResponse, SocialDisconnectResult, SocialProvider } from '@parla/contracts';
import { graphql } from '../../shared/graphql/graphql.ts';
import { http } from '../../shared/http/http.ts';

/** The pending registration behind social/register/{key}. */
export const SOCIAL_REGISTRATION_QUERY = graphql(`
  query SocialRegistration($key: String!) { socialRegistration(key: $key) { provider email firstName lastName section } }
`);

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

export const socialRequests = {
  completeRegistration: (key: string, input: Record<string, unknown>) =>
    http.post<AuthResponse>(`/api/oauth/registrations/${encodeURIComponent(key)}`, input),
  confirmDisconnect: (token: string) =>
    http.post<{ provider: SocialProvider }>('/api/oauth/user/connected-accounts/confirm-disconnect', { token }),
  disconnect: (provider: SocialProvider) => http.delete<SocialDisconnectResult>(`/api/oauth/user/connected-accounts/${provider}`),
};
