import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../src/config.ts';
import { type TestApp, buildTestApp, clientHeaders } from './helper.ts';
import { type UserOverrides, buildUser } from './factories/index.ts';

export function buildIdentityTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return buildTestApp(overrides);
}

export interface LoginOptions {
  path?: string;
  remember?: boolean;
  ip?: string;
}

export function login(app: FastifyInstance, email: string, password: string, options: LoginOptions = {}) {
  return app.inject({
    method: 'POST',
    url: options.path ?? '/api/login_check',
    headers: clientHeaders,
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { _username: email, _password: password, _remember_me: options.remember ?? false },
  });
}

export function cookie(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

/** The Cookie header a browser would send after this response. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** Signs a fresh user in; returns the user, the login response and its Cookie header. */
export async function signedInUser(app: FastifyInstance, options: UserOverrides & LoginOptions = {}) {
  const user = await buildUser(app, options);
  const res = await login(app, user.email, user.password, options);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { user, res, cookies: cookieHeader(res) };
}

export function me(app: FastifyInstance, cookies: string) {
  return app.inject({ method: 'GET', url: '/api/users/me', headers: { ...clientHeaders, cookie: cookies } });
}

export function refresh(app: FastifyInstance, cookies: string) {
  return app.inject({ method: 'POST', url: '/api/token/refresh', headers: { ...clientHeaders, cookie: cookies }, payload: {} });
}
