import type { CalendarProvider } from '@parla/contracts';
import type { Config } from '../../config.ts';

export interface OAuthProvider {
  provider: CalendarProvider;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  clientId: string;
  clientSecret: string;
  /** Extra authorize parameters: both real providers need them for a refresh token. */
  authorizeParams: Record<string, string>;
}

/** The built-in test provider's client (public: it exists only outside production). */
export const TEST_CLIENT = { clientId: 'parla-test-calendar', clientSecret: 'parla-test-calendar-secret' } as const;

/**
 * The providers this server offers, from their documented endpoints (decision 058):
 * Google https://developers.google.com/identity/protocols/oauth2/web-server,
 * Microsoft https://learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow.
 * Each asks for OpenID e-mail (the account shown on the page) and calendar-events access.
 */
export function oauthProviders(config: Config): OAuthProvider[] {
  const list: OAuthProvider[] = [];
  const { google, microsoft, testProvider } = config.calendarOAuth;
  if (google) {
    list.push({
      provider: 'google',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      scope: 'openid email https://www.googleapis.com/auth/calendar.events',
      ...google,
      authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    });
  }
  if (microsoft) {
    list.push({
      provider: 'microsoft',
      authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      scope: 'openid email offline_access https://graph.microsoft.com/Calendars.ReadWrite',
      ...microsoft,
      authorizeParams: { response_mode: 'query' },
    });
  }
  if (testProvider) {
    list.push({
      provider: 'test',
      authorizeUrl: `${config.publicUrl}/dev/oauth/authorize`,
      tokenUrl: `${config.publicUrl}/dev/oauth/token`,
      scope: 'openid email calendar',
      ...TEST_CLIENT,
      authorizeParams: {},
    });
  }
  return list;
}

export const redirectUri = (config: Config, provider: CalendarProvider) => `${config.publicUrl}/api/calendar/oauth/${provider}/callback`;
