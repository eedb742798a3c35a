// The admin audit log (issue 19, decision 094): one row per admin mutation, both identities of an
// impersonated session, no secrets or personal data in the rows, append-only in the database,
// and the adminAuditLog query open to admins only.
import { ACCESS_COOKIE } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { startSession } from '../src/modules/identity/session.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildSection,
  buildStudent,
  buildTeacher,
  type Catalogue,
  roundHourAhead,
  STRONG_PASSWORD,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();

let admin: TestUser;
let catalogue: Catalogue;

interface Row {
  actor_id: string;
  acting_as_id: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  request: Record<string, unknown> | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  outcome: string;
  error_code: string | null;
  request_id: string | null;
}

const rowsOf = (action: string) => queryRows<Row>(app.db, sql`select * from audit_log where action = ${action} order by occurred_at, id`);

beforeAll(async () => {
  clock.set(new Date('2026-06-01T08:00:00Z'));
  admin = await buildAdmin(app);
  catalogue = await buildCatalogue(app);
  await buildSection(app, { slug: 'spanish', name: 'Spanish' });
});

const GRANT = `mutation($s: ID!, $n: Int!) { adminGrantCredits(studentId: $s, kind: group, amount: $n, reason: "Goodwill") { groupCredits } }`;

describe('admin mutations write one audit row each', () => {
  it('adminGrantCredits: actor, object, the balance before and after', async () => {
    const student = await buildStudent(app, { catalogue, group: 2 });
    const res = await gql(app, admin, GRANT, { s: student.id, n: 3 });
    expect(res.errors).toBeUndefined();
    const rows = (await rowsOf('adminGrantCredits')).filter((r) => r.object_id === student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      acting_as_id: null,
      object_type: 'user',
      outcome: 'done',
      error_code: null,
      request: { studentId: student.id, kind: 'group', amount: 3, reason: 'Goodwill' },
    });
    expect(rows[0]?.request_id).toBeTruthy();
    expect(JSON.stringify(rows[0]?.before)).toContain('"groupCredits":2');
    expect(JSON.stringify(rows[0]?.after)).toContain('"groupCredits":5');
  });

  it('adminCreateCoupon: the coupon by its code', async () => {
    const code = `AUDIT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const res = await gql(app, admin, 'mutation($i: CouponInput!) { adminCreateCoupon(input: $i) { code } }', {
      i: { code, percentOff: 10, lifetime: false },
    });
    expect(res.errors).toBeUndefined();
    const rows = (await rowsOf('adminCreateCoupon')).filter((r) => r.object_id === code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: admin.id, object_type: 'coupon', outcome: 'done' });
    expect(rows[0]?.after).toMatchObject({ code, percentOff: 10 });
  });

  it('adminAssignTeacher: done with the previous teacher as before; a refusal with its code', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 72) });
    const outsider = await buildTeacher(app);
    const refused = await gql(app, admin, 'mutation($c: ID!, $t: ID!) { adminAssignTeacher(classUid: $c, teacherId: $t) { uid } }', {
      c: klass.uid,
      t: outsider.id,
    });
    expect(refused.code).toBe('teacher_cannot_teach_class');
    const teacher = await buildTeacher(app, catalogue);
    const done = await gql(
      app,
      admin,
      'mutation($c: ID!, $t: ID!) { adminAssignTeacher(classUid: $c, teacherId: $t, override: true, reason: "Short notice") { uid } }',
      { c: klass.uid, t: teacher.id },
    );
    expect(done.errors).toBeUndefined();
    const rows = (await rowsOf('adminAssignTeacher')).filter((r) => r.object_id === klass.uid);
    expect(rows.map((r) => [r.outcome, r.error_code])).toEqual([
      ['refused', 'teacher_cannot_teach_class'],
      ['done', null],
    ]);
    expect(rows[1]).toMatchObject({ object_type: 'class', before: { teacherId: null } });
    expect(rows[1]?.after).toMatchObject({ uid: klass.uid });
  });

  it('keeps no password, token or personal data (adminCreateTeacher)', async () => {
    const email = `audit.${Math.random().toString(36).slice(2)}@example.com`;
    const res = await gql<{ adminCreateTeacher: { id: string } }>(
      app,
      admin,
      'mutation($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { id email } }',
      {
        input: {
          email,
          firstName: 'Zelda',
          lastName: 'Quixotic',
          sectionSlugs: ['spanish'],
          timezone: 'Europe/Madrid',
          languages: [{ language: 'Spanish', fluency: 'Native' }],
          password: STRONG_PASSWORD,
        },
      },
    );
    expect(res.errors).toBeUndefined();
    const teacherId = res.data?.adminCreateTeacher.id;
    const rows = (await rowsOf('adminCreateTeacher')).filter((r) => r.object_id === teacherId);
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows[0]);
    for (const secret of [STRONG_PASSWORD, email, 'Zelda', 'Quixotic']) expect(text).not.toContain(secret);
    expect(rows[0]?.request).toMatchObject({ input: { password: '[secret]', email: '[personal]', firstName: '[personal]' } });
    expect(rows[0]?.after).toMatchObject({ id: teacherId, email: '[personal]' });
  });

  it('writes no row for a student refused by the admin scope (not an admin action)', async () => {
    const student = await buildStudent(app, { catalogue });
    const [{ n: before }] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from audit_log`);
    const res = await gql(app, student, GRANT, { s: student.id, n: 5 });
    expect(res.code).toBe('forbidden');
    const [{ n: after }] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from audit_log`);
    expect(after).toBe(before);
  });
});

describe('impersonated sessions', () => {
  async function impersonating(student: TestUser): Promise<string> {
    const tokens = await startSession(app, student, { area: 'learn', rememberMe: false, impersonatorId: admin.id });
    return `${ACCESS_COOKIE}=${tokens.accessToken}`;
  }

  it('audit every mutation with both identities, refused ones with their code', async () => {
    const student = await buildStudent(app, { catalogue });
    const cookie = await impersonating(student);
    const consent = await gql(app, cookie, 'mutation { setAudioRecordingConsent(consent: true) { __typename } }');
    expect(consent.errors).toBeUndefined();
    const password = await gql(app, cookie, 'mutation($i: PasswordChangeInput!) { changePassword(input: $i) }', {
      i: { currentPassword: 'whatever-1A', password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    });
    expect(password.code).toBe('impersonation_forbidden');
    const rows = await queryRows<Row>(app.db, sql`select * from audit_log where acting_as_id = ${student.id} order by occurred_at`);
    expect(rows.map((r) => [r.action, r.actor_id, r.outcome])).toEqual([
      ['setAudioRecordingConsent', admin.id, 'done'],
      ['changePassword', admin.id, 'refused'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(STRONG_PASSWORD);
  });
});

describe('the audit log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const student = await buildStudent(app, { catalogue });
    await gql(app, admin, GRANT, { s: student.id, n: 1 });
    for (const statement of [
      sql`update audit_log set action = 'nothing' where object_id = ${student.id}`,
      sql`delete from audit_log where object_id = ${student.id}`,
      sql`truncate audit_log`,
    ]) {
      await expect(app.db.execute(statement)).rejects.toThrow();
    }
    const rows = (await rowsOf('adminGrantCredits')).filter((r) => r.object_id === student.id);
    expect(rows).toHaveLength(1);
  });
});

const LOG = `query($actorId: ID, $action: String, $objectId: String, $from: DateTime, $to: DateTime, $limit: Int, $offset: Int) {
  adminAuditLog(actorId: $actorId, action: $action, objectId: $objectId, from: $from, to: $to, limit: $limit, offset: $offset) {
    total actions actors { id name }
    entries { occurredAt action objectType objectId outcome errorCode actor { id name } actingAs { id } before after request }
  }
}`;

interface LogPage {
  adminAuditLog: {
    total: number;
    actions: string[];
    actors: { id: string; name: string }[];
    entries: { occurredAt: string; action: string; objectId: string | null; actor: { id: string; name: string }; after: unknown }[];
  };
}

describe('adminAuditLog', () => {
  it('answers admins only', async () => {
    const student = await buildStudent(app, { catalogue });
    const teacher = await buildTeacher(app, catalogue);
    expect((await gql(app, null, LOG)).code).toBe('unauthenticated');
    expect((await gql(app, student, LOG)).code).toBe('forbidden');
    expect((await gql(app, teacher, LOG)).code).toBe('forbidden');
    const other = await buildStudent(app, { catalogue });
    expect((await gql(app, other, LOG, { objectId: student.id })).code).toBe('forbidden');
    const res = await gql<LogPage>(app, admin, LOG);
    expect(res.errors).toBeUndefined();
    expect(res.data?.adminAuditLog.total).toBeGreaterThan(0);
  });

  it('filters by action, admin, object and dates, newest first, paged', async () => {
    const second = await buildAdmin(app);
    const student = await buildStudent(app, { catalogue });
    clock.set(new Date('2026-06-10T08:00:00Z'));
    await gql(app, admin, GRANT, { s: student.id, n: 1 });
    clock.set(new Date('2026-06-11T08:00:00Z'));
    await gql(app, second, GRANT, { s: student.id, n: 2 });
    clock.set(new Date('2026-06-12T08:00:00Z'));
    await gql(app, admin, GRANT, { s: student.id, n: 3 });

    const all = await gql<LogPage>(app, admin, LOG, { objectId: student.id, action: 'adminGrantCredits' });
    expect(all.data?.adminAuditLog.total).toBe(3);
    // The test clock ticks on by a few milliseconds per read: compare the days.
    const days = (page: typeof all) => page.data?.adminAuditLog.entries.map((e) => e.occurredAt.slice(0, 10));
    expect(days(all)).toEqual(['2026-06-12', '2026-06-11', '2026-06-10']);
    expect(all.data?.adminAuditLog.entries[0]?.actor).toEqual({ id: admin.id, name: 'Ada Admin' });
    expect(all.data?.adminAuditLog.actions).toContain('adminGrantCredits');
    expect(all.data?.adminAuditLog.actors.map((a) => a.id)).toEqual(expect.arrayContaining([admin.id, second.id]));

    const bySecond = await gql<LogPage>(app, admin, LOG, { objectId: student.id, actorId: second.id });
    expect(bySecond.data?.adminAuditLog.total).toBe(1);
    const byDate = await gql<LogPage>(app, admin, LOG, {
      objectId: student.id,
      from: '2026-06-11T00:00:00Z',
      to: '2026-06-12T00:00:00Z',
    });
    expect(byDate.data?.adminAuditLog.entries.map((e) => e.actor.id)).toEqual([second.id]);
    const page2 = await gql<LogPage>(app, admin, LOG, { objectId: student.id, limit: 2, offset: 2 });
    expect(page2.data?.adminAuditLog.total).toBe(3);
    expect(days(page2)).toEqual(['2026-06-10']);
    expect((await gql(app, admin, LOG, { limit: 1000 })).code).toBe('validation_failed');
    expect((await gql(app, admin, LOG, { actorId: 'not-a-uuid' })).code).toBe('validation_failed');
  });
});
