// Decision 105: the back office's admins page. The list (role, last sign-in, invitation), the
// invitation (never a password), role changes and removal with their refusals (own rights, the
// rights message for support admins), the race of two demotions, and the access matrix.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { adminAccounts } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildCatalogue, buildStudent, buildTeacher, STRONG_PASSWORD, type TestUser } from './factories/index.ts';

const { app, mailer } = await buildTestApp();

let admin: TestUser;
let support: TestUser;
let teacher: TestUser;
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;

beforeAll(async () => {
  admin = await buildAdmin(app);
  support = await buildAdmin(app);
  await app.db.insert(adminAccounts).values({ userId: support.id, role: 'support' });
  catalogue = await buildCatalogue(app);
  teacher = await buildTeacher(app, catalogue);
});

const LIST = '{ adminAccounts { id email role lastSignInAt invitationPending isMe } }';
const CREATE = `mutation($i: CreateAdminInput!) { adminCreateAdmin(input: $i) { id email role invitationPending } }`;
const ROLE = `mutation($u: ID!, $r: AdminRole!) { adminSetAdminRole(userId: $u, role: $r) { id role } }`;
const REMOVE = `mutation($u: ID!) { adminRemoveAdmin(userId: $u) }`;
const RESEND = `mutation($u: ID!) { adminResendAdminInvitation(userId: $u) { id invitationPending } }`;

type AdminRow = { id: string; email: string; role: string; lastSignInAt: string | null; invitationPending: boolean; isMe: boolean };
const listAs = async (who: TestUser | string) => (await gql<{ adminAccounts: AdminRow[] }>(app, who, LIST)).data?.adminAccounts ?? [];

