// Decision 105: a moved class is checked like a new one. The kept teacher's other classes and
// availability at the new time, the module's slot capacity, each booked student's other classes,
// and an open discussion's level threshold refuse the move (class_move_conflicts, every clash
// listed) unless the admin overrides with a reason, which the audit row keeps.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lessons, teacherAvailability } from '../src/db/schema/index.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  type TestUser,
  buildAdmin,
  buildBookedSeats,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  roundHourAhead,
} from './factories/index.ts';

const { app, mailer } = await buildTestApp();
let catalogue: Catalogue;
let admin: TestUser;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A teacher who marked every hour available, so only the rule under test refuses. */
async function availableTeacher(): Promise<TestUser> {
  const teacher = await buildTeacher(app, catalogue, { firstName: 'Greta' });
  await app.db.insert(teacherAvailability).values(
    DAYS.map((dayOfWeek) => ({
      teacherId: teacher.id,
      availabilityType: 'standard',
      dayOfWeek,
      availability: 'available',
      slotSize: 'full',
      startHour: 0,
      endHour: 24,
    })),
  );
  return teacher;
}

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 4 });
  admin = await buildAdmin(app);
});

const MOVE = `mutation($uid: ID!, $start: DateTime, $lesson: ID, $keep: Boolean, $override: Boolean, $reason: String) {
  adminMoveClass(classUid: $uid, startDate: $start, lessonId: $lesson, keepTeacher: $keep, override: $override, reason: $reason) {
    class { startDate lessonId teacherId } } }`;
type Moved = { adminMoveClass: { class: { startDate: string; lessonId: string; teacherId: string | null } } };
type Conflict = { code: string; studentId?: string; studentName?: string };
const conflictsOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  ((res.errors?.[0]?.extensions?.details as { conflicts?: Conflict[] } | undefined)?.conflicts ?? []).map((c) => c);

async function auditBefore(uid: string) {
  const [row] = await app.db
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'adminMoveClass'), eq(auditLog.objectId, uid), eq(auditLog.outcome, 'done')));
  return row?.before as { teacherId: string | null; overriddenConflicts: string[] | null } | undefined;
}

describe('the teacher at the new time', () => {
  it('keeps the class when free then, and is told it is still theirs', async () => {
    const teacher = await availableTeacher();
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100), teacherId: teacher.id });
    const newStart = roundHourAhead(app, 124);
    const before = mailer.sent.length;
    const res = await gql<Moved>(app, admin, MOVE, { uid: klass.uid, start: newStart.toISOString(), keep: true });
    expect(res.errors).toBeUndefined();
    expect(res.data?.adminMoveClass.class).toMatchObject({ startDate: newStart.toISOString(), teacherId: teacher.id });
    await expect.poll(() => mailer.sent.slice(before).some((m) => m.subject.startsWith('Class moved, still yours:'))).toBe(true);
    expect(await auditBefore(klass.uid)).toMatchObject({ teacherId: teacher.id, overriddenConflicts: null });
  });

  it('with another class at the new time: refused with the clash, unless released or overridden', async () => {
    const teacher = await availableTeacher();
    const newStart = roundHourAhead(app, 148);
    await buildClass(app, { catalogue, startAt: newStart, teacherId: teacher.id, lessonIndex: 1 });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100), teacherId: teacher.id });
    const refused = await gql(app, admin, MOVE, { uid: klass.uid, start: newStart.toISOString(), keep: true });
    expect(refused.code).toBe('class_move_conflicts');
    expect(conflictsOf(refused)).toEqual([{ code: 'commitment_overlaps' }]);
    // An override needs a reason.
    expect((await gql(app, admin, MOVE, { uid: klass.uid, start: newStart.toISOString(), keep: true, override: true })).code).toBe(
      'validation_failed',
    );
    // Released (the decision 100 default), the teacher's calendar is no clash.
    const released = await gql<Moved>(app, admin, MOVE, { uid: klass.uid, start: newStart.toISOString() });
    expect(released.data?.adminMoveClass.class.teacherId).toBeNull();
  });

  it('outside the teacher’s availability: teacher_not_available', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100), teacherId: teacher.id });
    const refused = await gql(app, admin, MOVE, { uid: klass.uid, start: roundHourAhead(app, 172).toISOString(), keep: true });
    expect(conflictsOf(refused)).toEqual([{ code: 'teacher_not_available' }]);
  });
});

describe('the slot and the students', () => {
  it('keeps the slot capacity of a new class', async () => {
    const newStart = roundHourAhead(app, 196);
    for (const lessonIndex of [0, 1, 2]) await buildClass(app, { catalogue, startAt: newStart, lessonIndex });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100), lessonIndex: 3 });
    const refused = await gql(app, admin, MOVE, { uid: klass.uid, start: newStart.toISOString() });
    expect(conflictsOf(refused)).toEqual([{ code: 'class_booking_limit_reached' }]);
  });

  it('names each booked student who has another class then; an override with a reason moves it and is audited', async () => {
    const newStart = roundHourAhead(app, 220);
    const busy = await buildStudent(app, { catalogue, firstName: 'Bea' });
    const free = await buildStudent(app, { catalogue });
    const elsewhere = await buildClass(app, { catalogue, startAt: newStart, lessonIndex: 1 });
    await buildBookedSeats(app, elsewhere.id, [busy.id]);
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100) });
    await buildBookedSeats(app, klass.id, [busy.id, free.id]);
    const refused = await gql(app, admin, MOVE, { uid: klass.uid, start: newStart.toISOString() });
    expect(refused.code).toBe('class_move_conflicts');
    expect(conflictsOf(refused)).toEqual([{ code: 'student_booked_elsewhere', studentId: busy.id, studentName: 'Bea Keller' }]);
    const moved = await gql<Moved>(app, admin, MOVE, {
      uid: klass.uid,
      start: newStart.toISOString(),
      override: true,
      reason: 'Bea asked for this time and will cancel the other class',
    });
    expect(moved.data?.adminMoveClass.class.startDate).toBe(newStart.toISOString());
    expect((await auditBefore(klass.uid))?.overriddenConflicts).toEqual([`student_booked_elsewhere:${busy.id}`]);
    expect(await seatMismatches(app)).toEqual([]);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('checks that an open-discussion lesson fits the booked students’ level', async () => {
    await app.db.update(lessons).set({ type: 'open_discussion' }).where(eq(lessons.id, catalogue.lessonIds[3]));
    const beginner = await buildStudent(app, { catalogue, firstName: 'Nina' });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100) });
    await buildBookedSeats(app, klass.id, [beginner.id]);
    const refused = await gql(app, admin, MOVE, { uid: klass.uid, lesson: catalogue.lessonIds[3] });
    expect(conflictsOf(refused)).toEqual([{ code: 'open_discussion_unavailable', studentId: beginner.id, studentName: 'Nina Keller' }]);
    await app.db.execute(sql`update lessons set type = 'grammar' where id = ${catalogue.lessonIds[3]}`);
    const moved = await gql<Moved>(app, admin, MOVE, { uid: klass.uid, lesson: catalogue.lessonIds[3] });
    expect(moved.data?.adminMoveClass.class.lessonId).toBe(catalogue.lessonIds[3]);
  });
});
