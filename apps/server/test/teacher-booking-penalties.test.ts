import { INPUT_MESSAGES, appealInput } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { penaltyAppeals, teacherPenalties } from '../src/db/schema/index.ts';
import { recordPenalty } from '../src/modules/teacher-booking/penalties.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { COMMIT, STATUS, type StatusData, bookedClass, profileOf } from './teacher-booking-support.ts';
import { buildAdmin, buildCatalogue, buildTeacher, type Catalogue, HOUR } from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();
const DAY = 24 * HOUR;
const START = new Date('2026-05-04T09:12:00Z');
const REASON = 'The student cancelled and I was told the class was gone, so I did not open the classroom.';

const APPEAL = `mutation Appeal($reason: String!) {
  submitPenaltyAppeal(reason: $reason) { penaltyUntil canAppealPenalty isAppealInProgress appealStatus }
}`;
const APPEALS = `query Appeals($status: PenaltyAppealStatus) {
  teacherAppeals(status: $status) { id teacherId teacherEmail reason status decidedAt penaltyKind penaltyUntil }
}`;
const DECIDE = `mutation Decide($appealId: ID!, $accept: Boolean!) {
  decideTeacherAppeal(appealId: $appealId, accept: $accept) { id status decidedAt }
}`;

let catalogue: Catalogue;

beforeEach(async () => {
  clock.set(START);
  catalogue ??= await buildCatalogue(app);
});

/** A teacher with a 2-week missed-class penalty recorded as the class-log job would. */
async function penalisedTeacher(days = 14) {
  const teacher = await buildTeacher(app, catalogue);
  await app.db.transaction((tx) =>
    recordPenalty(tx, {
      teacherId: teacher.id,
      kind: 'missed_class',
      reason: 'Missed class',
      until: new Date(START.getTime() + days * DAY),
      from: START,
    }),
  );
  return teacher;
}

const status = async (who: { id: string; roles: string[] }) => (await gql<StatusData>(app, who, STATUS)).data!.teacherBookingStatus;

describe('recordPenalty', () => {
  it('records the penalty and raises penalty_until, never lowering it', async () => {
    const teacher = await penalisedTeacher(14);
    expect((await profileOf(app, teacher.id)).penaltyUntil).toEqual(new Date(START.getTime() + 14 * DAY));
    await app.db.transaction((tx) =>
      recordPenalty(tx, {
        teacherId: teacher.id,
        kind: 'late_cancellation',
        reason: 'Late',
        until: new Date(START.getTime() + 7 * DAY),
        from: START,
      }),
    );
    expect((await profileOf(app, teacher.id)).penaltyUntil).toEqual(new Date(START.getTime() + 14 * DAY));
    await app.db.transaction((tx) =>
      recordPenalty(tx, { teacherId: teacher.id, kind: 'late_cancellation', reason: 'Late', until: new Date(START.getTime() + 20 * DAY) }),
    );
    expect((await profileOf(app, teacher.id)).penaltyUntil).toEqual(new Date(START.getTime() + 20 * DAY));
    expect(await app.db.select().from(teacherPenalties).where(eq(teacherPenalties.teacherId, teacher.id))).toHaveLength(3);
  });

  it('blocks commitments, and the banner data says until when', async () => {
    const teacher = await penalisedTeacher(14);
    const klass = await bookedClass(app, catalogue, { startAt: new Date('2026-05-08T10:00:00Z') });
    expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).code).toBe('teacher_penalised');
    expect((await status(teacher)).penaltyInfo).toEqual({
      penaltyUntil: new Date(START.getTime() + 14 * DAY).toISOString(),
      canAppealPenalty: true,
      isAppealInProgress: false,
      appealStatus: null,
      kind: 'missed_class',
      reason: 'Missed class',
    });
    clock.set(new Date(START.getTime() + 14 * DAY));
    expect((await status(teacher)).penaltyInfo).toMatchObject({ penaltyUntil: null, canAppealPenalty: false });
  });
});

