import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { classes, creditGrants, studentNotifications } from '../src/db/schema/index.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildCatalogue,
  buildClass,
  buildCredits,
  buildStudent,
  buildSubscription,
  buildTeacher,
  type Catalogue,
  HOUR,
  MINUTE,
  roundHourAhead,
} from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();

const BOOK = `mutation Book($input: BookClassInput!) {
  bookClass(input: $input) {
    appointment { id status creditKind cancellation { allowed refund reason } }
    class { uid type availableSeats status lesson { id studentStatus } students { shortName } appointment { id } confirmedAt }
    credits { groupCredits privateCredits canBuyExtraCredits }
  }
}`;
const PREVIEW = `query Preview($input: BookClassInput!) {
  bookingPreview(input: $input) { option { key isExisting type } creditKind creditsAvailable refundDeadline refundByNotice graceMinutes blockingError }
}`;

interface BookData {
  bookClass: {
    appointment: { id: string; status: string; creditKind: string; cancellation: { allowed: boolean; refund: boolean; reason: string } };
    class: {
      uid: string;
      type: string;
      availableSeats: number;
      status: string;
      lesson: { id: string; studentStatus: string };
      students: { shortName: string }[];
    };
    credits: { groupCredits: number; privateCredits: number; canBuyExtraCredits: boolean };
  };
}

let catalogue: Catalogue;
let teacherId: string;

beforeAll(async () => {
  // A Monday morning in May (no DST edge), so the 48-hour and same-day rules are easy to read.
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 6, types: { 5: 'open_discussion' } });
  teacherId = (await buildTeacher(app, catalogue)).id;
});

afterEach(async () => {
  expect(await ledgerMismatches(app)).toEqual([]);
  expect(await seatMismatches(app)).toEqual([]);
});

const book = (who: { id: string; roles: string[] }, input: Record<string, unknown>) => gql<BookData>(app, who, BOOK, { input });

