import type { SocialIntent, SocialProvider } from '@parla/contracts';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { clientHeaders } from './helper.ts';

export type TestChoice = 'email' | 'no_email' | 'relay' | 'deny';

export interface RoundTrip {
  start: LightMyRequestResponse;
  /** The callback's answer (303 to the landing page), or undefined when the start failed. */
  callback: LightMyRequestResponse;
  /** The callback's Location, relative to the learn origin. */
  landing: URL;
  /** The callback path and query the provider sent the browser to. */
  callbackUrl: string;
  stateCookie: string;
}

const decodeEntities = (html: string) => html.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)));

export interface RoundTripOptions {
  intent?: SocialIntent;
  choice?: TestChoice;
  email?: string;
  cookie?: string;
  locale?: string;
  /** Replaces the browser's state cookie at the callback (a foreign or missing one). */
  callbackStateCookie?: string | null;
}

/** Up to the provider's answer: our start route (state cookie), the authorize page, the tester's pick. */
export async function toCallback(app: FastifyInstance, provider: SocialProvider, options: RoundTripOptions = {}) {
  const query = new URLSearchParams({ intent: options.intent ?? 'login', locale: options.locale ?? 'en' });
  const start = await app.inject({
    method: 'GET',
    url: `/api/oauth/${provider}/start?${query}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  expect(start.statusCode).toBe(303);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.pathname).toBe(`/dev/oidc/${provider}/authorize`);
  const stateCookie = start.cookies.find((c) => c.name === 'parla_social_state')?.value as string;
  expect(stateCookie).toBeTruthy();
  const page = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  expect(page.statusCode).toBe(200);
  const fields = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], decodeEntities(m[2])]),
  );
  const decision = await app.inject({
    method: 'POST',
    url: `/dev/oidc/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...fields,
      choice: options.choice ?? 'email',
      email: options.email ?? 'lea.tester@example.com',
      given_name: 'Lea',
      family_name: 'Tester',
    }).toString(),
  });
  expect(decision.statusCode).toBe(303);
  const back = new URL(decision.headers.location as string);
  expect(back.pathname).toBe(`/api/oauth/${provider}/callback`);
  const cookieState = options.callbackStateCookie === undefined ? stateCookie : options.callbackStateCookie;
  const cookie = [options.cookie, cookieState ? `parla_social_state=${cookieState}` : undefined].filter(Boolean).join('; ');
  return { start, stateCookie, callbackUrl: back.pathname + back.search, cookie };
}

/** A browser's whole round trip through the built-in test identity provider, callback included. */
export async function socialRoundTrip(app: FastifyInstance, provider: SocialProvider, options: RoundTripOptions = {}): Promise<RoundTrip> {
  const trip = await toCallback(app, provider, options);
  const callback = await app.inject({ method: 'GET', url: trip.callbackUrl, headers: trip.cookie ? { cookie: trip.cookie } : {} });
  expect(callback.statusCode).toBe(303);
  return { ...trip, callback, landing: new URL(callback.headers.location as string) };
}

/** The session cookies a response set, as the Cookie header a browser sends next. */
export function sessionCookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '' && c.name !== 'parla_social_state')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export const REGISTER_BODY = {
  firstName: 'Lea',
  lastName: 'Tester',
  section: 'german',
  locale: 'de',
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  confirmAge: true,
  marketingAgreement: false,
};

export function completeRegistration(app: FastifyInstance, key: string, body: Record<string, unknown> = REGISTER_BODY) {
  return app.inject({ method: 'POST', url: `/api/oauth/registrations/${key}`, headers: clientHeaders, payload: body });
}

/** The key of a pending registration from the landing URL /{locale}/social/register/{key}. */
export function registrationKey(landing: URL): string {
  const match = /\/social\/register\/([^/?]+)$/.exec(landing.pathname);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]);
}