const newAdminInput = (role = 'support', locale?: string) => ({
  email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com`,
  firstName: 'Ines',
  lastName: 'Ibarra',
  role,
  ...(locale ? { locale } : {}),
});

async function anotherFullAdmin(): Promise<TestUser> {
  const other = await buildAdmin(app);
  await app.db.insert(adminAccounts).values({ userId: other.id, role: 'full' });
  return other;
}

describe('the list', () => {
  it('shows each admin with role, last sign-in and whether the invitation is pending; the viewer is marked', async () => {
    const cookie = await loginCookies(app, admin);
    const rows = await listAs(cookie);
    const me = rows.find((r) => r.id === admin.id);
    expect(me).toMatchObject({ role: 'full', isMe: true });
    expect(me?.lastSignInAt).not.toBeNull();
    expect(rows.find((r) => r.id === support.id)).toMatchObject({ role: 'support', isMe: false });
  });
});

describe('the invitation', () => {
  it('e-mails the first-password link in the chosen language; the new admin sets a password and signs in to the back office', async () => {
    const input = newAdminInput('support', 'de');
    const before = mailer.sent.length;
    const created = await gql<{ adminCreateAdmin: { id: string; role: string; invitationPending: boolean } }>(app, admin, CREATE, {
      i: input,
    });
    expect(created.data?.adminCreateAdmin).toMatchObject({ role: 'support', invitationPending: true });
    const mail = mailer.sent.slice(before).find((m) => m.to === input.email);
    expect(mail?.subject).toBe('Dein Parla-Backoffice-Konto');
    const token = /password\/set\/([^\s"<]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    // Never a password in the answer, the mail or the audit row.
    expect(JSON.stringify(created)).not.toMatch(/password/i);

    const set = await app.inject({
      method: 'POST',
      url: `/api/users/password-set/${token}`,
      headers: clientHeaders,
      payload: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.roles).toEqual(['admin']);
    const login = await app.inject({
      method: 'POST',
      url: '/admin/login_check',
      headers: clientHeaders,
      payload: { _username: input.email, _password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const row = (await listAs(admin)).find((r) => r.email === input.email);
    expect(row).toMatchObject({ invitationPending: false });
    expect(row?.lastSignInAt).not.toBeNull();
    // Resending to someone who has a password is refused.
    expect((await gql(app, admin, RESEND, { u: row?.id })).code).toBe('not_a_guest');
  });

  it('sends the invitation again while no password is chosen', async () => {
    const input = newAdminInput();
    const id = (await gql<{ adminCreateAdmin: { id: string } }>(app, admin, CREATE, { i: input })).data?.adminCreateAdmin.id;
    const before = mailer.sent.length;
    const again = await gql<{ adminResendAdminInvitation: { invitationPending: boolean } }>(app, admin, RESEND, { u: id });
    expect(again.data?.adminResendAdminInvitation.invitationPending).toBe(true);
    expect(mailer.sent.slice(before).filter((m) => m.to === input.email)).toHaveLength(1);
  });
});

describe('roles and removal', () => {
  it("support admins read the list but hear the spec's rights message on every change", async () => {
    expect((await listAs(support)).length).toBeGreaterThan(1);
    const other = await anotherFullAdmin();
    for (const [query, variables] of [
      [CREATE, { i: newAdminInput() }],
      [ROLE, { u: other.id, r: 'support' }],
      [REMOVE, { u: other.id }],
      [RESEND, { u: other.id }],
      ['mutation { adminCreateTestAdmin { password } }', {}],
    ] as const) {
      const res = await gql(app, support, query, variables);
      expect(res.code).toBe('position_change_forbidden');
      expect(res.errors?.[0]?.message).toBe('You are not allowed to change the position!');
    }
  });

  it('a full admin changes another admin’s role, never their own', async () => {
    const other = await anotherFullAdmin();
    const demoted = await gql<{ adminSetAdminRole: { role: string } }>(app, admin, ROLE, { u: other.id, r: 'support' });
    expect(demoted.data?.adminSetAdminRole.role).toBe('support');
    expect((await gql<{ adminMyRole: string }>(app, other, '{ adminMyRole }')).data?.adminMyRole).toBe('support');
    // The same role again changes nothing and is no error.
    expect((await gql(app, admin, ROLE, { u: other.id, r: 'support' })).errors).toBeUndefined();
    expect((await gql(app, admin, ROLE, { u: admin.id, r: 'support' })).code).toBe('admin_own_rights');
    expect((await gql(app, admin, REMOVE, { u: admin.id })).code).toBe('admin_own_rights');
    expect((await gql(app, admin, ROLE, { u: teacher.id, r: 'full' })).code).toBe('not_found');
    expect((await gql(app, admin, REMOVE, { u: 'not-a-uuid' })).code).toBe('not_found');
    const audit = await queryRows<{ before: { role: string } }>(
      app.db,
      sql`select before from audit_log where action = 'adminSetAdminRole' and object_id = ${other.id} order by occurred_at limit 1`,
    );
    expect(audit[0]?.before).toEqual({ role: 'full' });
  });

  it('removing the rights ends the back-office sessions and the impersonations the admin opened', async () => {
    const other = await anotherFullAdmin();
    const student = await buildStudent(app, { catalogue });
    const cookie = await loginCookies(app, other);
    expect((await listAs(cookie)).length).toBeGreaterThan(0);
    const impersonating = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...clientHeaders, 'content-type': 'application/json', cookie },
      payload: { query: `mutation($u: ID!) { adminImpersonate(userId: $u) { redirectTo } }`, variables: { u: student.id } },
    });
    expect(impersonating.statusCode).toBe(200);
    const removed = await gql<{ adminRemoveAdmin: string }>(app, admin, REMOVE, { u: other.id });
    expect(removed.data?.adminRemoveAdmin).toBe(other.id);
    expect((await gql(app, cookie, LIST)).code).toBe('unauthenticated');
    const open = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from sessions where (user_id = ${other.id} or impersonator_id = ${other.id}) and revoked_at is null`,
    );
    expect(open[0]?.n).toBe(0);
    expect((await listAs(admin)).some((r) => r.id === other.id)).toBe(false);
    const [user] = await queryRows<{ roles: string[] }>(app.db, sql`select roles from users where id = ${other.id}`);
    expect(user?.roles).toEqual([]);
  });

  it('two full admins demoting each other at once leave one full admin', async () => {
    const first = await anotherFullAdmin();
    const second = await anotherFullAdmin();
    // Every other full admin becomes support first, so these two are the school's last.
    for (const row of await listAs(first)) {
      if (row.role === 'full' && row.id !== first.id && row.id !== second.id) {
        await app.db
          .insert(adminAccounts)
          .values({ userId: row.id, role: 'support' })
          .onConflictDoUpdate({ target: adminAccounts.userId, set: { role: 'support' } });
      }
    }
    const [a, b] = await Promise.all([
      gql(app, first, ROLE, { u: second.id, r: 'support' }),
      gql(app, second, ROLE, { u: first.id, r: 'support' }),
    ]);
    const outcomes = [a, b].map((r) => r.code ?? 'ok').sort();
    expect(outcomes[0]).toBe('ok');
    expect(['last_full_admin', 'position_change_forbidden']).toContain(outcomes[1]);
    const full = (await listAs(first)).filter((r) => r.role === 'full');
    expect(full).toHaveLength(1);
    // Restore the other admins for the tests after this one.
    await app.db.execute(sql`update admin_accounts set role = 'full' where user_id = ${admin.id}`);
  });
});

describe('access: every new operation refuses anonymous, students, teachers', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['adminAccounts', LIST, {}],
    ['adminSetAdminRole', ROLE, { u: crypto.randomUUID(), r: 'support' }],
    ['adminRemoveAdmin', REMOVE, { u: crypto.randomUUID() }],
    ['adminResendAdminInvitation', RESEND, { u: crypto.randomUUID() }],
  ];

  it.each(operations)('%s', async (name, query, variables) => {
    const student = await buildStudent(app, { catalogue });
    const other = await buildStudent(app, { catalogue });
    for (const who of [null, student, other, teacher]) {
      const res = await gql(app, who, query, variables);
      expect(res.data?.[name as never] ?? null, `${name} as ${who?.roles ?? 'anonymous'}`).toBeNull();
      expect(['unauthenticated', 'forbidden']).toContain(res.code);
    }
    const asAdmin = await gql(app, admin, query, variables);
    expect(['unauthenticated', 'forbidden']).not.toContain(asAdmin.code ?? 'ok');
  });
});
