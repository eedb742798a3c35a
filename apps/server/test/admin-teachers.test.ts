import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, penaltyAppeals, teacherApplications, teacherProfiles, teachingHourRequests, users } from '../src/db/schema/index.ts';
import { recordPenalty } from '../src/modules/teacher-booking/penalties.service.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  HOUR,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildSection,
  buildStaffedClass,
  buildStudent,
  buildTeacher,
} from './factories/index.ts';

// The back office's teacher pages (issue 19 "Teachers", decision 099).

const { app, clock, mailer } = await buildTestApp();
const DAY = 24 * HOUR;
let catalogue: Catalogue;
let admin: TestUser;
let student: TestUser;
let teacher: TestUser;

const LIST = `query($search: String, $state: AdminTeacherListState, $limit: Int, $offset: Int) {
  adminTeacherList(search: $search, state: $state, limit: $limit, offset: $offset) { total items { id email deactivatedAt } } }`;
const DETAIL = `query($id: ID!) { adminTeacher(id: $id) {
  teacher { id deactivatedAt } observationOptOut upcomingClasses pause { state startDate endDate }
  penalties { id kind liftedAt } appeals { id status decisionNote } invoices { id pending pdfUrl } } }`;
const SET_PAUSE = `mutation($teacherId: ID!, $input: AdminTeachingPauseInput!) {
  adminSetTeachingPause(teacherId: $teacherId, input: $input) { state startDate endDate } }`;
const REMOVE_PAUSE = `mutation($teacherId: ID!) { adminRemoveTeachingPause(teacherId: $teacherId) { state } }`;
const OBSERVATION = `mutation($teacherId: ID!, $optOut: Boolean!) {
  adminSetTeacherObservationOptOut(teacherId: $teacherId, optOut: $optOut) { observationOptOut } }`;
const DEACTIVATE = `mutation($teacherId: ID!) { adminDeactivateTeacher(teacherId: $teacherId) { teacher { deactivatedAt } upcomingClasses } }`;
const ACCEPT = `mutation($id: ID!, $timezone: String, $note: String) {
  adminAcceptTeacherApplication(id: $id, timezone: $timezone, note: $note) { id status decidedAt teacherId } }`;
const REJECT = `mutation($id: ID!, $note: String) { adminRejectTeacherApplication(id: $id, note: $note) { id status decisionNote } }`;
const APPLICATION = `query($id: ID!) { teacherApplication(id: $id) { id status email files { id } } }`;
const HOURS = `query($status: TeachingHourRequestStatus) {
  adminTeachingHourRequests(status: $status) { total items { teacherId teacherName request { id status date } } } }`;
const DECIDE_APPEAL = `mutation($appealId: ID!, $accept: Boolean!, $note: String) {
  decideTeacherAppeal(appealId: $appealId, accept: $accept, note: $note) { id status decisionNote } }`;

beforeAll(async () => {
  clock.set(new Date('2026-06-01T08:00:00Z'));
  catalogue = await buildCatalogue(app);
  await buildSection(app, { slug: 'german', name: 'German' });
  admin = await buildAdmin(app);
  student = await buildStudent(app);
  teacher = await buildTeacher(app, catalogue, { firstName: 'Quentin', lastName: 'Quill' });
});

