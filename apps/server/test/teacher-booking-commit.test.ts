import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teacherAvailability, teacherProfiles } from '../src/db/schema/index.ts';
import { gql, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { APPROVE, CLASS, COMMIT, type KlassData, PENDING, WEEK, bookedClass, classRow, giveClassTo } from './teacher-booking-support.ts';
import { buildCatalogue, buildClass, buildStudent, buildTeacher, type Catalogue, HOUR, roundHourAhead } from './factories/index.ts';

const { app, clock } = await buildTestApp();

let catalogue: Catalogue;
let other: Catalogue;

beforeAll(async () => {
  // Monday 4 May 2026, 09:12 UTC: no DST edge in the coming weeks.
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app);
  other = await buildCatalogue(app);
});

const week = () => ({ from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString() });

describe('the booking page week', () => {
  it('lists classes students booked that need a teacher, in the teacher sections and types only', async () => {
    const teacher = await buildTeacher(app, catalogue, { canTeachPrivate: false });
    const wanted = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 50) });
    const empty = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 51) });
    const staffed = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 52) });
    await giveClassTo(app, staffed.uid, (await buildTeacher(app, catalogue)).id);
    const foreign = await bookedClass(app, other, { startAt: roundHourAhead(app, 53) });
    const privateOne = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 54), type: 'individual' });
    const nextWeek = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 24 * 9) });

    const res = await gql<{ teacherBookingWeek: { classes: KlassData[] } }>(app, teacher, WEEK, { filter: week() });
    expect(res.errors).toBeUndefined();
    const uids = res.data!.teacherBookingWeek.classes.map((c) => c.uid);
    expect(uids).toContain(wanted.uid);
    for (const hidden of [empty.uid, staffed.uid, foreign.uid, privateOne.uid, nextWeek.uid]) expect(uids).not.toContain(hidden);
    const shown = res.data!.teacherBookingWeek.classes.find((c) => c.uid === wanted.uid)!;
    expect(shown).toMatchObject({
      statusByTeacher: 'open',
      isMine: false,
      commitBlocker: null,
      seatsTaken: 1,
      students: [{ firstName: 'Mia' }],
    });
    // Price visibility is off by default: no pay shown.
    expect(shown).toMatchObject({ isPriceVisible: false, total: null, missedPrice: null });
  });

  it('filters by language, level and type, and refuses ranges over 14 days', async () => {
    const teacher = await buildTeacher(app, catalogue);
    await app.db
      .update(teacherProfiles)
      .set({ sectionIds: [catalogue.sectionId, other.sectionId] })
      .where(eq(teacherProfiles.userId, teacher.id));
    const german = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 60) });
    const spanish = await bookedClass(app, other, { startAt: roundHourAhead(app, 61) });
    const privateOne = await bookedClass(app, other, { startAt: roundHourAhead(app, 62), type: 'individual' });
    const list = async (filter: Record<string, unknown>) =>
      (
        await gql<{ teacherBookingWeek: { classes: KlassData[] } }>(app, teacher, WEEK, { filter: { ...week(), ...filter } })
      ).data!.teacherBookingWeek.classes.map((c) => c.uid);
    expect(await list({})).toEqual(expect.arrayContaining([german.uid, spanish.uid, privateOne.uid]));
    expect(await list({ sectionId: other.sectionId })).toEqual(expect.arrayContaining([spanish.uid, privateOne.uid]));
    expect(await list({ sectionId: other.sectionId })).not.toContain(german.uid);
    expect(await list({ type: 'individual', sectionId: other.sectionId })).toEqual([privateOne.uid]);
    expect(await list({ level: 'B2' })).toEqual([]);
    expect(await list({ level: 'A1', sectionId: catalogue.sectionId })).toContain(german.uid);
    const tooLong = await gql(app, teacher, WEEK, {
      filter: { from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 15 * 24 * HOUR).toISOString() },
    });
    expect(tooLong.code).toBe('validation_failed');
  });

  it('marks classes inside the teacher availability and can show only those', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const inside = await bookedClass(app, catalogue, { startAt: new Date('2026-05-07T08:00:00Z') }); // Thursday 10:00 Berlin
    const outside = await bookedClass(app, catalogue, { startAt: new Date('2026-05-07T16:00:00Z') }); // 18:00 Berlin
    await app.db.insert(teacherAvailability).values({
      teacherId: teacher.id,
      availabilityType: 'standard',
      dayOfWeek: 'thursday',
      availability: 'available',
      slotSize: 'half',
      startHour: 8,
      endHour: 12,
    });
    const res = await gql<{ teacherBookingWeek: { classes: KlassData[] } }>(app, teacher, WEEK, { filter: week() });
    const byUid = new Map(res.data!.teacherBookingWeek.classes.map((c) => [c.uid, c]));
    expect(byUid.get(inside.uid)?.isInAvailability).toBe(true);
    expect(byUid.get(outside.uid)?.isInAvailability).toBe(false);
    const only = await gql<{ teacherBookingWeek: { classes: KlassData[] } }>(app, teacher, WEEK, {
      filter: { ...week(), onlyAvailable: true },
    });
    const uids = only.data!.teacherBookingWeek.classes.map((c) => c.uid);
    expect(uids).toContain(inside.uid);
    expect(uids).not.toContain(outside.uid);
  });

  it('shows the pay per class only with price visibility', async () => {
    const teacher = await buildTeacher(app, catalogue, { priceVisible: true, hourlyRateCents: 2400 });
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 70) });
    const res = await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid });
    expect(res.data!.teacherClass).toMatchObject({ isPriceVisible: true, total: 2400, missedPrice: 1200 });
  });

  it('is for teachers only', async () => {
    const student = await buildStudent(app, { catalogue, group: 1 });
    expect((await gql(app, student, WEEK, { filter: week() })).code).toBe('forbidden');
    expect((await gql(app, null, WEEK, { filter: week() })).code).toBe('unauthenticated');
  });
});

