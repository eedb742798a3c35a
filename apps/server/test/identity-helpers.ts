import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/identity/password.service.ts';
import type { Config } from '../src/config.ts';
import { type TestApp, buildTestApp, clientHeaders } from './helper.ts';

export function buildIdentityTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return buildTestApp(overrides);
}

/** Strong enough for zxcvbn (score >= 2) and on no breach list. */
export const STRONG_PASSWORD = 'Quiet-Harbor-Lantern-42';
export const OTHER_STRONG_PASSWORD = 'Velvet-Canyon-Orbit-77';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface TestUserOptions {
  email?: string;
  password?: string;
  roles?: string[];
  isGuest?: boolean;
  locale?: string;
  firstName?: string;
}

/** Inserts a user directly (registration has its own tests). */
export async function createUser(app: FastifyInstance, options: TestUserOptions = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: options.firstName ?? 'Anna',
      lastName: 'Schmidt',
      roles: options.roles ?? ['student'],
      isGuest: options.isGuest ?? false,
      locale: options.locale ?? 'en',
      createdAt: app.clock.now(),
    })
    .returning();
  return { ...user, password };
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
export async function signedInUser(app: FastifyInstance, options: TestUserOptions & LoginOptions = {}) {
  const user = await createUser(app, options);
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
