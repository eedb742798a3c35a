import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { OTHER_STRONG_PASSWORD, buildAdmin, buildStudent, buildTeacher, buildUser } from './factories/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, login } from './identity-requests.ts';

// Issue 15: an account that signs in only through Google, Apple or Facebook has no current
// password to give; settings offer "Set a password", which e-mails the password-set link.
const { app, mailer, clock } = await buildIdentityTestApp();

const REQUEST = 'mutation { requestPasswordSetLink }';
const HAS_PASSWORD = '{ accountDetails { hasPassword } }';

async function socialOnlyStudent() {
  const student = await buildStudent(app);
  await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, student.id));
  return student;
}

const mailedToken = (email: string) => decodeURIComponent(/\/password\/set\/([^\s"<]+)/.exec(mailer.last(email)?.text ?? '')?.[1] ?? '');

describe('a social-only account sets its first password in settings', () => {
  it('is told it has no password, cannot "change" one, and gets the link that sets it', async () => {
    const student = await socialOnlyStudent();
    const cookie = await loginCookies(app, student);
    expect((await gql<{ accountDetails: { hasPassword: boolean } }>(app, cookie, HAS_PASSWORD)).data?.accountDetails.hasPassword).toBe(
      false,
    );
    // No current password to prove: the change is refused with its own code, not "incorrect".
    const change = await gql(app, cookie, 'mutation($i: PasswordChangeInput!) { changePassword(input: $i) }', {
      i: { currentPassword: '', password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD },
    });
    expect(change.code).toBe('password_not_set');
    const rest = await app.inject({
      method: 'PUT',
      url: `/api/students/${student.id}/password`,
      headers: { ...clientHeaders, cookie, 'content-type': 'application/json' },
      payload: { currentPassword: 'guess', password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().code).toBe('password_not_set');

    expect((await gql(app, cookie, REQUEST)).data).toEqual({ requestPasswordSetLink: true });
    const token = mailedToken(student.email);
    expect(token).not.toBe('');
    // The words fit what happened: the student asked; nobody "created an account" for them.
    expect(mailer.last(student.email)?.text).toContain('You asked to set a password for your Parla account.');
    // The link works as for a guest: password set, address proven, this browser signed in.
    const set = await app.inject({
      method: 'POST',
      url: `/api/users/password-set/${encodeURIComponent(token)}`,
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: { password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(app, student.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    const after = await loginCookies(app, student);
    expect((await gql<{ accountDetails: { hasPassword: boolean } }>(app, after, HAS_PASSWORD)).data?.accountDetails.hasPassword).toBe(true);
    // Now it has one: no more links.
    expect((await gql(app, after, REQUEST)).code).toBe('not_a_guest');
  });

  it('sends at most 3 links an hour per account', async () => {
    const student = await socialOnlyStudent();
    for (let i = 0; i < 3; i++) expect((await gql(app, student, REQUEST)).errors).toBeUndefined();
    const fourth = await gql(app, student, REQUEST);
    expect(fourth.code).toBe('too_many_verification_requests');
    expect(mailer.sent.filter((m) => m.to === student.email)).toHaveLength(3);
    clock.advance(60 * 60_000 + 1_000);
    expect((await gql(app, student, REQUEST)).errors).toBeUndefined();
    clock.reset();
  });

  it('access: the owner only; another student gets their own answer; teacher and admin forbidden; anonymous unauthenticated', async () => {
    const owner = await socialOnlyStudent();
    // Another student with a password: refused; the mutation names no account, so nobody else's link goes out.
    const other = await buildUser(app, { roles: ['student'] });
    const sentBefore = mailer.sent.length;
    expect((await gql(app, await loginCookies(app, other), REQUEST)).code).toBe('not_a_guest');
    expect((await gql(app, await loginCookies(app, await buildTeacher(app)), REQUEST)).code).toBe('forbidden');
    expect((await gql(app, await loginCookies(app, await buildAdmin(app)), REQUEST)).code).toBe('forbidden');
    expect((await gql(app, null, REQUEST)).code).toBe('unauthenticated');
    expect(mailer.sent.length).toBe(sentBefore);
    expect((await gql(app, await loginCookies(app, owner), REQUEST)).errors).toBeUndefined();
    expect(mailer.last(owner.email)).toBeDefined();
  });
});
