import { INPUT_MESSAGES, cancelCommitmentInput } from '@parla/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { commitmentCancellations, teacherPenalties, teacherReviewFlags } from '../src/db/schema/index.ts';
import { cancelUnconfirmedClasses } from '../src/modules/classes/classes.jobs.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  CANCEL,
  CLASS,
  COMMIT,
  type KlassData,
  STATUS,
  type StatusData,
  WEEK,
  bookedClass,
  classRow,
  profileOf,
} from './teacher-booking-support.ts';
import { buildCatalogue, buildTeacher, type Catalogue, HOUR } from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();
const MINUTE = 60_000;
const DAY = 24 * HOUR;
const START = new Date('2026-05-04T09:12:00Z');

let catalogue: Catalogue;

beforeEach(async () => {
  clock.set(START);
  catalogue ??= await buildCatalogue(app);
});

/** A class 5 days ahead that `teacher` committed to 2 days ago (so the 30-minute grace is over). */
async function committedClass(teacher: { id: string; roles: string[] }, startAt = new Date('2026-05-09T10:00:00Z')) {
  const klass = await bookedClass(app, catalogue, { startAt, students: 2 });
  clock.set(new Date(START.getTime() - 2 * DAY));
  expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
  clock.set(START);
  return klass;
}

const cancel = (teacher: { id: string; roles: string[] }, classUid: string, reason = 'emergency', explanation?: string) =>
  gql<{
    cancelClassCommitment: { consequence: string; penaltyUntil: string | null; requiresReview: boolean; freeBecauseAccidental: boolean };
  }>(app, teacher, CANCEL, { classUid, reason, explanation });