describe('bookClass: a seat in an existing class', () => {
  it('takes a seat and a group credit, and confirms by e-mail and notification', async () => {
    const student = await buildStudent(app, { group: 3, catalogue, firstName: 'Lena' });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 30), teacherId });
    const res = await book(student, { classUid: klass.uid });
    expect(res.errors).toBeUndefined();
    const booked = res.data!.bookClass;
    expect(booked.appointment).toMatchObject({
      status: 'booked',
      creditKind: 'group',
      cancellation: { allowed: true, refund: true, reason: 'within_grace_period' },
    });
    expect(booked.class).toMatchObject({ uid: klass.uid, availableSeats: 4, students: [{ shortName: 'Lena K.' }] });
    expect(booked.class.lesson.studentStatus).toBe('BOOKED');
    expect(booked.credits).toEqual({ groupCredits: 2, privateCredits: 0, canBuyExtraCredits: false });
    const mail = mailer.last(student.email);
    expect(mail?.subject).toBe('Booked: Lesson 1');
    expect(mail?.text).toContain(`${catalogue.moduleName}`);
    expect(mail?.html).toContain('<a href=');
    const notes = await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, student.id));
    expect(notes.map((n) => n.type)).toEqual(['class_booked']);
  });

  it("answers with the credits a read after the booking gives: the spent grant gone, the plan's extra credits", async () => {
    const student = await buildStudent(app, { catalogue });
    await buildSubscription(app, student.id, catalogue);
    await buildCredits(app, [student.id], { amount: 1, expiresInDays: 30 });
    await buildCredits(app, [student.id], { amount: 2, expiresInDays: 300 });
    await buildCredits(app, [student.id], { amount: 1, kind: 'private', expiresInDays: 200 });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 31), teacherId });
    const CREDITS = 'credits { groupCredits privateCredits canBuyExtraCredits nextExpiry }';
    const res = await gql<{ bookClass: { credits: Record<string, unknown> } }>(
      app,
      student,
      `mutation Book($input: BookClassInput!) { bookClass(input: $input) { ${CREDITS} } }`,
      { input: { classUid: klass.uid } },
    );
    expect(res.errors).toBeUndefined();
    const after = await gql<{ creditsInfo: Record<string, unknown> }>(app, student, `{ creditsInfo { ${CREDITS.slice(10, -2)} } }`);
    // The earliest grant (1 credit, 30 days) paid: its expiry is no longer the next one.
    expect(res.data!.bookClass.credits).toEqual({
      groupCredits: 2,
      privateCredits: 1,
      canBuyExtraCredits: true,
      nextExpiry: expect.any(String),
    });
    const [privateGrant] = await app.db
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.studentId, student.id), eq(creditGrants.kind, 'private')));
    expect(res.data!.bookClass.credits.nextExpiry).toBe(privateGrant.expiresAt.toISOString());
    expect(after.data!.creditsInfo).toEqual(res.data!.bookClass.credits);
  });

  it('refuses a second booking of the same class: already_booked', async () => {
    const student = await buildStudent(app, { group: 3, catalogue });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 50), teacherId });
    expect((await book(student, { classUid: klass.uid })).errors).toBeUndefined();
    expect((await book(student, { classUid: klass.uid })).code).toBe('already_booked');
  });

  it('refuses a full group class: class_is_full', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 52), teacherId });
    for (let i = 0; i < 5; i++) {
      const other = await buildStudent(app, { group: 1, catalogue });
      expect((await book(other, { classUid: klass.uid })).errors).toBeUndefined();
    }
    const late = await buildStudent(app, { group: 1, catalogue });
    expect((await book(late, { classUid: klass.uid })).code).toBe('class_is_full');
    const [row] = await app.db.select().from(classes).where(eq(classes.id, klass.id));
    expect(row.seatsTaken).toBe(5);
  });

  it('refuses a taken private class: individual_class_is_full', async () => {
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 54), teacherId, type: 'individual' });
    const first = await buildStudent(app, { private: 1, catalogue });
    const res = await book(first, { classUid: klass.uid });
    expect(res.data?.bookClass.appointment.creditKind).toBe('private');
    const second = await buildStudent(app, { private: 1, catalogue });
    expect((await book(second, { classUid: klass.uid })).code).toBe('individual_class_is_full');
  });

  it('needs a credit of the class kind: not_enough_credits', async () => {
    const broke = await buildStudent(app, { group: 0, private: 2, catalogue });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 56), teacherId });
    expect((await book(broke, { classUid: klass.uid })).code).toBe('not_enough_credits');
    const privateClass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 57), teacherId, type: 'individual' });
    const groupOnly = await buildStudent(app, { group: 2, catalogue });
    expect((await book(groupOnly, { classUid: privateClass.uid })).code).toBe('not_enough_credits');
  });

  it('refuses cancelled, started and unknown classes: class_not_available', async () => {
    const student = await buildStudent(app, { group: 3, catalogue });
    const cancelled = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 60), teacherId });
    await app.db.update(classes).set({ status: 'cancelled', cancelledAt: clock.now() }).where(eq(classes.id, cancelled.id));
    expect((await book(student, { classUid: cancelled.uid })).code).toBe('class_not_available');
    const started = await buildClass(app, { catalogue, startAt: new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR), teacherId });
    expect((await book(student, { classUid: started.uid })).code).toBe('class_not_available');
    expect((await book(student, { classUid: 'nosuchclass' })).code).toBe('class_not_available');
    // Unstaffed inside the 24-hour cut-off: about to be cancelled, so not bookable.
    const unstaffed = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 10) });
    expect((await book(student, { classUid: unstaffed.uid })).code).toBe('class_not_available');
  });

  it('limits a lesson to two classes per day: limit_per_lesson_per_day_reached', async () => {
    const student = await buildStudent(app, { group: 5, catalogue });
    // Tuesday 12-14 UTC = 14-16 Berlin, all on the same Berlin day.
    const day = new Date('2026-05-05T12:00:00Z');
    const rows = await Promise.all(
      [0, 1, 2].map((h) => buildClass(app, { catalogue, lessonIndex: 1, startAt: new Date(day.getTime() + h * HOUR), teacherId })),
    );
    expect((await book(student, { classUid: rows[0].uid })).errors).toBeUndefined();
    expect((await book(student, { classUid: rows[1].uid })).errors).toBeUndefined();
    expect((await book(student, { classUid: rows[2].uid })).code).toBe('limit_per_lesson_per_day_reached');
  });

  it('needs 10 attended classes for open discussion: open_discussion_unavailable', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const klass = await buildClass(app, { catalogue, lessonIndex: 5, startAt: roundHourAhead(app, 62), teacherId });
    expect((await book(student, { classUid: klass.uid })).code).toBe('open_discussion_unavailable');
  });
});

