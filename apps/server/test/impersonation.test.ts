// Issue 19 "Impersonation" (decision 098): an admin acts as a student or teacher with
// adminImpersonate, keeps their own session in a stash cookie, ends it with endImpersonation;
// every mutation of the impersonated session, GraphQL or REST, is audited with both identities,
// and what must never be done for someone stays refused.
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { IMPERSONATOR_COOKIE } from '../src/modules/identity/impersonation.service.ts';
import { startSession } from '../src/modules/identity/session.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildStudent,
  buildTeacher,
  type Catalogue,
  STRONG_PASSWORD,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();

let admin: TestUser;
let catalogue: Catalogue;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  admin = await buildAdmin(app);
  catalogue = await buildCatalogue(app);
});

const IMPERSONATE = `mutation($u: ID!) { adminImpersonate(userId: $u) { area redirectTo userId } }`;
const END = `mutation { endImpersonation { restored redirectTo } }`;

type Jar = Map<string, string>;
const header = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function adminJar(): Promise<Jar> {
  const tokens = await startSession(app, admin, { area: 'admin', rememberMe: false });
  return new Map([
    [ACCESS_COOKIE, tokens.accessToken],
    [REFRESH_COOKIE, tokens.refreshToken],
  ]);
}

/** A GraphQL call with a cookie jar that keeps what the answer sets or clears. */
async function call<T>(jar: Jar, query: string, variables: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...clientHeaders, 'content-type': 'application/json', cookie: header(jar) },
    payload: { query, variables },
  });
  for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
    const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now() - 1000);
    if (cleared) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  const body = res.json<{ data?: T; errors?: { extensions?: { code?: string } }[] }>();
  return { data: body.data ?? null, code: body.errors?.[0]?.extensions?.code };
}

async function auditRows(actingAs: string) {
  return queryRows<{ action: string; actor_id: string; acting_as_id: string; outcome: string; error_code: string | null }>(
    app.db,
    sql`select action, actor_id, acting_as_id, outcome, error_code from audit_log where acting_as_id = ${actingAs} or object_id = ${actingAs} order by occurred_at, action`,
  );
}

describe('impersonating a student', () => {
  it('acts as the student, audits both identities, refuses the password change, and ends back in the admin session', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const jar = await adminJar();
    const adminRefresh = jar.get(REFRESH_COOKIE);

    const start = await call<{ adminImpersonate: { area: string; redirectTo: string } }>(jar, IMPERSONATE, { u: student.id });
    expect(start.code).toBeUndefined();
    expect(start.data?.adminImpersonate.area).toBe('learn');
    expect(start.data?.adminImpersonate.redirectTo).toMatch(/\/en\/account\/home$/);
    expect(jar.get(IMPERSONATOR_COOKIE)).toBe(adminRefresh);

    // The session is the student's, with the admin as impersonator.
    const me = await call<{ me: { id: string; impersonatedBy: string | null } }>(jar, '{ me { id impersonatedBy } }');
    expect(me.data?.me).toEqual({ id: student.id, impersonatedBy: expect.any(String) });
    expect((await call(jar, '{ adminMyRole }')).code).toBe('forbidden');

    // A GraphQL mutation, a refused password change and a REST call: each audited with both ids.
    expect((await call(jar, 'mutation { setAudioRecordingConsent(consent: true) { __typename } }')).code).toBeUndefined();
    const password = await call(jar, 'mutation($i: PasswordChangeInput!) { changePassword(input: $i) }', {
      i: { currentPassword: 'whatever-1A', password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    });
    expect(password.code).toBe('impersonation_forbidden');
    const rest = await app.inject({
      method: 'PUT',
      url: '/api/users/locale',
      headers: { ...clientHeaders, 'content-type': 'application/json', cookie: header(jar) },
      payload: { locale: 'de' },
    });
    expect(rest.statusCode).toBe(200);
    const reading = await app.inject({ method: 'GET', url: '/api/users/me', headers: { ...clientHeaders, cookie: header(jar) } });
    expect(reading.statusCode).toBeLessThan(500);

    const end = await call<{ endImpersonation: { restored: boolean; redirectTo: string } }>(jar, END);
    expect(end.data?.endImpersonation).toEqual({
      restored: true,
      redirectTo: expect.stringMatching(new RegExp(`/admin/en/students/${student.id}$`)),
    });
    expect(jar.has(IMPERSONATOR_COOKIE)).toBe(false);
    // Back as the admin: the admin's own session, refreshed.
    expect((await call<{ adminMyRole: string }>(jar, '{ adminMyRole }')).data).toEqual({ adminMyRole: 'full' });

    const rows = await auditRows(student.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.acting_as_id, r.outcome, r.error_code])).toEqual([
      ['adminImpersonate', admin.id, null, 'done', null],
      ['setAudioRecordingConsent', admin.id, student.id, 'done', null],
      ['changePassword', admin.id, student.id, 'refused', 'impersonation_forbidden'],
      ['PUT /api/users/locale', admin.id, student.id, 'done', null],
      ['endImpersonation', admin.id, student.id, 'done', null],
    ]);
  });

  it('the impersonated session ends for good; without a live admin session the admin signs in again', async () => {
    const student = await buildStudent(app, { catalogue });
    const jar = new Map([[ACCESS_COOKIE, (await startSession(app, admin, { area: 'admin', rememberMe: false })).accessToken]]);
    await call(jar, IMPERSONATE, { u: student.id });
    const impersonatedAccess = jar.get(ACCESS_COOKIE)!;
    const end = await call<{ endImpersonation: { restored: boolean; redirectTo: string } }>(jar, END);
    expect(end.data?.endImpersonation).toEqual({ restored: false, redirectTo: expect.stringMatching(/\/admin\/en\/login$/) });
    const stale = new Map([[ACCESS_COOKIE, impersonatedAccess]]);
    expect((await call<{ me: { id: string } | null }>(stale, '{ me { id } }')).data?.me ?? null).toBeNull();
  });
});

describe('impersonation targets', () => {
  it('opens the teacher app for a teacher, whose account knows it is impersonated (payout changes refuse it)', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const jar = await adminJar();
    const start = await call<{ adminImpersonate: { area: string; redirectTo: string } }>(jar, IMPERSONATE, { u: teacher.id });
    expect(start.data?.adminImpersonate.area).toBe('teacher');
    expect(start.data?.adminImpersonate.redirectTo).toMatch(/\/teacher\/en\/home$/);
    const account = await call<{ teacherAccount: { isImpersonated: boolean } }>(jar, '{ teacherAccount { isImpersonated } }');
    expect(account.data?.teacherAccount.isImpersonated).toBe(true);
  });

  it('refuses admins, unknown users and ids that are not UUIDs', async () => {
    const other = await buildAdmin(app);
    expect((await gql(app, admin, IMPERSONATE, { u: other.id })).code).toBe('impersonation_target_invalid');
    expect((await gql(app, admin, IMPERSONATE, { u: crypto.randomUUID() })).code).toBe('not_found');
    expect((await gql(app, admin, IMPERSONATE, { u: 'x' })).code).toBe('not_found');
  });
});
