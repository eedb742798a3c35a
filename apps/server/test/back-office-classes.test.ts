import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, classes, studentNotifications } from '../src/db/schema/index.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { WEEK } from './teacher-booking-support.ts';
import {
  type Catalogue,
  DAY,
  HOUR,
  type TestUser,
  buildAdmin,
  buildBookedSeats,
  buildCatalogue,
  buildClass,
  buildStaffedClass,
  buildStudent,
  buildTeacher,
  roundHourAhead,
} from './factories/index.ts';

// The back office's classes (issue 19, decision 100): search, detail, invalidate, release, move.

const { app, clock, mailer } = await buildTestApp();
let catalogue: Catalogue;
let other: Catalogue;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;

const SEARCH = `query($from: DateTime!, $to: DateTime!, $sectionId: ID, $moduleId: ID, $teacherId: ID, $status: AdminClassStatus, $staffing: ClassStaffing, $limit: Int, $offset: Int) {
  adminClassSearch(from: $from, to: $to, sectionId: $sectionId, moduleId: $moduleId, teacherId: $teacherId, status: $status, staffing: $staffing, limit: $limit, offset: $offset) {
    total items { uid status teacherId teacherName sectionName moduleName lessonTitle seatsTaken } sections { id name } modules { id parentId } } }`;
const DETAIL = `query($uid: ID!) { adminClass(uid: $uid) {
  class { uid status teacherId startDate lessonId movedAt } students { studentId name status refunded } history { kind actorName } moduleLessons { id name } } }`;
const INVALIDATE = `mutation($uid: ID!) { adminInvalidateClass(classUid: $uid) { class { status } students { status refunded } } }`;
const RELEASE = `mutation($uid: ID!) { adminReleaseClass(classUid: $uid) { class { teacherId } } }`;
const MOVE = `mutation($uid: ID!, $start: DateTime, $lesson: ID) { adminMoveClass(classUid: $uid, startDate: $start, lessonId: $lesson) { class { startDate lessonId teacherId movedAt } } }`;
const BOOK = `mutation($input: BookClassInput!) { bookClass(input: $input) { appointment { id } } }`;
const CANCEL = `mutation($id: ID!) { cancelClass(appointmentId: $id) { refunded } }`;
const MY_CLASS = `query($uid: ID!) { studentClass(uid: $uid) { appointment { id cancellation { allowed refund reason } } } }`;

type SearchData = {
  adminClassSearch: {
    total: number;
    items: { uid: string; status: string; teacherId: string | null; teacherName: string | null; seatsTaken: number }[];
    sections: { id: string }[];
    modules: { id: string; parentId: string }[];
  };
};

const range = () => ({ from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 30 * DAY).toISOString() });

async function balance(studentId: string): Promise<number> {
  const res = await gql<{ creditsInfo: { groupCredits: number } }>(
    app,
    { id: studentId, roles: ['student'] },
    '{ creditsInfo { groupCredits } }',
  );
  return res.data?.creditsInfo.groupCredits ?? -1;
}

beforeAll(async () => {
  clock.set(new Date('2026-06-01T08:00:00Z'));
  catalogue = await buildCatalogue(app);
  other = await buildCatalogue(app);
  admin = await buildAdmin(app);
  teacher = await buildTeacher(app, catalogue);
  student = await buildStudent(app, { catalogue, group: 2 });
});

describe('access: every new query and mutation is for admins only', () => {
  it('refuses anonymous, a student, a teacher; answers an admin', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100), teacherId: teacher.id });
    const calls: [string, Record<string, unknown>][] = [
      [SEARCH, range()],
      [DETAIL, { uid: klass.uid }],
      [INVALIDATE, { uid: klass.uid }],
      [RELEASE, { uid: klass.uid }],
      [MOVE, { uid: klass.uid, lesson: catalogue.lessonIds[1] }],
      [`query($f: DateTime!, $t: DateTime!) { adminDashboard(from: $f, to: $t) { trialsStarted } }`, { f: range().from, t: range().to }],
    ];
    for (const [query, variables] of calls) {
      expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
      for (const who of [student, teacher]) expect((await gql(app, who, query, variables)).code).toBe('forbidden');
    }
    // Nothing changed for the refused callers.
    const [row] = await app.db.select().from(classes).where(eq(classes.uid, klass.uid));
    expect(row).toMatchObject({ status: 'active', teacherId: teacher.id, movedAt: null });
    expect((await gql(app, admin, DETAIL, { uid: klass.uid })).errors).toBeUndefined();
  });

  it('answers not_found for a class that does not exist and for ids that cannot', async () => {
    for (const uid of ['cnope', '../../x', 'x'.repeat(64)]) {
      expect((await gql(app, admin, DETAIL, { uid })).code).toBe('not_found');
      expect((await gql(app, admin, INVALIDATE, { uid })).code).toBe('not_found');
    }
    const res = await gql<SearchData>(app, admin, SEARCH, { ...range(), teacherId: 'not-a-uuid' });
    expect(res.data?.adminClassSearch.total).toBe(0);
    expect((await gql(app, admin, SEARCH, { from: range().to, to: range().from })).code).toBe('validation_failed');
  });
});