describe('bookClass: a new class at a free slot', () => {
  it('opens a class with a random 10-character uid; a second student joins it instead of opening another', async () => {
    const startDate = roundHourAhead(app, 72).toISOString();
    const first = await buildStudent(app, { group: 2, catalogue });
    const res = await book(first, { lessonId: catalogue.lessonIds[2], startDate, type: 'group' });
    expect(res.errors).toBeUndefined();
    const uid = res.data!.bookClass.class.uid;
    expect(uid).toMatch(/^[0-9a-z]{10}$/);
    expect(res.data!.bookClass.class).toMatchObject({ type: 'group', status: 'active', availableSeats: 4 });
    const second = await buildStudent(app, { group: 2, catalogue });
    const joined = await book(second, { lessonId: catalogue.lessonIds[2], startDate, type: 'group' });
    expect(joined.data?.bookClass.class.uid).toBe(uid);
    expect(joined.data?.bookClass.class.availableSeats).toBe(3);
  });

  it('needs a round hour: invalid_start_date', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const startDate = new Date(roundHourAhead(app, 72).getTime() + 30 * 60_000).toISOString();
    expect((await book(student, { lessonId: catalogue.lessonIds[0], startDate })).code).toBe('invalid_start_date');
  });

  it('needs 48 hours of lead time: start_date_too_soon', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const startDate = roundHourAhead(app, 47).toISOString();
    expect((await book(student, { lessonId: catalogue.lessonIds[0], startDate })).code).toBe('start_date_too_soon');
  });

  it('allows three classes of a module per hour: class_booking_limit_reached', async () => {
    const startAt = roundHourAhead(app, 80);
    for (const lessonIndex of [0, 1, 2]) await buildClass(app, { catalogue, lessonIndex, startAt, teacherId, type: 'individual' });
    const student = await buildStudent(app, { group: 2, catalogue });
    expect((await book(student, { lessonId: catalogue.lessonIds[3], startDate: startAt.toISOString() })).code).toBe(
      'class_booking_limit_reached',
    );
  });

  it('asks for the missing fields with the validation shape', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const res = await book(student, { lessonId: catalogue.lessonIds[0] });
    expect(res.code).toBe('validation_failed');
    expect(res.errors?.[0].extensions?.field).toBe('startDate');
  });
});

describe('bookingPreview', () => {
  it('shows the rules that apply and the refusal the booking would meet', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const startAt = roundHourAhead(app, 100);
    const res = await gql<{ bookingPreview: Record<string, unknown> }>(app, student, PREVIEW, {
      input: { lessonId: catalogue.lessonIds[4], startDate: startAt.toISOString(), type: 'group' },
    });
    expect(res.data?.bookingPreview).toEqual({
      option: { key: `new:${catalogue.lessonIds[4]}:${startAt.toISOString()}:group`, isExisting: false, type: 'group' },
      creditKind: 'group',
      creditsAvailable: 1,
      refundDeadline: new Date(startAt.getTime() - 72 * HOUR).toISOString(),
      refundByNotice: true,
      graceMinutes: 30,
      blockingError: null,
    });
    const privatePreview = await gql<{ bookingPreview: { blockingError: string; creditKind: string } }>(app, student, PREVIEW, {
      input: { lessonId: catalogue.lessonIds[4], startDate: startAt.toISOString(), type: 'individual' },
    });
    expect(privatePreview.data?.bookingPreview).toMatchObject({ creditKind: 'private', blockingError: 'not_enough_credits' });
  });

  it('a class less than 72 h ahead is free to cancel only in the 30 minutes after booking', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const startAt = roundHourAhead(app, 30);
    const before = app.clock.now().getTime();
    const res = await gql<{ bookingPreview: { refundDeadline: string; refundByNotice: boolean } }>(app, student, PREVIEW, {
      input: { lessonId: catalogue.lessonIds[4], startDate: startAt.toISOString(), type: 'group' },
    });
    const after = app.clock.now().getTime();
    expect(res.data?.bookingPreview.refundByNotice).toBe(false);
    const deadline = new Date(res.data?.bookingPreview.refundDeadline ?? 0).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(deadline).toBeLessThanOrEqual(after + 30 * MINUTE);
  });

  it('is for students only', async () => {
    const res = await gql(app, null, PREVIEW, { input: { classUid: 'x' } });
    expect(res.code).toBe('unauthenticated');
  });
});