describe('cancelling a commitment', () => {
  it('more than 24 h ahead: no consequence; the class is offered again and the students are e-mailed', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await committedClass(teacher);
    const preview = (await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass.cancellation;
    expect(preview).toMatchObject({ allowed: true, consequence: 'none', requiresExplanation: false, lateFrom: '2026-05-08T10:00:00.000Z' });
    mailer.sent = [];
    // Exactly 24 h is not "under 24 h"; the test clock keeps running, so stay a few seconds before.
    clock.set(new Date(klass.startAt.getTime() - 24 * HOUR - 5_000));
    const res = await cancel(teacher, klass.uid);
    expect(res.errors).toBeUndefined();
    expect(res.data!.cancelClassCommitment).toMatchObject({ consequence: 'none', penaltyUntil: null });
    const row = await classRow(app, klass.uid);
    expect(row).toMatchObject({ teacherId: null, confirmedAt: null, status: 'active', seatsTaken: 2 });
    expect((await profileOf(app, teacher.id)).penaltyUntil).toBeNull();
    // Both students are told, and the class stays booked.
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(klass.students.map((s) => s.email).sort());
    expect(mailer.sent[0].subject).toMatch(/^Finding a new teacher: /);
    expect(mailer.sent[0].text).toContain('Your booking stays');
    // Offered to other teachers again: another one commits.
    const other = await buildTeacher(app, catalogue);
    const week = await gql<{ teacherBookingWeek: { classes: { uid: string }[] } }>(app, other, WEEK, {
      filter: { from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 7 * DAY).toISOString() },
    });
    expect(week.data!.teacherBookingWeek.classes.map((c) => c.uid)).toContain(klass.uid);
    expect((await gql(app, other, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
    expect(await seatMismatches(app)).toEqual([]);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('under 24 h: a 7-day block from the cancellation, and no new commitments until then', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await committedClass(teacher);
    const at = new Date(klass.startAt.getTime() - 24 * HOUR + 1_000);
    clock.set(at);
    const preview = (await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass.cancellation;
    expect(preview).toMatchObject({ consequence: 'block_7_days', requiresExplanation: false });
    const res = await cancel(teacher, klass.uid, 'forgot');
    expect(res.data!.cancelClassCommitment.consequence).toBe('block_7_days');
    const until = new Date(res.data!.cancelClassCommitment.penaltyUntil!).getTime();
    expect(until - at.getTime()).toBeGreaterThanOrEqual(7 * DAY);
    expect(until - at.getTime()).toBeLessThan(7 * DAY + 10_000);
    const [penalty] = await app.db.select().from(teacherPenalties).where(eq(teacherPenalties.teacherId, teacher.id));
    expect(penalty).toMatchObject({ kind: 'late_cancellation', classId: klass.id });
    expect(mailer.last(klass.students[0].email)?.text).toContain('looking for a substitute');

    const status = (await gql<StatusData>(app, teacher, STATUS)).data!.teacherBookingStatus;
    expect(status.penaltyInfo).toMatchObject({ canAppealPenalty: true, isAppealInProgress: false, kind: 'late_cancellation' });
    expect(status.teacherManager.email).toBe('teachers@parla.school');

    // Blocked for 7 days: another class is refused until penaltyUntil, then accepted.
    const later = await bookedClass(app, catalogue, { startAt: new Date('2026-05-20T10:00:00Z'), lessonIndex: 3 });
    clock.set(new Date(until - MINUTE));
    expect((await gql(app, teacher, COMMIT, { classUid: later.uid })).code).toBe('teacher_penalised');
    clock.set(new Date(until));
    expect((await gql(app, teacher, COMMIT, { classUid: later.uid })).errors).toBeUndefined();
  });

  it('under 3 h: the block needs an explanation', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await committedClass(teacher);
    clock.set(new Date(klass.startAt.getTime() - 3 * HOUR + 1_000));
    const preview = (await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass.cancellation;
    expect(preview).toMatchObject({ consequence: 'block_7_days_with_explanation', requiresExplanation: true });
    const missing = await cancel(teacher, klass.uid, 'emergency');
    expect(missing.code).toBe('validation_failed');
    expect(missing.errors?.[0].extensions).toMatchObject({ field: 'explanation' });
    // The contract the dialog checks too (cancelCommitmentInput): at most 2000 characters.
    const tooLong = await cancel(teacher, klass.uid, 'emergency', 'x'.repeat(2001));
    expect(tooLong.errors?.[0]).toMatchObject({
      message: INPUT_MESSAGES.tooLong,
      extensions: { category: 'validate', field: 'explanation' },
    });
    expect(cancelCommitmentInput.safeParse({ reason: 'emergency', explanation: 'x'.repeat(2001) }).error?.issues[0]).toMatchObject({
      path: ['explanation'],
      message: INPUT_MESSAGES.tooLong,
    });
    expect((await classRow(app, klass.uid)).teacherId).toBe(teacher.id);
    const res = await cancel(teacher, klass.uid, 'emergency', 'My child is ill and I must take her to the doctor.');
    expect(res.data!.cancelClassCommitment.consequence).toBe('block_7_days_with_explanation');
    const [row] = await app.db.select().from(commitmentCancellations).where(eq(commitmentCancellations.classId, klass.id));
    expect(row).toMatchObject({
      reason: 'emergency',
      explanation: 'My child is ill and I must take her to the doctor.',
      isLastMinute: true,
    });
    const [penalty] = await app.db.select().from(teacherPenalties).where(eq(teacherPenalties.teacherId, teacher.id));
    expect(penalty.kind).toBe('very_late_cancellation');
  });

  it('within 30 minutes of committing: free, however close the class is', async () => {
    const teacher = await buildTeacher(app, catalogue);
    // Students booked it days ago; the teacher commits 2 h 48 min before the start.
    clock.set(new Date(START.getTime() - 3 * DAY));
    const klass = await bookedClass(app, catalogue, { startAt: new Date('2026-05-04T12:00:00Z') });
    clock.set(START);
    expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
    clock.set(new Date(START.getTime() + 29 * MINUTE));
    const preview = (await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass.cancellation;
    expect(preview).toMatchObject({ consequence: 'none', freeBecauseAccidental: true });
    const res = await cancel(teacher, klass.uid, 'other');
    expect(res.data!.cancelClassCommitment).toMatchObject({ consequence: 'none', freeBecauseAccidental: true, penaltyUntil: null });
  });

  it('just after the 30 minutes a class 2 h ahead is a late cancellation', async () => {
    const teacher = await buildTeacher(app, catalogue);
    // Students booked it days ago; the teacher commits 2 h 48 min before the start.
    clock.set(new Date(START.getTime() - 3 * DAY));
    const klass = await bookedClass(app, catalogue, { startAt: new Date('2026-05-04T12:00:00Z'), lessonIndex: 1 });
    clock.set(START);
    expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
    clock.set(new Date(START.getTime() + 31 * MINUTE));
    expect(
      (await cancel(teacher, klass.uid, 'other', 'Something came up that I cannot move.')).data!.cancelClassCommitment.consequence,
    ).toBe('block_7_days_with_explanation');
  });

  it('cannot cancel a started class, someone else class, or twice', async () => {
    const [teacher, stranger] = [await buildTeacher(app, catalogue), await buildTeacher(app, catalogue)];
    const klass = await committedClass(teacher, new Date('2026-05-10T10:00:00Z'));
    expect((await cancel(stranger, klass.uid)).code).toBe('commitment_cannot_be_cancelled');
    clock.set(klass.startAt);
    const started = await cancel(teacher, klass.uid);
    expect(started.code).toBe('commitment_cannot_be_cancelled');
    expect(started.errors?.[0].message).toBe('Can not cancel class commitment.');
    clock.set(START);
    expect((await cancel(teacher, klass.uid)).errors).toBeUndefined();
    expect((await cancel(teacher, klass.uid)).code).toBe('commitment_cannot_be_cancelled');
  });

  it('the 4th last-minute cancellation in 3 months flags the teacher for review and tells the teacher manager', async () => {
    const teacher = await buildTeacher(app, catalogue);
    // Four classes on four Mondays, each cancelled 10 hours before it starts; penalties expire in between.
    const starts = ['2026-05-11T10:00:00Z', '2026-05-25T10:00:00Z', '2026-06-08T10:00:00Z', '2026-06-22T10:00:00Z'].map((s) => new Date(s));
    const results: boolean[] = [];
    for (const [i, startAt] of starts.entries()) {
      clock.set(new Date(startAt.getTime() - 3 * DAY));
      const klass = await bookedClass(app, catalogue, { startAt, lessonIndex: i });
      expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
      clock.set(new Date(startAt.getTime() - 10 * HOUR));
      if (i === 3) {
        const preview = (await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass.cancellation;
        expect(preview?.wouldTriggerReview).toBe(true);
      }
      mailer.sent = [];
      const res = await cancel(teacher, klass.uid, 'technical_issues');
      expect(res.errors).toBeUndefined();
      results.push(res.data!.cancelClassCommitment.requiresReview);
    }
    expect(results).toEqual([false, false, false, true]);
    const flags = await app.db.select().from(teacherReviewFlags).where(eq(teacherReviewFlags.teacherId, teacher.id));
    expect(flags).toMatchObject([{ reason: 'last_minute_cancellations', lastMinuteCancellations: 4, resolvedAt: null }]);
    expect(mailer.last('teachers@parla.school')?.subject).toMatch(/^Review needed: /);
    const lastMinute = await app.db
      .select()
      .from(commitmentCancellations)
      .where(and(eq(commitmentCancellations.teacherId, teacher.id), eq(commitmentCancellations.isLastMinute, true)));
    expect(lastMinute).toHaveLength(4);
  });

  it('a class given up under 24 h is cancelled by the cut-off scan unless another teacher takes it first', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const first = await committedClass(teacher, new Date('2026-05-12T10:00:00Z'));
    const second = await committedClass(teacher, new Date('2026-05-12T12:00:00Z'));
    clock.set(new Date(first.startAt.getTime() - 20 * HOUR));
    expect((await cancel(teacher, first.uid, 'emergency')).errors).toBeUndefined();
    const rescuer = await buildTeacher(app, catalogue);
    expect((await gql(app, rescuer, COMMIT, { classUid: first.uid })).errors).toBeUndefined();
    expect((await cancel(teacher, second.uid, 'emergency')).errors).toBeUndefined();
    await cancelUnconfirmedClasses(app, clock.now());
    expect((await classRow(app, first.uid)).status).toBe('active');
    expect((await classRow(app, second.uid)).status).toBe('cancelled');
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});