describe('committing to a class', () => {
  it('commits: the class gets the teacher and confirmedAt, and shows as theirs', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 80), students: 2 });
    const res = await gql<{ commitToClass: KlassData }>(app, teacher, COMMIT, { classUid: klass.uid });
    expect(res.errors).toBeUndefined();
    expect(res.data!.commitToClass).toMatchObject({
      statusByTeacher: 'committed',
      isMine: true,
      classLogEnabled: true,
      cancellation: { consequence: 'none', freeBecauseAccidental: true },
    });
    expect(Math.abs(new Date(res.data!.commitToClass.confirmedAt!).getTime() - clock.now().getTime())).toBeLessThan(5_000);
    const row = await classRow(app, klass.uid);
    expect(row.teacherId).toBe(teacher.id);
    expect(row.confirmedAt?.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    // Committing again to one's own class is a no-op, not an error.
    expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
    expect(await seatMismatches(app)).toEqual([]);
  });

  it('refuses a class another teacher took', async () => {
    const [first, second] = [await buildTeacher(app, catalogue), await buildTeacher(app, catalogue)];
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 90) });
    expect((await gql(app, first, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
    const late = await gql(app, second, COMMIT, { classUid: klass.uid });
    expect(late.code).toBe('class_already_taken');
    expect(late.errors?.[0].message).toBe('Can not commit to class: another teacher has already taken it.');
  });

  it('refuses overlapping own classes but allows back-to-back ones', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const start = roundHourAhead(app, 100);
    const mine = await bookedClass(app, catalogue, { startAt: start });
    await giveClassTo(app, mine.uid, teacher.id);
    const sameHour = await bookedClass(app, other, { startAt: start });
    await app.db
      .update(teacherProfiles)
      .set({ sectionIds: [catalogue.sectionId, other.sectionId] })
      .where(eq(teacherProfiles.userId, teacher.id));
    expect((await gql(app, teacher, COMMIT, { classUid: sameHour.uid })).code).toBe('commitment_overlaps');
    const next = await bookedClass(app, catalogue, { startAt: new Date(start.getTime() + HOUR), lessonIndex: 1 });
    expect((await gql(app, teacher, COMMIT, { classUid: next.uid })).errors).toBeUndefined();
  });

  it('refuses classes outside the teacher sections or types, and started ones', async () => {
    const groupOnly = await buildTeacher(app, catalogue, { canTeachPrivate: false });
    const privateOne = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 110), type: 'individual' });
    expect((await gql(app, groupOnly, COMMIT, { classUid: privateOne.uid })).code).toBe('teacher_cannot_teach_class');
    const foreign = await bookedClass(app, other, { startAt: roundHourAhead(app, 111) });
    expect((await gql(app, groupOnly, COMMIT, { classUid: foreign.uid })).code).toBe('teacher_cannot_teach_class');
    const notOnboarded = await buildTeacher(app, catalogue, { isOnboarded: false });
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 112) });
    expect((await gql(app, notOnboarded, COMMIT, { classUid: klass.uid })).code).toBe('teacher_cannot_teach_class');

    const soon = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 49) });
    const teacher = await buildTeacher(app, catalogue);
    clock.set(new Date(soon.startAt.getTime()));
    try {
      expect((await gql(app, teacher, COMMIT, { classUid: soon.uid })).code).toBe('cannot_commit_to_class');
    } finally {
      clock.set(new Date('2026-05-04T09:12:00Z'));
    }
  });

  it('refuses while penalised and allows again from penaltyUntil on', async () => {
    const penaltyUntil = new Date(clock.now().getTime() + 3 * 24 * HOUR);
    const teacher = await buildTeacher(app, catalogue, { penaltyUntil });
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 24 * 6) });
    const refused = await gql(app, teacher, COMMIT, { classUid: klass.uid });
    expect(refused.code).toBe('teacher_penalised');
    expect(refused.errors?.[0].message).toBe('You cannot commit to new classes while a penalty is in effect.');
    const view = await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid });
    expect(view.data!.teacherClass.commitBlocker).toBe('teacher_penalised');
    const saved = clock.now();
    clock.set(penaltyUntil);
    try {
      expect((await gql(app, teacher, COMMIT, { classUid: klass.uid })).errors).toBeUndefined();
    } finally {
      clock.set(saved);
    }
  });

  it('refuses classes during a teaching pause, and allows classes after it', async () => {
    const pausedFrom = roundHourAhead(app, 24 * 2);
    const pausedUntil = new Date(pausedFrom.getTime() + 5 * 24 * HOUR);
    const teacher = await buildTeacher(app, catalogue, { pausedFrom, pausedUntil });
    const during = await bookedClass(app, catalogue, { startAt: new Date(pausedFrom.getTime() + 24 * HOUR) });
    const after = await bookedClass(app, catalogue, { startAt: pausedUntil, lessonIndex: 2 });
    expect((await gql(app, teacher, COMMIT, { classUid: during.uid })).code).toBe('commitment_during_teaching_pause');
    expect((await gql(app, teacher, COMMIT, { classUid: after.uid })).errors).toBeUndefined();
  });
});

