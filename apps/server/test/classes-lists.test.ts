import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../src/db/schema/index.ts';
import { formatClassTime } from '../src/emails/emails.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  HOUR,
  roundHourAhead,
  type TestUser,
} from './factories/index.ts';

const { app, clock, config, mailer } = await buildTestApp();
const BOOK = `mutation Book($uid: ID!) { bookClass(input: { classUid: $uid }) { appointment { id } } }`;
const KLASS =
  'uid startDate status canJoin joinOpensAt classroomUrl teacher { uid firstName } appointment { status } lesson { title } module { name }';

let catalogue: Catalogue;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 4 });
  teacher = await buildTeacher(app, catalogue);
  student = await buildStudent(app, { group: 10, catalogue, locale: 'de' });
});

describe('the student week', () => {
  it('lists upcoming, past and cancelled classes and the Today appointments', async () => {
    const soon = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 2), teacherId: teacher.id });
    const later = await buildClass(app, { catalogue, lessonIndex: 1, startAt: roundHourAhead(app, 30), teacherId: teacher.id });
    const dropped = await buildClass(app, { catalogue, lessonIndex: 2, startAt: roundHourAhead(app, 100), teacherId: teacher.id });
    for (const c of [soon, later, dropped]) expect((await gql(app, student, BOOK, { uid: c.uid })).errors).toBeUndefined();
    const mine = await gql<{ appointments: { items: { uid: string; appointment: { id: string } }[] } }>(
      app,
      student,
      `{ appointments(limit: 10) { items { uid appointment { id } } total } }`,
    );
    const droppedAppointment = mine.data!.appointments.items.find((i) => i.uid === dropped.uid)!.appointment.id;
    expect(
      (await gql(app, student, 'mutation($id: ID!) { cancelClass(appointmentId: $id) { refunded } }', { id: droppedAppointment })).errors,
    ).toBeUndefined();

    const list = async (view: string) =>
      (
        await gql<{ myClasses: { items: { uid: string }[]; total: number } }>(
          app,
          student,
          `query($v: ClassesView!) { myClasses(view: $v) { items { uid } total } }`,
          { v: view },
        )
      ).data!.myClasses;
    expect((await list('upcoming')).items.map((i) => i.uid)).toEqual([soon.uid, later.uid]);
    expect((await list('cancelled')).items.map((i) => i.uid)).toEqual([dropped.uid]);
    expect((await list('past')).total).toBe(0);

    const today = await gql<{ appointments: { items: { uid: string }[]; total: number } }>(
      app,
      student,
      `query($to: DateTime) { appointments(limit: 1, to: $to, sort: DESC) { items { uid } total } }`,
      { to: new Date(clock.now().getTime() + 48 * HOUR).toISOString() },
    );
    expect(today.data?.appointments).toEqual({ items: [{ uid: later.uid }], total: 2 });

    // The join button opens 5 minutes before the start, and the class then counts as past after its end.
    const details = async () =>
      (
        await gql<{ studentClass: Record<string, unknown> }>(app, student, `query($uid: ID!) { studentClass(uid: $uid) { ${KLASS} } }`, {
          uid: soon.uid,
        })
      ).data!.studentClass;
    expect(await details()).toMatchObject({
      canJoin: false,
      joinOpensAt: new Date(soon.startAt.getTime() - 5 * 60_000).toISOString(),
      classroomUrl: `${config.areas.classroom}/de/class/${soon.uid}`,
      teacher: { firstName: 'Tom' },
      appointment: { status: 'booked' },
    });
    clock.set(new Date(soon.startAt.getTime() - 4 * 60_000));
    expect((await details()).canJoin).toBe(true);
    clock.set(new Date(soon.endAt.getTime() + 60_000));
    expect((await details()).canJoin).toBe(false);
    expect((await list('past')).items.map((i) => i.uid)).toEqual([soon.uid]);
    clock.set(new Date('2026-05-04T09:12:00Z'));
  });

  it('lists the notifications of the student, newest first', async () => {
    const res = await gql<{ notifications: { type: string; contentKeys: string[]; contentValues: Record<string, unknown> }[] }>(
      app,
      student,
      '{ notifications(limit: 2) { id type contentKeys contentValues createdAt readAt } }',
    );
    expect(res.data?.notifications).toHaveLength(2);
    expect(res.data?.notifications[0].type).toBe('class_cancelled_by_student');
    expect(res.data?.notifications[0].contentValues).toMatchObject({ refunded: true });
  });

  it('shows a teacher profile and the class config to anyone', async () => {
    const [row] = await app.db.select().from(classes).where(eq(classes.teacherId, teacher.id)).limit(1);
    const uid = (
      await gql<{ studentClass: { teacher: { uid: string } } }>(
        app,
        student,
        `query($uid: ID!) { studentClass(uid: $uid) { teacher { uid } } }`,
        { uid: row.uid },
      )
    ).data!.studentClass.teacher.uid;
    const profile = await gql(
      app,
      null,
      'query($uid: String!) { teacher(uid: $uid) { uid firstName lastName aboutMe country gender languages { language fluency } } }',
      { uid },
    );
    expect(profile.data).toEqual({
      teacher: {
        uid,
        firstName: 'Tom',
        lastName: 'Lehrer',
        aboutMe: 'I love teaching.',
        country: 'DE',
        gender: 'masculine',
        languages: [{ language: 'German', fluency: 'Native' }],
      },
    });
    expect((await gql(app, null, '{ teacher(uid: "nobody") { uid } }')).code).toBe('not_found');
    const cfg = await gql(
      app,
      null,
      '{ classConfig { refundableAfterBookingMinutes refundableDaysBeforeStart studentCancelLateHours classStartTimePoint defaultClassDurationMinutes joinWindowMinutes newClassMinHoursAhead groupCapacity } }',
    );
    expect(cfg.data).toEqual({
      classConfig: {
        refundableAfterBookingMinutes: 30,
        refundableDaysBeforeStart: 3,
        studentCancelLateHours: 72,
        classStartTimePoint: 60,
        defaultClassDurationMinutes: 60,
        joinWindowMinutes: 5,
        newClassMinHoursAhead: 48,
        groupCapacity: 5,
      },
    });
  });

  it('lets only an admin assign a teacher, which confirms the class', async () => {
    const open = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 90) });
    const mutation =
      // Tom has no availability set: the admin overrides, with a reason (rules: back-office-assign.test.ts).
      'mutation($c: ID!, $t: ID!) { adminAssignTeacher(classUid: $c, teacherId: $t, override: true, reason: "staffing") { uid confirmedAt teacher { firstName } } }';
    expect((await gql(app, student, mutation, { c: open.uid, t: teacher.id })).code).toBe('forbidden');
    const admin = await buildAdmin(app);
    const res = await gql<{ adminAssignTeacher: { confirmedAt: string; teacher: { firstName: string } } }>(app, admin, mutation, {
      c: open.uid,
      t: teacher.id,
    });
    expect(res.data?.adminAssignTeacher.teacher.firstName).toBe('Tom');
    expect(res.data?.adminAssignTeacher.confirmedAt).toBeTruthy();
  });
});

