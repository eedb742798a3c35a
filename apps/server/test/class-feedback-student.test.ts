import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classFeedbackDeliveries, studentEmailPreferences, studentNotifications } from '../src/db/schema/index.ts';
import { atMinutes, SUBMIT } from './class-log-requests.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { fetchGraphql, injectGraphql } from './race-requests.ts';
import { buildAdmin, buildStaffedClass, buildStudent, type StaffedClass, type TestUser } from './factories/index.ts';

// Issue 18 "feedback" (decision 089): the teacher's feedback becomes readable once written and
// rated, in either order, with one notification (and e-mail) per class and student; the Today
// card's unread list; the last 10 classes' feedback; the student's missed-class report.

const { app, clock, mailer } = await buildTestApp();

const REVIEW = `mutation R($input: SubmitClassReviewInput!) { submitClassReview(input: $input) { id } }`;
const UNREAD = `query U { myUnreadClassFeedback { classUid lesson teacherName } }`;
const READ = `mutation M($classUid: ID!) { markClassFeedbackRead(classUid: $classUid) }`;
const PERSONAL = `query P { myPersonalizedFeedback { classUid feedback requiresRating notes recommendedLevel } }`;
const REPORT_STATE = `query S($classUid: ID!) { myMissedClassReport(classUid: $classUid) { open until reportedAt reason } }`;
const ADMIN_REPORTS = `query A { adminMissedClassReports { classUid studentEmail reason explanation } }`;

const FEEDBACK_TEXT = 'Anna, your questions were excellent. Next: the word order after "weil" and "dass".';

function submitLog(setup: StaffedClass, student: TestUser, feedback = FEEDBACK_TEXT) {
  return {
    input: {
      classUid: setup.klass.uid,
      attendance: setup.students.map((s) => ({ studentId: s.id, attendance: 'attended' })),
      notes: 'Ordering in a café: "Ich hätte gern…", prices, paying separately.',
      resources: '',
      feedback: [{ studentId: student.id, feedback, recommendedLevel: 'A2' }],
    },
  };
}
const reviewOf = (classUid: string) => ({
  input: { classUid, teacherRating: 5, materialRating: 4, feedback: 'Clear and friendly, thank you.', isPublic: false },
});

async function readyNotifications(studentId: string) {
  const rows = await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, studentId));
  return rows.filter((r) => r.contentKeys[0] === 'classFeedbackReady');
}