describe('pending private classes', () => {
  it('lists private requests and approving one commits to it', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const request = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 24 * 10), type: 'individual' });
    const group = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 24 * 10 + 1) });
    const pending = await gql<{ pendingClasses: { uid: string; type: string }[] }>(app, teacher, PENDING);
    const uids = pending.data!.pendingClasses.map((c) => c.uid);
    expect(uids).toContain(request.uid);
    expect(uids).not.toContain(group.uid);
    expect((await gql(app, teacher, APPROVE, { classUid: group.uid })).code).toBe('cannot_commit_to_class');
    const approved = await gql<{ approvePendingClass: { statusByTeacher: string } }>(app, teacher, APPROVE, { classUid: request.uid });
    expect(approved.data!.approvePendingClass.statusByTeacher).toBe('committed');
    const again = await gql<{ pendingClasses: { uid: string }[] }>(app, teacher, PENDING);
    expect(again.data!.pendingClasses.map((c) => c.uid)).not.toContain(request.uid);
  });
});

describe('the teacher class page', () => {
  it('shows the teacher own class with students, appointments, slides and a join link from 5 minutes before', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 30), students: 2, firstName: 'Lena' });
    await giveClassTo(app, klass.uid, teacher.id, new Date(clock.now().getTime() - 24 * HOUR));
    const view = (await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass;
    expect(view).toMatchObject({ isMine: true, statusByTeacher: 'committed', canJoin: false, prepareClassInfo: { bookedStudents: 2 } });
    expect(view.students).toHaveLength(2);
    expect(view.students[0]).toMatchObject({ firstName: 'Lena', shortName: 'Lena K.', timezone: 'Europe/Berlin' });
    expect(view.appointments.map((a) => a.status)).toEqual(['booked', 'booked']);
    expect(view.sourcePresentation).toBe(`/api/lessons/${view.lesson.id}/presentation.pdf`);
    expect(view.classroomUrl).toMatch(new RegExp(`/en/class/${klass.uid}$`));
    expect(view.cancellation).toMatchObject({ allowed: true, consequence: 'none', blockDays: 7 });

    const saved = clock.now();
    // The test clock keeps running while the request is served: stay a few seconds clear of the edge.
    clock.set(new Date(klass.startAt.getTime() - 5 * 60_000 - 3_000));
    expect((await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass.canJoin).toBe(false);
    clock.set(new Date(klass.startAt.getTime() - 5 * 60_000));
    expect((await gql<{ teacherClass: KlassData }>(app, teacher, CLASS, { uid: klass.uid })).data!.teacherClass.canJoin).toBe(true);
    clock.set(saved);
  });

  it('hides other teachers classes', async () => {
    const [owner, stranger] = [await buildTeacher(app, catalogue), await buildTeacher(app, catalogue)];
    const klass = await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 120) });
    await giveClassTo(app, klass.uid, owner.id);
    expect((await gql(app, stranger, CLASS, { uid: klass.uid })).code).toBe('not_found');
    expect((await gql(app, stranger, CLASS, { uid: 'nope' })).code).toBe('not_found');
  });
});
