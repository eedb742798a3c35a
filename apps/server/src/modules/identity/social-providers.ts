import { SOCIAL_PROVIDERS, type SocialProvider } from '@parla/contracts';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

/** One OpenID Connect client this server offers (decision 065). */
export interface SocialProviderSettings {
  provider: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The built-in test identity provider at /dev/oidc/{provider} stands in for the real one. */
  isTest: boolean;
  scope: string;
  /** Extra authorization parameters (Apple posts its answer back when it shares the name or e-mail). */
  authorizeParams: Record<string, string>;
}

/** The test provider's clients: public, because the provider exists only outside production. */
export function testClient(provider: SocialProvider): { clientId: string; clientSecret: string } {
  return { clientId: `parla-test-${provider}`, clientSecret: `parla-test-${provider}-secret` };
}

export const testIssuer = (config: Config, provider: SocialProvider) => `${config.publicUrl}/dev/oidc/${provider}`;

const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  // Apple's scopes are `name email`; asking for either makes Apple answer with a form POST.
  apple: 'openid email name',
  facebook: 'openid email',
};

/** The providers on in this deployment: configured ones, else the test provider outside production. */
export function socialProviders(config: Config): SocialProviderSettings[] {
  const list: SocialProviderSettings[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const real = config.socialLogin.providers[provider];
    if (real) {
      list.push({
        provider,
        ...real,
        isTest: false,
        scope: SCOPES[provider],
        authorizeParams: provider === 'apple' ? { response_mode: 'form_post' } : {},
      });
    } else if (config.socialLogin.testProvider && !config.isProduction) {
      list.push({
        provider,
        issuer: testIssuer(config, provider),
        ...testClient(provider),
        isTest: true,
        scope: 'openid email profile',
        authorizeParams: {},
      });
    }
  }
  return list;
}

export function socialProvider(config: Config, provider: SocialProvider): SocialProviderSettings | undefined {
  return socialProviders(config).find((entry) => entry.provider === provider);
}

/** Where every provider sends the browser back: the student area's own origin (decision 065). */
export const socialRedirectUri = (config: Config, provider: SocialProvider) => `${config.areas.learn}/api/oauth/${provider}/callback`;

/**
 * Requests to the built-in test provider are answered in-process (`app.inject`): the same HTTP
 * the real providers get over the network, and it works in tests whose app never listens.
 */
function fetchFor(app: FastifyInstance): oidc.CustomFetch {
  const ownPrefix = `${app.config.publicUrl}/dev/oidc/`;
  return async (url, options) => {
    if (!url.startsWith(ownPrefix)) return fetch(url, options);
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: url.slice(app.config.publicUrl.length),
      headers,
      payload: typeof options.body === 'string' ? options.body : options.body ? String(options.body) : undefined,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}

// Discovery runs once per provider and app; a failure is forgotten so the next login retries.
const discovered = new WeakMap<object, Map<SocialProvider, Promise<oidc.Configuration>>>();

/** The provider's openid-client configuration (discovery document, keys on demand). */
export function providerConfiguration(app: FastifyInstance, settings: SocialProviderSettings): Promise<oidc.Configuration> {
  let perApp = discovered.get(app.config);
  if (!perApp) {
    perApp = new Map();
    discovered.set(app.config, perApp);
  }
  const cached = perApp.get(settings.provider);
  if (cached) return cached;
  const customFetch = fetchFor(app);
  const pending = oidc
    .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      // The test provider speaks plain http outside production; the real ones are https only.
      execute: settings.isTest && settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: customFetch,
      timeout: 10,
    })
    .then((configuration) => {
      configuration[oidc.customFetch] = customFetch;
      return configuration;
    });
  pending.catch(() => perApp.delete(settings.provider));
  perApp.set(settings.provider, pending);
  return pending;
}