/** Mints the session at the current test clock (a moved clock would expire an older one). */
async function missedReport(who: TestUser | null, body: unknown) {
  const cookie = who ? await loginCookies(app, who) : '';
  return app.inject({
    method: 'POST',
    url: '/api/class-feedback/missed-class',
    headers: { ...clientHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

describe('teacher feedback becomes readable', () => {
  it('rated after the feedback was written: one notification, one e-mail, the Today card until opened', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 2 });
    const [anna, ben] = setup.students;
    atMinutes(clock, setup, 61);
    expect((await gql(app, setup.teacher, SUBMIT, submitLog(setup, anna))).errors).toBeUndefined();
    expect(await readyNotifications(anna.id)).toHaveLength(0); // not rated yet
    mailer.sent = [];
    expect((await gql(app, anna, REVIEW, reviewOf(setup.klass.uid))).errors).toBeUndefined();
    const notes = await readyNotifications(anna.id);
    expect(notes).toHaveLength(1);
    expect(notes[0].contentValues).toMatchObject({ classUid: setup.klass.uid });
    expect(mailer.sent.filter((m) => m.category === 'teacher_feedback').map((m) => m.to)).toEqual([anna.email]);
    // Ben rates too, but has no feedback: nothing for him.
    await gql(app, ben, REVIEW, reviewOf(setup.klass.uid));
    expect(await readyNotifications(ben.id)).toHaveLength(0);

    const unread = await gql<{ myUnreadClassFeedback: { classUid: string }[] }>(app, anna, UNREAD);
    expect(unread.data?.myUnreadClassFeedback.map((f) => f.classUid)).toEqual([setup.klass.uid]);
    expect((await gql(app, anna, READ, { classUid: setup.klass.uid })).data).toEqual({ markClassFeedbackRead: true });
    expect((await gql(app, anna, READ, { classUid: setup.klass.uid })).data).toEqual({ markClassFeedbackRead: false });
    expect((await gql<{ myUnreadClassFeedback: unknown[] }>(app, anna, UNREAD)).data?.myUnreadClassFeedback).toEqual([]);

    // The teacher edits the feedback while the log is open: still one notification.
    await gql(app, setup.teacher, SUBMIT, submitLog(setup, anna, `${FEEDBACK_TEXT} Well done!`));
    expect(await readyNotifications(anna.id)).toHaveLength(1);
  });

  it('written after the rating: notified when the teacher writes it; no e-mail when the switch is off', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const [anna] = setup.students;
    await app.db
      .insert(studentEmailPreferences)
      .values({ userId: anna.id, teacherFeedback: false })
      .onConflictDoUpdate({
        target: studentEmailPreferences.userId,
        set: { teacherFeedback: false },
      });
    atMinutes(clock, setup, 61);
    await gql(app, anna, REVIEW, reviewOf(setup.klass.uid));
    expect(await readyNotifications(anna.id)).toHaveLength(0);
    mailer.sent = [];
    await gql(app, setup.teacher, SUBMIT, submitLog(setup, anna));
    expect(await readyNotifications(anna.id)).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.category === 'teacher_feedback')).toEqual([]);
  });

  it('is notified exactly once when the rating and the log race, in one process and over real sockets', async () => {
    clock.reset();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const send of [
      injectGraphql.bind(null, app),
      (cookie: string, q: string, v: Record<string, unknown>) => fetchGraphql(address, cookie, q, v),
    ]) {
      const setup = await buildStaffedClass(app, { students: 1 });
      const [anna] = setup.students;
      atMinutes(clock, setup, 61);
      const [teacherCookie, annaCookie] = await Promise.all([loginCookies(app, setup.teacher), loginCookies(app, anna)]);
      const results = await Promise.all([
        send(teacherCookie, SUBMIT, submitLog(setup, anna)),
        send(annaCookie, REVIEW, reviewOf(setup.klass.uid)),
        send(teacherCookie, SUBMIT, submitLog(setup, anna)),
      ]);
      expect(results.map((r) => r.body.errors?.[0]?.extensions?.code ?? 'ok')).toEqual(['ok', 'ok', 'ok']);
      expect(await readyNotifications(anna.id)).toHaveLength(1);
      const rows = await app.db
        .select()
        .from(classFeedbackDeliveries)
        .where(and(eq(classFeedbackDeliveries.studentId, anna.id), eq(classFeedbackDeliveries.classId, setup.klass.id)));
      expect(rows).toHaveLength(1);
    }
  }, 60_000);
});

describe('feedback of the last 10 classes', () => {
  it('lists the attended classes newest first; the text only once rated', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const [anna] = setup.students;
    atMinutes(clock, setup, 61);
    await gql(app, setup.teacher, SUBMIT, submitLog(setup, anna));
    const before = await gql<{ myPersonalizedFeedback: { classUid: string; feedback: string | null; requiresRating: boolean }[] }>(
      app,
      anna,
      PERSONAL,
    );
    expect(before.data?.myPersonalizedFeedback).toEqual([
      { classUid: setup.klass.uid, feedback: null, requiresRating: true, notes: null, recommendedLevel: null },
    ]);
    await gql(app, anna, REVIEW, reviewOf(setup.klass.uid));
    const after = await gql<{ myPersonalizedFeedback: { feedback: string | null }[] }>(app, anna, PERSONAL);
    expect(after.data?.myPersonalizedFeedback[0]).toMatchObject({ feedback: FEEDBACK_TEXT, requiresRating: false, recommendedLevel: 'A2' });
  });
});