async function application(overrides: Partial<typeof teacherApplications.$inferInsert> = {}): Promise<string> {
  const [row] = await app.db
    .insert(teacherApplications)
    .values({
      firstName: 'Ana',
      lastName: 'Applicant',
      email: `applicant.${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: '+4915112345678',
      countryOfResidence: 'DE',
      languageToTeach: 'german',
      aboutMe: 'I teach German to adults.',
      teachingExperience: 'more_than_24_months',
      spokenLanguages: [{ language: 'German', fluency: 'Native' }],
      heardFrom: 'job_ad',
      motivation: 'I like teaching online.',
      consentOwnSchedule: true,
      consentDataProcessing: true,
      locale: 'de',
      status: 'new',
      createdAt: clock.now(),
      ...overrides,
    })
    .returning({ id: teacherApplications.id });
  return row.id;
}

describe('access: every new query and mutation is for admins only', () => {
  it('refuses a student, a teacher and anonymous callers, and answers an admin', async () => {
    const appId = await application();
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [DETAIL, { id: teacher.id }],
      [HOURS, {}],
      [APPLICATION, { id: appId }],
      [OBSERVATION, { teacherId: teacher.id, optOut: false }],
      [SET_PAUSE, { teacherId: teacher.id, input: { startDate: '2026-08-01', endDate: '2026-08-10' } }],
      [REMOVE_PAUSE, { teacherId: teacher.id }],
      [DEACTIVATE, { teacherId: teacher.id }],
      [ACCEPT, { id: appId }],
      [REJECT, { id: appId }],
    ];
    for (const [query, variables] of calls) {
      expect((await gql(app, student, query, variables)).code, query).toBe('forbidden');
      expect((await gql(app, teacher, query, variables)).code, query).toBe('forbidden');
      expect((await gql(app, null, query, variables)).code, query).toBe('unauthenticated');
    }
    // Nothing changed for the refused calls.
    const [profile] = await app.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacher.id));
    expect(profile.deactivatedAt).toBeNull();
    const [app1] = await app.db.select().from(teacherApplications).where(eq(teacherApplications.id, appId));
    expect(app1.status).toBe('new');
    for (const [query, variables] of calls.slice(0, 4)) {
      expect((await gql(app, admin, query, variables)).errors, query).toBeUndefined();
    }
  });

  it('answers not_found for ids that cannot exist', async () => {
    expect((await gql(app, admin, DETAIL, { id: 'x' })).code).toBe('not_found');
    expect((await gql(app, admin, DETAIL, { id: crypto.randomUUID() })).code).toBe('not_found');
    expect((await gql(app, admin, DEACTIVATE, { teacherId: 'x' })).code).toBe('not_found');
    expect((await gql(app, admin, APPLICATION, { id: crypto.randomUUID() })).code).toBe('not_found');
  });

  it('lets a teacher open their own invoice PDF and an admin any, not a student', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/teacher/pdf/abcdefgh1234',
      headers: { cookie: await loginCookies(app, student) },
    });
    expect(res.statusCode).toBe(403);
    const asAdmin = await app.inject({
      method: 'GET',
      url: '/api/teacher/pdf/abcdefgh1234',
      headers: { cookie: await loginCookies(app, admin) },
    });
    expect(asAdmin.statusCode).toBe(404);
  });
});

describe('the teacher list', () => {
  it('searches by name, e-mail or uid, filters by state, pages', async () => {
    const res = await gql<{ adminTeacherList: { total: number; items: { id: string }[] } }>(app, admin, LIST, { search: 'quill' });
    expect(res.data!.adminTeacherList.items.map((i) => i.id)).toEqual([teacher.id]);
    const paged = await gql<{ adminTeacherList: { total: number; items: { id: string }[] } }>(app, admin, LIST, { limit: 1, offset: 0 });
    expect(paged.data!.adminTeacherList.items).toHaveLength(1);
    expect(paged.data!.adminTeacherList.total).toBeGreaterThanOrEqual(1);
    const penalised = await gql<{ adminTeacherList: { items: { id: string }[] } }>(app, admin, LIST, { state: 'penalised' });
    expect(penalised.data!.adminTeacherList.items.map((i) => i.id)).not.toContain(teacher.id);
  });
});

describe('pause and observation', () => {
  it('sets and removes a pause as the teacher would, and keeps the observation opt-out', async () => {
    const set = await gql<{ adminSetTeachingPause: { state: string } }>(app, admin, SET_PAUSE, {
      teacherId: teacher.id,
      input: { startDate: '2026-08-01', endDate: '2026-08-10' },
    });
    expect(set.errors).toBeUndefined();
    expect(set.data!.adminSetTeachingPause.state).toBe('planned');
    const tooLong = await gql(app, admin, SET_PAUSE, { teacherId: teacher.id, input: { startDate: '2026-08-01', endDate: '2026-12-10' } });
    expect(tooLong.errors).toBeDefined();
    expect(tooLong.code).not.toBe('internal');
    const removed = await gql<{ adminRemoveTeachingPause: { state: string } }>(app, admin, REMOVE_PAUSE, { teacherId: teacher.id });
    expect(removed.data!.adminRemoveTeachingPause.state).toBe('none');

    const opted = await gql<{ adminSetTeacherObservationOptOut: { observationOptOut: boolean } }>(app, admin, OBSERVATION, {
      teacherId: teacher.id,
      optOut: true,
    });
    expect(opted.data!.adminSetTeacherObservationOptOut.observationOptOut).toBe(true);
    const [audit] = await queryRows<{ before: unknown }>(
      app.db,
      sql`select before from audit_log where action = 'adminSetTeacherObservationOptOut' order by occurred_at desc limit 1`,
    );
    expect(audit?.before).toEqual({ observationOptOut: false });
    await gql(app, admin, OBSERVATION, { teacherId: teacher.id, optOut: false });
  });
});

describe('appeals and hour requests', () => {
  it('decides an appeal with a note, once', async () => {
    const penalised = await buildTeacher(app, catalogue);
    const penaltyId = await app.db.transaction((tx) =>
      recordPenalty(tx, {
        teacherId: penalised.id,
        kind: 'missed_class',
        reason: 'Missed',
        until: new Date(clock.now().getTime() + 7 * DAY),
        from: clock.now(),
      }),
    );
    const [appeal] = await app.db
      .insert(penaltyAppeals)
      .values({ teacherId: penalised.id, penaltyId, reason: 'x'.repeat(60), status: 'pending', createdAt: clock.now() })
      .returning();
    const res = await gql<{ decideTeacherAppeal: { status: string; decisionNote: string } }>(app, admin, DECIDE_APPEAL, {
      appealId: appeal.id,
      accept: true,
      note: 'The student confirmed it.',
    });
    expect(res.data!.decideTeacherAppeal).toMatchObject({ status: 'accepted', decisionNote: 'The student confirmed it.' });
    expect((await gql(app, admin, DECIDE_APPEAL, { appealId: appeal.id, accept: false })).code).toBe('appeal_already_decided');
    const detail = await gql<{ adminTeacher: { penalties: { liftedAt: string | null }[]; appeals: { status: string }[] } }>(
      app,
      admin,
      DETAIL,
      {
        id: penalised.id,
      },
    );
    expect(detail.data!.adminTeacher.penalties[0].liftedAt).not.toBeNull();
    expect(detail.data!.adminTeacher.appeals.map((a) => a.status)).toEqual(['accepted']);
  });

  it('lists every teacher open hour requests for the school', async () => {
    const now = clock.now();
    const [request] = await app.db
      .insert(teachingHourRequests)
      .values({
        teacherId: teacher.id,
        date: '2026-06-10',
        slotSize: 'half',
        startHour: 8,
        endHour: 12,
        timezone: 'Europe/Berlin',
        startAt: new Date('2026-06-10T06:00:00Z'),
        endAt: new Date('2026-06-10T10:00:00Z'),
        status: 'requested',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const res = await gql<{ adminTeachingHourRequests: { items: { teacherName: string; request: { id: string } }[] } }>(
      app,
      admin,
      HOURS,
      {},
    );
    const item = res.data!.adminTeachingHourRequests.items.find((i) => i.request.id === request.id);
    expect(item?.teacherName).toBe('Quentin Quill');
  });
});

describe('applications', () => {
  it('rejects once, e-mailing the applicant in their language with the note', async () => {
    const id = await application({ email: 'reject.me@example.com', locale: 'de' });
    const res = await gql<{ adminRejectTeacherApplication: { status: string; decisionNote: string } }>(app, admin, REJECT, {
      id,
      note: 'Wir suchen Lehrkräfte mit C2.',
    });
    expect(res.data!.adminRejectTeacherApplication).toMatchObject({ status: 'rejected', decisionNote: 'Wir suchen Lehrkräfte mit C2.' });
    const mail = mailer.last('reject.me@example.com');
    expect(mail?.subject).toBe('Deine Bewerbung bei Parla');
    expect(mail?.text).toContain('Wir suchen Lehrkräfte mit C2.');
    expect((await gql(app, admin, REJECT, { id })).code).toBe('application_already_decided');
    expect((await gql(app, admin, ACCEPT, { id })).code).toBe('application_already_decided');
  });

  it('accepts into a teacher invitation, and of two racing decisions exactly one wins', async () => {
    const id = await application({ email: 'accept.me@example.com', locale: 'de' });
    const results = await Promise.all([
      gql<{ adminAcceptTeacherApplication: { teacherId: string } }>(app, admin, ACCEPT, { id, timezone: 'Europe/Lisbon' }),
      gql(app, admin, REJECT, { id }),
      gql(app, admin, ACCEPT, { id }),
    ]);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.code === 'application_already_decided')).toHaveLength(2);
    const [row] = await app.db.select().from(teacherApplications).where(eq(teacherApplications.id, id));
    if (row.status === 'accepted') {
      const [user] = await app.db.select().from(users).where(eq(users.email, 'accept.me@example.com'));
      expect(user.roles).toEqual(['teacher']);
      expect(row.teacherId).toBe(user.id);
      const invitation = mailer.last('accept.me@example.com');
      expect(invitation?.text).toContain('/de/resetting/reset/');
    } else {
      expect(row.status).toBe('rejected');
    }
  });

  it('undoes the claim when the invitation cannot be made (the e-mail already has an account)', async () => {
    const id = await application({ email: teacher.email });
    expect((await gql(app, admin, ACCEPT, { id })).code).toBe('validation_failed');
    const [row] = await app.db.select().from(teacherApplications).where(eq(teacherApplications.id, id));
    expect(row).toMatchObject({ status: 'new', decidedAt: null });
  });
});

describe('deactivation', () => {
  it('ends sign-in, releases committed future classes to the booking list and tells their students; twice is refused', async () => {
    const staffed = await buildStaffedClass(app, { hoursAhead: 30, students: 2 });
    const gone = staffed.teacher;
    const before = mailer.sent.length;
    const res = await gql<{ adminDeactivateTeacher: { teacher: { deactivatedAt: string }; upcomingClasses: number } }>(
      app,
      admin,
      DEACTIVATE,
      {
        teacherId: gone.id,
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminDeactivateTeacher.upcomingClasses).toBe(0);
    const [klass] = await app.db.select().from(classes).where(eq(classes.id, staffed.klass.id));
    expect(klass).toMatchObject({ teacherId: null, confirmedAt: null, status: 'active' });
    const told = mailer.sent.slice(before).map((m) => m.to);
    const emails = await app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, staffed.students[0].id)));
    expect(told).toContain(emails[0].email);
    const [user] = await app.db.select().from(users).where(eq(users.id, gone.id));
    expect(user.roles).not.toContain('teacher');
    // Their old session no longer opens the teacher app.
    expect((await gql(app, gone, `query { teacherBookingStatus { firstName } }`)).code).toMatch(/unauthenticated|forbidden/);
    expect((await gql(app, admin, DEACTIVATE, { teacherId: gone.id })).code).toBe('teacher_deactivated');
    const deactivated = await gql<{ adminTeacherList: { items: { id: string }[] } }>(app, admin, LIST, { state: 'deactivated' });
    expect(deactivated.data!.adminTeacherList.items.map((i) => i.id)).toContain(gone.id);
    const active = await gql<{ adminTeacherList: { items: { id: string }[] } }>(app, admin, LIST, { state: 'active', limit: 100 });
    expect(active.data!.adminTeacherList.items.map((i) => i.id)).not.toContain(gone.id);
    // Not even an override staffs a class with them again.
    const assign = await gql(
      app,
      admin,
      `mutation($classUid: ID!, $teacherId: ID!) { adminAssignTeacher(classUid: $classUid, teacherId: $teacherId, override: true, reason: "test") { uid } }`,
      { classUid: klass.uid, teacherId: gone.id },
    );
    expect(assign.code).toBe('teacher_deactivated');
  });
});