describe('adminClassSearch', () => {
  it('filters by language, module, teacher, status and staffing, and pages', async () => {
    const base = roundHourAhead(app, 200);
    const staffed = await buildClass(app, { catalogue: other, startAt: base, teacherId: (await buildTeacher(app, other)).id });
    const waiting = await buildClass(app, { catalogue: other, startAt: new Date(base.getTime() + HOUR) });
    const cancelled = await buildClass(app, { catalogue: other, startAt: new Date(base.getTime() + 2 * HOUR) });
    await app.db.update(classes).set({ status: 'cancelled', cancelledAt: clock.now() }).where(eq(classes.id, cancelled.id));
    const search = async (extra: Record<string, unknown>) =>
      (await gql<SearchData>(app, admin, SEARCH, { ...range(), ...extra })).data!.adminClassSearch;
    const bySection = await search({ sectionId: other.sectionId });
    expect(bySection.items.map((i) => i.uid)).toEqual([staffed.uid, waiting.uid, cancelled.uid]);
    expect(bySection.sections.some((s) => s.id === other.sectionId)).toBe(true);
    expect(bySection.modules.find((m) => m.id === other.moduleId)?.parentId).toBe(other.sectionId);
    expect((await search({ moduleId: other.moduleId, staffing: 'unstaffed', status: 'active' })).items.map((i) => i.uid)).toEqual([
      waiting.uid,
    ]);
    expect((await search({ moduleId: other.moduleId, staffing: 'staffed' })).items[0]).toMatchObject({
      uid: staffed.uid,
      teacherName: expect.any(String),
    });
    expect((await search({ moduleId: other.moduleId, status: 'cancelled' })).items.map((i) => i.uid)).toEqual([cancelled.uid]);
    const page2 = await search({ sectionId: other.sectionId, limit: 2, offset: 2 });
    expect(page2).toMatchObject({ total: 3, items: [{ uid: cancelled.uid }] });
  });
});

describe('adminInvalidateClass', () => {
  it('refunds every booked student, tells them and the teacher, and writes one audit row', async () => {
    const staffed = await buildStaffedClass(app, { catalogue, hoursAhead: 30, students: 2 });
    const before = await Promise.all(staffed.students.map((s) => balance(s.id)));
    mailer.sent = [];
    const res = await gql<{ adminInvalidateClass: { class: { status: string }; students: { status: string; refunded: boolean }[] } }>(
      app,
      admin,
      INVALIDATE,
      { uid: staffed.klass.uid },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminInvalidateClass.class.status).toBe('cancelled');
    expect(res.data!.adminInvalidateClass.students).toEqual([
      { status: 'class_cancelled', refunded: true },
      { status: 'class_cancelled', refunded: true },
    ]);
    expect(await Promise.all(staffed.students.map((s) => balance(s.id)))).toEqual(before.map((b) => b + 1));
    for (const s of staffed.students) {
      const notes = await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, s.id));
      expect(notes.some((n) => n.contentKeys.includes('classInvalidated'))).toBe(true);
    }
    expect(mailer.sent.filter((m) => m.subject.startsWith('Class cancelled:'))).toHaveLength(2);
    expect(mailer.sent.filter((m) => m.subject.startsWith('Class cancelled by the school'))).toHaveLength(1);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminInvalidateClass'), eq(auditLog.objectId, staffed.klass.uid)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ outcome: 'done', objectType: 'class', before: { status: 'active', seatsTaken: 2 } });
    // Twice: refused, nothing refunded twice.
    expect((await gql(app, admin, INVALIDATE, { uid: staffed.klass.uid })).code).toBe('class_not_available');
    expect(await ledgerMismatches(app)).toEqual([]);
    expect(await seatMismatches(app)).toEqual([]);
    const detail = await gql<{ adminClass: { history: { kind: string; actorName: string | null }[] } }>(app, admin, DETAIL, {
      uid: staffed.klass.uid,
    });
    expect(detail.data!.adminClass.history.map((h) => h.kind)).toEqual(expect.arrayContaining(['adminInvalidateClass', 'booked']));
  });

  it('races real concurrent bookings: every booking is either refunded or refused, seats and ledgers add up', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 120), teacherId: teacher.id });
    const racers = await Promise.all([0, 1, 2, 3].map(() => buildStudent(app, { catalogue, group: 1 })));
    const results = await Promise.all([
      ...racers.map((r) => gql<{ bookClass: { appointment: { id: string } } }>(app, r, BOOK, { input: { classUid: klass.uid } })),
      gql(app, admin, INVALIDATE, { uid: klass.uid }),
    ]);
    expect(results[4].errors).toBeUndefined();
    for (const [i, r] of results.slice(0, 4).entries()) {
      // Booked before the invalidation (then refunded) or refused after it; never a seat in a cancelled class.
      if (r.errors) expect(r.code).toBe('class_not_available');
      expect(await balance(racers[i].id)).toBe(1);
    }
    const booked = await app.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.classId, klass.id), eq(appointments.status, 'booked')));
    expect(booked).toEqual([]);
    expect(await ledgerMismatches(app)).toEqual([]);
    expect(await seatMismatches(app)).toEqual([]);
  });
});

