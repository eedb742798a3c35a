import type { AuthResponse, SocialDisconnectResult, SocialProvider } from '@parla/contracts';
import { graphql } from '../../shared/graphql/graphql.ts';
import { http } from '../../shared/http/http.ts';

/** The pending registration behind social/register/{key}. */
export const SOCIAL_REGISTRATION_QUERY = graphql(`
  query SocialRegistration($key: String!) { socialRegistration(key: $key) { provider email firstName lastName section } }
`);

export { isSocialProvider, PROVIDER_NAMES, socialStartHref } from './social-providers.ts';

export const socialRequests = {
  completeRegistration: (key: string, input: Record<string, unknown>) =>
    http.post<AuthResponse>(`/api/oauth/registrations/${encodeURIComponent(key)}`, input),
  confirmDisconnect: (token: string) =>
    http.post<{ provider: SocialProvider }>('/api/oauth/user/connected-accounts/confirm-disconnect', { token }),
  disconnect: (provider: SocialProvider) => http.delete<SocialDisconnectResult>(`/api/oauth/user/connected-accounts/${provider}`),
};