describe('times in the student zone across the DST switch', () => {
  it('formats the same UTC hour an hour apart before and after the last Sunday of March', () => {
    const berlin = { locale: 'en', timezone: 'Europe/Berlin', timeFormat: 'ISO8601' };
    expect(formatClassTime(new Date('2026-03-28T09:00:00Z'), berlin)).toContain('10:00');
    expect(formatClassTime(new Date('2026-03-30T09:00:00Z'), berlin)).toContain('11:00');
    expect(formatClassTime(new Date('2026-10-26T09:00:00Z'), { ...berlin, timeFormat: 'AMPM' })).toMatch(/10:00\s?am/i);
  });

  it('puts the local time of a class after the switch in the confirmation e-mail', async () => {
    clock.set(new Date('2026-03-27T08:00:00Z'));
    const dst = await buildClass(app, { catalogue, lessonIndex: 3, startAt: new Date('2026-03-30T07:00:00Z'), teacherId: teacher.id });
    const berliner = await buildStudent(app, { group: 1, catalogue });
    expect((await gql(app, berliner, BOOK, { uid: dst.uid })).errors).toBeUndefined();
    const mail = mailer.last(berliner.email)!;
    // 07:00 UTC is 09:00 CEST on Monday 30 March (08:00 had it been before the switch).
    expect(mail.text).toContain('Monday, 30 March 2026 at 09:00 CEST');
    // Booked 71 hours ahead: only the 30-minute grace refunds (refundWindow), never a 72-hour line already past.
    expect(mail.text).toContain('only until Friday, 27 March 2026 at 09:30 CET');
  });
});

describe('regenerateCalendarUrl', () => {
  it('returns a new secret feed URL and retires the old one', async () => {
    const first = await gql<{ regenerateCalendarUrl: string }>(app, student, 'mutation { regenerateCalendarUrl }');
    const second = await gql<{ regenerateCalendarUrl: string }>(app, student, 'mutation { regenerateCalendarUrl }');
    expect(first.data?.regenerateCalendarUrl).toMatch(/^http.*\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(second.data?.regenerateCalendarUrl).not.toBe(first.data?.regenerateCalendarUrl);
    const old = new URL(first.data!.regenerateCalendarUrl).pathname;
    expect((await app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: new URL(second.data!.regenerateCalendarUrl).pathname })).statusCode).toBe(200);
    expect((await gql(app, null, 'mutation { regenerateCalendarUrl }')).code).toBe('unauthenticated');
  });
});