describe('adminReleaseClass', () => {
  it('unassigns the teacher (told by e-mail); the class is back on the teacher booking list; a class without a teacher is refused', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 140), teacherId: teacher.id });
    await buildBookedSeats(app, klass.id, [student.id]);
    mailer.sent = [];
    const res = await gql<{ adminReleaseClass: { class: { teacherId: string | null } } }>(app, admin, RELEASE, { uid: klass.uid });
    expect(res.data?.adminReleaseClass.class.teacherId).toBeNull();
    expect(mailer.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Class released:/)]);
    const [row] = await app.db.select().from(classes).where(eq(classes.id, klass.id));
    expect(row).toMatchObject({ status: 'active', teacherId: null, confirmedAt: null, seatsTaken: 1 });
    const week = await gql<{ teacherBookingWeek: { classes: { uid: string }[] } }>(app, teacher, WEEK, {
      filter: { from: klass.startAt.toISOString(), to: new Date(klass.startAt.getTime() + DAY).toISOString() },
    });
    expect(week.data!.teacherBookingWeek.classes.map((c) => c.uid)).toContain(klass.uid);
    expect((await gql(app, admin, RELEASE, { uid: klass.uid })).code).toBe('class_has_no_teacher');
  });
});

describe('adminMoveClass (decision 100)', () => {
  it('moves the time: students keep their seat, are told, and may cancel with a refund despite the short notice; the teacher is released', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 160), teacherId: teacher.id });
    const booker = await buildStudent(app, { catalogue, group: 1 });
    const booked = await gql<{ bookClass: { appointment: { id: string } } }>(app, booker, BOOK, { input: { classUid: klass.uid } });
    expect(booked.errors).toBeUndefined();
    clock.advance(HOUR);
    const newStart = roundHourAhead(app, 50);
    mailer.sent = [];
    const res = await gql<{ adminMoveClass: { class: { startDate: string; teacherId: string | null; movedAt: string } } }>(
      app,
      admin,
      MOVE,
      {
        uid: klass.uid,
        start: newStart.toISOString(),
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminMoveClass.class).toMatchObject({ startDate: newStart.toISOString(), teacherId: null });
    expect(mailer.sent.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Class moved:/),
      expect.stringMatching(/^Class moved:/),
    ]);
    const notes = await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, booker.id));
    expect(notes.some((n) => n.contentKeys.includes('classMoved'))).toBe(true);
    // 30 hours before the new start: normally too late for a refund, but the booking predates the move.
    clock.set(new Date(newStart.getTime() - 30 * HOUR));
    const preview = await gql<{ studentClass: { appointment: { cancellation: { refund: boolean; reason: string } } } }>(
      app,
      booker,
      MY_CLASS,
      {
        uid: klass.uid,
      },
    );
    expect(preview.data?.studentClass.appointment.cancellation).toMatchObject({ refund: true, reason: 'class_moved' });
    const cancelled = await gql<{ cancelClass: { refunded: boolean } }>(app, booker, CANCEL, { id: booked.data!.bookClass.appointment.id });
    expect(cancelled.data?.cancelClass.refunded).toBe(true);
    expect(await balance(booker.id)).toBe(1);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('moves the lesson alone within the module and keeps the teacher; refuses another module, a close or odd time, and no change', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 10), teacherId: teacher.id });
    const res = await gql<{ adminMoveClass: { class: { lessonId: string; teacherId: string } } }>(app, admin, MOVE, {
      uid: klass.uid,
      lesson: catalogue.lessonIds[2],
    });
    expect(res.data?.adminMoveClass.class).toMatchObject({ lessonId: catalogue.lessonIds[2], teacherId: teacher.id });
    expect((await gql(app, admin, MOVE, { uid: klass.uid, lesson: other.lessonIds[0] })).code).toBe('validation_failed');
    expect((await gql(app, admin, MOVE, { uid: klass.uid, start: roundHourAhead(app, 20).toISOString() })).code).toBe(
      'start_date_too_soon',
    );
    expect(
      (await gql(app, admin, MOVE, { uid: klass.uid, start: new Date(roundHourAhead(app, 80).getTime() + 60_000).toISOString() })).code,
    ).toBe('invalid_start_date');
    expect((await gql(app, admin, MOVE, { uid: klass.uid, lesson: catalogue.lessonIds[2] })).code).toBe('nothing_to_change');
    expect((await gql(app, admin, MOVE, { uid: klass.uid })).code).toBe('validation_failed');
  });
});
