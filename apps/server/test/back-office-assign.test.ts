import { INPUT_MESSAGES, assignTeacherInput } from '@parla/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { teacherAvailability } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { classRow } from './teacher-booking-support.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  DAY,
  HOUR,
  roundHourAhead,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
let german: Catalogue;
let english: Catalogue;
let admin: TestUser;

const ASSIGN = `mutation Assign($c: ID!, $t: ID!, $replace: Boolean, $override: Boolean, $reason: String) {
  adminAssignTeacher(classUid: $c, teacherId: $t, replaceCurrentTeacher: $replace, override: $override, reason: $reason) { uid teacher { id } }
}`;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A teacher of the section who marked every hour of the week available (so only the rule under test refuses). */
async function availableTeacher(catalogue: Catalogue, profile: Parameters<typeof buildTeacher>[2] = {}) {
  const teacher = await buildTeacher(app, catalogue, profile);
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

const assign = (classUid: string, teacherId: string, extra: { replace?: boolean; override?: boolean; reason?: string } = {}) =>
  gql<{ adminAssignTeacher: { uid: string; teacher: { id: string } | null } }>(app, admin, ASSIGN, { c: classUid, t: teacherId, ...extra });

beforeAll(async () => {
  clock.set(new Date('2026-06-01T08:00:00Z'));
  german = await buildCatalogue(app);
  english = await buildCatalogue(app);
  admin = await buildAdmin(app);
});

afterEach(() => vi.restoreAllMocks());

describe('adminAssignTeacher applies the teacher commitment rules', () => {
  it('refuses an English-only teacher on a German A1 class with teacher_cannot_teach_class', async () => {
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 72) });
    const englishOnly = await availableTeacher(english);
    const res = await assign(klass.uid, englishOnly.id);
    expect(res.code).toBe('teacher_cannot_teach_class');
    expect((await classRow(app, klass.uid)).teacherId).toBeNull();
  });

  it('refuses a paused, a penalised and an overlapping teacher, and one outside their availability', async () => {
    const startAt = roundHourAhead(app, 96);
    const klass = await buildClass(app, { catalogue: german, startAt });
    const paused = await availableTeacher(german, {
      pausedFrom: new Date(startAt.getTime() - DAY),
      pausedUntil: new Date(startAt.getTime() + DAY),
    });
    expect((await assign(klass.uid, paused.id)).code).toBe('commitment_during_teaching_pause');
    const penalised = await availableTeacher(german, { penaltyUntil: new Date(clock.now().getTime() + 7 * DAY) });
    expect((await assign(klass.uid, penalised.id)).code).toBe('teacher_penalised');
    const busy = await availableTeacher(german);
    await buildClass(app, { catalogue: german, startAt: new Date(startAt.getTime() + HOUR / 2), teacherId: busy.id });
    expect((await assign(klass.uid, busy.id)).code).toBe('commitment_overlaps');
    const unavailable = await buildTeacher(app, german);
    expect((await assign(klass.uid, unavailable.id)).code).toBe('teacher_not_available');
    expect((await classRow(app, klass.uid)).teacherId).toBeNull();
  });

  it('assigns a teacher who meets the rules', async () => {
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 120) });
    const teacher = await availableTeacher(german);
    const res = await assign(klass.uid, teacher.id);
    expect(res.errors).toBeUndefined();
    expect(res.data?.adminAssignTeacher.teacher?.id).toBe(teacher.id);
    expect((await classRow(app, klass.uid)).confirmedAt).toBeTruthy();
  });

  it('lets an admin override a refusal only with a reason, and logs the override', async () => {
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 144) });
    const englishOnly = await availableTeacher(english);
    const noReason = await assign(klass.uid, englishOnly.id, { override: true });
    expect(noReason.code).toBe('validation_failed');
    expect(noReason.errors?.[0]).toMatchObject({
      message: INPUT_MESSAGES.overrideReasonRequired,
      extensions: { category: 'validate', field: 'reason' },
    });
    // The same contract the server checks: a blank reason is no reason, a long one is refused.
    const blank = { classUid: klass.uid, teacherId: englishOnly.id, override: true, reason: '   ' };
    expect(assignTeacherInput.safeParse(blank).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: INPUT_MESSAGES.overrideReasonRequired,
    });
    expect((await assign(klass.uid, englishOnly.id, { override: true, reason: '   ' })).errors?.[0].extensions).toMatchObject({
      field: 'reason',
    });
    const tooLong = await assign(klass.uid, englishOnly.id, { override: true, reason: 'x'.repeat(501) });
    expect(tooLong.errors?.[0]).toMatchObject({ message: INPUT_MESSAGES.tooLong, extensions: { category: 'validate', field: 'reason' } });
    expect((await classRow(app, klass.uid)).teacherId).toBeNull();
    const warn = vi.spyOn(app.log, 'warn');
    const res = await assign(klass.uid, englishOnly.id, { override: true, reason: 'Native-level German, certificate pending' });
    expect(res.errors).toBeUndefined();
    expect((await classRow(app, klass.uid)).teacherId).toBe(englishOnly.id);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        adminId: admin.id,
        classUid: klass.uid,
        teacherId: englishOnly.id,
        reason: 'Native-level German, certificate pending',
        overridden: 'teacher_cannot_teach_class',
      }),
      expect.stringContaining('overrode'),
    );
  });

  it('never silently replaces the teacher a class already has', async () => {
    const first = await availableTeacher(german);
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 168), teacherId: first.id });
    const second = await availableTeacher(german);
    expect((await assign(klass.uid, second.id)).code).toBe('class_already_taken');
    // An override of the rules is not a replacement either.
    expect((await assign(klass.uid, second.id, { override: true, reason: 'x' })).code).toBe('class_already_taken');
    expect((await classRow(app, klass.uid)).teacherId).toBe(first.id);
    const info = vi.spyOn(app.log, 'info');
    const res = await assign(klass.uid, second.id, { replace: true, reason: 'first teacher is ill' });
    expect(res.errors).toBeUndefined();
    expect((await classRow(app, klass.uid)).teacherId).toBe(second.id);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ adminId: admin.id, classUid: klass.uid, teacherId: second.id, previousTeacherId: first.id }),
      expect.stringContaining('replaced'),
    );
  });

  it('is for admins only', async () => {
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 192) });
    const teacher = await availableTeacher(german);
    const student = await buildStudent(app, { catalogue: german });
    expect((await gql(app, student, ASSIGN, { c: klass.uid, t: teacher.id })).code).toBe('forbidden');
    expect((await gql(app, teacher, ASSIGN, { c: klass.uid, t: teacher.id, override: true, reason: 'me' })).code).toBe('forbidden');
  });
});
