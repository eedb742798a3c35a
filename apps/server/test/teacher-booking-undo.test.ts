import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { commitmentCancellations } from '../src/db/schema/index.ts';
import { gql, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { COMMIT, bookedClass, classRow, profileOf } from './teacher-booking-support.ts';
import { buildAdmin, buildCatalogue, buildStudent, buildTeacher, type Catalogue, HOUR } from './factories/index.ts';

// Issue 12 point 10: "Undo" after committing, for the free 30 minutes, through the cancel path;
// and the one status every teacher screen shows for a class.

const { app, clock } = await buildTestApp();
const MINUTE = 60_000;
const START = new Date('2026-05-04T09:00:00Z');

const UNDO = `mutation Undo($classUid: ID!) {
  undoClassCommitment(classUid: $classUid) { classUid consequence freeBecauseAccidental penaltyUntil }
}`;
const CLASS_STATUS = `query S($uid: ID!) { teacherClass(uid: $uid) { uid status displayStatus } }`;
const OPEN_LOGS = `{ teacherOpenLogs(limit: 50) { total items { classUid state dueAt displayStatus students { shortName } } } }`;

let catalogue: Catalogue;

beforeEach(async () => {
  clock.reset();
  clock.set(START);
  catalogue ??= await buildCatalogue(app);
});

/** A class students booked three days ago, 2 h 30 min ahead (a late cancellation outside the free window). */
async function classCommittedNow(teacher: { id: string; roles: string[] }, startAt: Date, lessonIndex = 0) {
  clock.set(new Date(START.getTime() - 72 * HOUR));
  const klass = await bookedClass(app, catalogue, { startAt, lessonIndex });
  clock.freeze(START);
  const committed = await gql(app, teacher, COMMIT, { classUid: klass.uid });
  expect(committed.errors).toBeUndefined();
  return klass;
}

describe('undoing a commitment', () => {
  it('is free until 29:59 after committing, even 2 h before the class: the class is offered again', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await classCommittedNow(teacher, new Date('2026-05-04T11:30:00Z'));
    clock.freeze(new Date(START.getTime() + 30 * MINUTE - 1_000));
    const res = await gql<{ undoClassCommitment: Record<string, unknown> }>(app, teacher, UNDO, { classUid: klass.uid });
    expect(res.errors).toBeUndefined();
    expect(res.data!.undoClassCommitment).toMatchObject({ consequence: 'none', freeBecauseAccidental: true, penaltyUntil: null });
    expect(await classRow(app, klass.uid)).toMatchObject({ teacherId: null, confirmedAt: null, status: 'active' });
    expect((await profileOf(app, teacher.id)).penaltyUntil).toBeNull();
    const [row] = await app.db.select().from(commitmentCancellations).where(eq(commitmentCancellations.classId, klass.id));
    expect(row).toMatchObject({ reason: 'other', freeBecauseAccidental: true, isLastMinute: false, penaltyId: null });
    expect(await seatMismatches(app)).toEqual([]);
  });

  it('is refused from exactly 30 minutes on, and changes nothing (no penalty by accident)', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await classCommittedNow(teacher, new Date('2026-05-04T11:00:00Z'), 1);
    clock.freeze(new Date(START.getTime() + 30 * MINUTE));
    const res = await gql(app, teacher, UNDO, { classUid: klass.uid });
    expect(res.code).toBe('undo_window_passed');
    expect(await classRow(app, klass.uid)).toMatchObject({ teacherId: teacher.id });
    expect((await profileOf(app, teacher.id)).penaltyUntil).toBeNull();
    expect(await app.db.select().from(commitmentCancellations).where(eq(commitmentCancellations.classId, klass.id))).toEqual([]);
  });

  it('is the committing teacher only: another teacher, a student, an admin and anonymous are refused', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await classCommittedNow(teacher, new Date('2026-05-06T10:00:00Z'), 2);
    const other = await buildTeacher(app, catalogue);
    const student = await buildStudent(app, { catalogue, group: 1 });
    const admin = await buildAdmin(app);
    expect((await gql(app, other, UNDO, { classUid: klass.uid })).code).toBe('commitment_cannot_be_cancelled');
    expect((await gql(app, student, UNDO, { classUid: klass.uid })).code).toBe('forbidden');
    expect((await gql(app, admin, UNDO, { classUid: klass.uid })).code).toBe('forbidden');
    expect((await gql(app, null, UNDO, { classUid: klass.uid })).code).toBe('unauthenticated');
    expect(await classRow(app, klass.uid)).toMatchObject({ teacherId: teacher.id });
    // The teacher's own undo still works afterwards, once; a second undo finds nothing to undo.
    expect((await gql(app, teacher, UNDO, { classUid: klass.uid })).errors).toBeUndefined();
    expect((await gql(app, teacher, UNDO, { classUid: klass.uid })).code).toBe('commitment_cannot_be_cancelled');
  });
});

describe("a class's status for its teacher", () => {
  it('is scheduled, in progress, then log due once ended (never "scheduled" again)', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await classCommittedNow(teacher, new Date('2026-05-04T12:00:00Z'), 3);
    const status = async () =>
      (await gql<{ teacherClass: { status: string; displayStatus: string } }>(app, teacher, CLASS_STATUS, { uid: klass.uid })).data!
        .teacherClass;
    expect(await status()).toEqual({ uid: klass.uid, status: 'active', displayStatus: 'scheduled' });
    clock.freeze(new Date('2026-05-04T12:00:00Z'));
    expect((await status()).displayStatus).toBe('in_progress');
    clock.freeze(new Date('2026-05-04T13:00:00Z'));
    expect(await status()).toMatchObject({ status: 'active', displayStatus: 'log_due' });
    // The open-logs list says the same, with its deadline 24 h after the end.
    const logs = await gql<{ teacherOpenLogs: { items: { classUid: string; dueAt: string; displayStatus: string }[] } }>(
      app,
      teacher,
      OPEN_LOGS,
    );
    expect(logs.data!.teacherOpenLogs.items.find((i) => i.classUid === klass.uid)).toMatchObject({
      dueAt: '2026-05-05T13:00:00.000Z',
      displayStatus: 'log_due',
    });
  });

  it('open logs are the teacher own: another teacher sees none of them, a student, an admin and anonymous are refused', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await classCommittedNow(teacher, new Date('2026-05-04T14:00:00Z'), 4);
    clock.freeze(new Date('2026-05-04T15:30:00Z'));
    type Logs = { teacherOpenLogs: { items: { classUid: string }[] } };
    expect((await gql<Logs>(app, teacher, OPEN_LOGS)).data!.teacherOpenLogs.items.map((i) => i.classUid)).toContain(klass.uid);
    const other = await buildTeacher(app, catalogue);
    expect((await gql<Logs>(app, other, OPEN_LOGS)).data!.teacherOpenLogs.items.map((i) => i.classUid)).not.toContain(klass.uid);
    expect((await gql(app, await buildStudent(app, { catalogue, group: 1 }), OPEN_LOGS)).code).toBe('forbidden');
    expect((await gql(app, await buildAdmin(app), OPEN_LOGS)).code).toBe('forbidden');
    expect((await gql(app, null, OPEN_LOGS)).code).toBe('unauthenticated');
  });
});
