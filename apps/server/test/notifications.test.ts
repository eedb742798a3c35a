import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentNotifications } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  roundHourAhead,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let teacherId: string;

const BOOK = 'mutation($input: BookClassInput!) { bookClass(input: $input) { class { uid lesson { title } } } }';
const LIST = 'query { notifications(limit: 10) { id type contentKeys contentValues readAt } unreadNotificationCount }';
const MARK = 'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id readAt } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';

interface ListData {
  notifications: { id: string; type: string; contentKeys: string[]; contentValues: Record<string, unknown>; readAt: string | null }[];
  unreadNotificationCount: number;
}

beforeAll(async () => {
  clock.set(new Date('2026-11-16T09:00:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 4 });
  teacherId = (await buildTeacher(app, catalogue)).id;
});

/** A student with one booked class, hence one unread class_booked notification. */
async function studentWithBooking(
  hoursAhead: number,
): Promise<{ student: TestUser; notificationId: string; classUid: string; title: string }> {
  const student = await buildStudent(app, { group: 3, catalogue });
  const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, hoursAhead), teacherId });
  const booked = await gql<{ bookClass: { class: { uid: string; lesson: { title: string } } } }>(app, student, BOOK, {
    input: { classUid: klass.uid },
  });
  expect(booked.errors).toBeUndefined();
  const list = await gql<ListData>(app, student, LIST);
  return { student, notificationId: list.data!.notifications[0].id, classUid: klass.uid, title: booked.data!.bookClass.class.lesson.title };
}

describe('a booking notification stores what its sentence and link need', () => {
  it('names the catalogue message and keeps the lesson title, the start and the class', async () => {
    const { student, classUid, title } = await studentWithBooking(80);
    const list = await gql<ListData>(app, student, LIST);
    expect(list.data?.unreadNotificationCount).toBe(1);
    expect(list.data?.notifications[0]).toMatchObject({
      type: 'class_booked',
      contentKeys: ['classBooked'],
      contentValues: { lesson: title, classUid, startDate: expect.stringMatching(/^2026-11-\d\dT/) },
      readAt: null,
    });
  });
});

describe('markNotificationsRead: the recipient only', () => {
  it('the owner marks it read; a second call keeps the first readAt', async () => {
    const { student, notificationId } = await studentWithBooking(81);
    const before = clock.now().getTime();
    const res = await gql<{ markNotificationsRead: { id: string; readAt: string | null }[] }>(app, student, MARK, {
      ids: [notificationId],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.markNotificationsRead).toEqual([{ id: notificationId, readAt: expect.any(String) }]);
    const readAt = new Date(res.data!.markNotificationsRead[0].readAt!).getTime();
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(readAt).toBeLessThanOrEqual(clock.now().getTime());
    clock.advance(60_000);
    const again = await gql<{ markNotificationsRead: { readAt: string }[] }>(app, student, MARK, { ids: [notificationId] });
    expect(again.data?.markNotificationsRead[0].readAt).toBe(res.data?.markNotificationsRead[0].readAt);
    const list = await gql<ListData>(app, student, LIST);
    expect(list.data?.unreadNotificationCount).toBe(0);
  });

  it('another student, a teacher and an admin get not_found or no access, and the notification stays unread; anonymous is refused', async () => {
    const { notificationId } = await studentWithBooking(82);
    const other = await buildStudent(app, { group: 1, catalogue });
    expect((await gql(app, other, MARK, { ids: [notificationId] })).code).toBe('not_found');
    const teacher = await buildTeacher(app, catalogue);
    const admin = await buildAdmin(app);
    for (const who of [teacher, admin]) {
      const res = await gql(app, who, MARK, { ids: [notificationId] });
      expect(res.data?.markNotificationsRead ?? null).toBeNull();
      expect(res.code).toBeTruthy();
    }
    const anonymous = await gql(app, null, MARK, { ids: [notificationId] });
    expect(anonymous.data?.markNotificationsRead ?? null).toBeNull();
    expect(anonymous.code).toBe('unauthenticated');
    const [row] = await app.db.select().from(studentNotifications).where(eq(studentNotifications.id, notificationId));
    expect(row.readAt).toBeNull();
  });

  it('a list mixing an own id with a foreign one marks nothing', async () => {
    const mine = await studentWithBooking(83);
    const theirs = await studentWithBooking(84);
    expect((await gql(app, mine.student, MARK, { ids: [mine.notificationId, theirs.notificationId] })).code).toBe('not_found');
    const unread = await app.db
      .select()
      .from(studentNotifications)
      .where(and(eq(studentNotifications.id, mine.notificationId)));
    expect(unread[0].readAt).toBeNull();
  });

  it('an id that is not a uuid answers not_found', async () => {
    const { student } = await studentWithBooking(85);
    expect((await gql(app, student, MARK, { ids: ['nope'] })).code).toBe('not_found');
  });
});

describe('markAllNotificationsRead', () => {
  it("marks every unread notification of the viewer and nobody else's", async () => {
    const mine = await studentWithBooking(86);
    const theirs = await studentWithBooking(87);
    const res = await gql<{ markAllNotificationsRead: number }>(app, mine.student, MARK_ALL);
    expect(res.data?.markAllNotificationsRead).toBe(1);
    expect((await gql<ListData>(app, mine.student, LIST)).data?.unreadNotificationCount).toBe(0);
    expect((await gql<ListData>(app, theirs.student, LIST)).data?.unreadNotificationCount).toBe(1);
  });

  it('is for students only: teacher, admin and anonymous are refused', async () => {
    const teacher = await buildTeacher(app, catalogue);
    for (const who of [teacher, await buildAdmin(app), null]) {
      const res = await gql(app, who, MARK_ALL);
      expect(res.data?.markAllNotificationsRead ?? null).toBeNull();
      expect(res.code).toBeTruthy();
    }
  });
});