describe('appealing a penalty', () => {
  it('refuses a reason under 50 characters with a validation error on the reason field', async () => {
    const teacher = await penalisedTeacher();
    const short = await gql(app, teacher, APPEAL, { reason: `  ${'x'.repeat(49)}  ` });
    expect(short.code).toBe('validation_failed');
    expect(short.errors?.[0]).toMatchObject({
      message: 'Please explain your appeal in at least 50 characters.',
      extensions: { category: 'validate', field: 'reason' },
    });
    expect(await app.db.select().from(penaltyAppeals).where(eq(penaltyAppeals.teacherId, teacher.id))).toEqual([]);
  });

  it('answers with the contract the appeal dialog checks: a reason of 50 to 2000 characters', async () => {
    const teacher = await penalisedTeacher();
    for (const [reason, message] of [
      ['x'.repeat(49), INPUT_MESSAGES.appealTooShort],
      ['x'.repeat(2001), INPUT_MESSAGES.appealTooLong],
    ] as const) {
      const res = await gql(app, teacher, APPEAL, { reason });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { category: 'validate', field: 'reason' } });
      expect(appealInput.safeParse({ reason }).error?.issues[0]).toMatchObject({ path: ['reason'], message });
    }
    expect(await app.db.select().from(penaltyAppeals).where(eq(penaltyAppeals.teacherId, teacher.id))).toEqual([]);
  });

  it('accepts an appeal once: then the in-progress notice, and a second appeal is refused', async () => {
    const teacher = await penalisedTeacher();
    mailer.sent = [];
    const res = await gql<{ submitPenaltyAppeal: unknown }>(app, teacher, APPEAL, { reason: REASON });
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitPenaltyAppeal).toMatchObject({ canAppealPenalty: false, isAppealInProgress: true, appealStatus: 'pending' });
    expect(mailer.last('teachers@parla.school')?.text).toContain(REASON);
    expect((await gql(app, teacher, APPEAL, { reason: REASON })).code).toBe('appeal_already_submitted');
    // Still penalised while the appeal is pending.
    const klass = await bookedClass(app, catalogue, { startAt: new Date('2026-05-09T10:00:00Z') });
    expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).code).toBe('teacher_penalised');
  });

  it('refuses an appeal without a penalty', async () => {
    const teacher = await buildTeacher(app, catalogue);
    expect((await gql(app, teacher, APPEAL, { reason: REASON })).code).toBe('no_penalty_to_appeal');
  });

  it('an admin accepts: the penalty is lifted and the teacher can commit again', async () => {
    const teacher = await penalisedTeacher();
    const admin = await buildAdmin(app);
    await gql(app, teacher, APPEAL, { reason: REASON });
    const pending = await gql<{ teacherAppeals: { id: string; teacherId: string; status: string; penaltyKind: string }[] }>(
      app,
      admin,
      APPEALS,
      {
        status: 'pending',
      },
    );
    const appeal = pending.data!.teacherAppeals.find((a) => a.teacherId === teacher.id)!;
    expect(appeal).toMatchObject({ status: 'pending', penaltyKind: 'missed_class' });
    clock.set(new Date(START.getTime() + DAY));
    mailer.sent = [];
    const decided = await gql<{ decideTeacherAppeal: { status: string; decidedAt: string } }>(app, admin, DECIDE, {
      appealId: appeal.id,
      accept: true,
    });
    expect(decided.errors).toBeUndefined();
    expect(decided.data!.decideTeacherAppeal.status).toBe('accepted');
    expect((await profileOf(app, teacher.id)).penaltyUntil).toBeNull();
    expect((await status(teacher)).penaltyInfo).toMatchObject({ penaltyUntil: null, isAppealInProgress: false });
    expect(mailer.last()?.subject).toBe('Your appeal was accepted');
    const klass = await bookedClass(app, catalogue, { startAt: new Date('2026-05-10T10:00:00Z') });
    expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
    // Decided appeals are final.
    expect((await gql(app, admin, DECIDE, { appealId: appeal.id, accept: false })).code).toBe('appeal_already_decided');
  });

  it('an admin rejects: the penalty stays and cannot be appealed again', async () => {
    const teacher = await penalisedTeacher();
    const admin = await buildAdmin(app);
    await gql(app, teacher, APPEAL, { reason: REASON });
    const [appeal] = await app.db.select().from(penaltyAppeals).where(eq(penaltyAppeals.teacherId, teacher.id));
    expect((await gql(app, admin, DECIDE, { appealId: appeal.id, accept: false })).errors).toBeUndefined();
    expect((await status(teacher)).penaltyInfo).toMatchObject({
      canAppealPenalty: false,
      isAppealInProgress: false,
      appealStatus: 'rejected',
    });
    expect((await profileOf(app, teacher.id)).penaltyUntil).toEqual(new Date(START.getTime() + 14 * DAY));
    expect((await gql(app, teacher, APPEAL, { reason: REASON })).code).toBe('appeal_already_submitted');
  });

  it('lifting one penalty keeps a later one in force', async () => {
    const teacher = await penalisedTeacher(14);
    const admin = await buildAdmin(app);
    await gql(app, teacher, APPEAL, { reason: REASON });
    const [appeal] = await app.db.select().from(penaltyAppeals).where(eq(penaltyAppeals.teacherId, teacher.id));
    await app.db.transaction((tx) =>
      recordPenalty(tx, {
        teacherId: teacher.id,
        kind: 'late_cancellation',
        reason: 'Late',
        until: new Date(START.getTime() + 10 * DAY),
        from: START,
      }),
    );
    await gql(app, admin, DECIDE, { appealId: appeal.id, accept: true });
    expect((await profileOf(app, teacher.id)).penaltyUntil).toEqual(new Date(START.getTime() + 10 * DAY));
    expect((await status(teacher)).penaltyInfo).toMatchObject({ canAppealPenalty: true, kind: 'late_cancellation' });
  });

  it('a penalty set without a record can be appealed too', async () => {
    const teacher = await buildTeacher(app, catalogue, { penaltyUntil: new Date(START.getTime() + 5 * DAY) });
    expect((await gql(app, teacher, APPEAL, { reason: REASON })).errors).toBeUndefined();
    expect((await status(teacher)).penaltyInfo).toMatchObject({ isAppealInProgress: true, kind: 'manual' });
  });

  it('only admins see and decide appeals', async () => {
    const teacher = await penalisedTeacher();
    expect((await gql(app, teacher, APPEALS, {})).code).toBe('forbidden');
    await gql(app, teacher, APPEAL, { reason: REASON });
    const [appeal] = await app.db.select().from(penaltyAppeals).where(eq(penaltyAppeals.teacherId, teacher.id));
    expect((await gql(app, teacher, DECIDE, { appealId: appeal.id, accept: true })).code).toBe('forbidden');
  });
});