describe('the missed-class report', () => {
  it('is open from the start until 7 days after the end, once per class, and the back office lists it', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 3 });
    const [anna, ben, cleo] = setup.students;
    const body = { classUid: setup.klass.uid, reason: 'teacher_absent', explanation: 'I waited 20 minutes; nobody came.' };
    const early = await missedReport(anna, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().code ?? early.json().error?.code ?? early.body).toContain('missed_class_report_not_open');

    atMinutes(clock, setup, 30);
    const state = await gql<{ myMissedClassReport: { open: boolean; until: string } }>(app, anna, REPORT_STATE, {
      classUid: setup.klass.uid,
    });
    expect(state.data?.myMissedClassReport.open).toBe(true);
    expect((await missedReport(anna, { ...body, reason: 'other', explanation: '' })).statusCode).toBe(422);
    expect((await missedReport(anna, { ...body, reason: 'teacher_late' })).statusCode).toBe(422);
    expect((await missedReport(anna, { ...body, extra: 1 })).statusCode).toBe(422);
    const sent = await missedReport(anna, body);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ classUid: setup.klass.uid, reason: 'teacher_absent' });
    expect((await missedReport(anna, body)).statusCode).toBe(409);
    const after = await gql<{ myMissedClassReport: { open: boolean; reason: string } }>(app, anna, REPORT_STATE, {
      classUid: setup.klass.uid,
    });
    expect(after.data?.myMissedClassReport).toMatchObject({ open: false, reason: 'teacher_absent' });

    // Ben at the last moment of the window; Cleo a millisecond later: closed.
    const until = new Date(state.data!.myMissedClassReport.until).getTime();
    clock.freeze(new Date(until - 1));
    expect((await missedReport(ben, { ...body, reason: 'technical_problem' })).statusCode).toBe(201);
    clock.freeze(new Date(until));
    expect((await missedReport(cleo, { ...body, reason: 'technical_problem' })).statusCode).toBe(409);

    const admin = await buildAdmin(app);
    const list = await gql<{ adminMissedClassReports: { classUid: string; studentEmail: string; reason: string }[] }>(
      app,
      admin,
      ADMIN_REPORTS,
    );
    const mine = list.data?.adminMissedClassReports.filter((r) => r.classUid === setup.klass.uid);
    expect(mine?.map((r) => [r.studentEmail, r.reason])).toEqual([
      [ben.email, 'technical_problem'],
      [anna.email, 'teacher_absent'],
    ]);
  });

  it('races: ten reports of one class at once, one stored', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    atMinutes(clock, setup, 61);
    const address = await app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    const cookie = await loginCookies(app, setup.students[0]);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${address}/api/class-feedback/missed-class`, {
          method: 'POST',
          headers: { ...clientHeaders, 'content-type': 'application/json', cookie },
          body: JSON.stringify({ classUid: setup.klass.uid, reason: 'technical_problem', explanation: 'The video never loaded.' }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});

describe('access', () => {
  it('every query, mutation and the route: owner only; another student, a teacher, an admin, anonymous', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const [anna] = setup.students;
    atMinutes(clock, setup, 61);
    await gql(app, setup.teacher, SUBMIT, submitLog(setup, anna));
    await gql(app, anna, REVIEW, reviewOf(setup.klass.uid));
    const stranger = await buildStudent(app, { group: 1, catalogue: setup.catalogue, firstName: 'Stranger' });
    const admin = await buildAdmin(app);
    const classUid = setup.klass.uid;
    const body = { classUid, reason: 'other', explanation: 'The sound cut out for the whole hour.' };

    // Another student: their own lists are empty, the class is not found for them.
    expect((await gql<{ myUnreadClassFeedback: unknown[] }>(app, stranger, UNREAD)).data?.myUnreadClassFeedback).toEqual([]);
    expect((await gql<{ myPersonalizedFeedback: unknown[] }>(app, stranger, PERSONAL)).data?.myPersonalizedFeedback).toEqual([]);
    expect((await gql(app, stranger, READ, { classUid })).code).toBe('not_found');
    expect((await gql(app, stranger, REPORT_STATE, { classUid })).code).toBe('not_found');
    expect((await missedReport(stranger, body)).statusCode).toBe(404);
    expect((await gql(app, stranger, ADMIN_REPORTS)).code).toBe('forbidden');

    for (const who of [setup.teacher, admin]) {
      for (const [q, v] of [
        [UNREAD, {}],
        [PERSONAL, {}],
        [READ, { classUid }],
        [REPORT_STATE, { classUid }],
      ] as const) {
        expect((await gql(app, who, q, v)).code).toBe('forbidden');
      }
      expect((await missedReport(who, body)).statusCode).toBe(403);
    }
    expect((await gql(app, setup.teacher, ADMIN_REPORTS)).code).toBe('forbidden');
    expect((await gql(app, admin, ADMIN_REPORTS)).errors).toBeUndefined();
    for (const [q, v] of [
      [UNREAD, {}],
      [PERSONAL, {}],
      [READ, { classUid }],
      [REPORT_STATE, { classUid }],
      [ADMIN_REPORTS, {}],
    ] as const) {
      expect((await gql(app, null, q, v)).code).toBe('unauthenticated');
    }
    expect((await missedReport(null, body)).statusCode).toBe(401);
    // The owner.
    expect((await gql<{ myUnreadClassFeedback: unknown[] }>(app, anna, UNREAD)).data?.myUnreadClassFeedback).toHaveLength(1);
    expect((await missedReport(anna, body)).statusCode).toBe(201);
    // Bad input is a clear error, never internal.
    expect((await gql(app, anna, REPORT_STATE, { classUid: 'x'.repeat(200) })).code).not.toBe('internal');
    expect((await missedReport(anna, { classUid: 5 })).statusCode).toBe(422);
  });
});
