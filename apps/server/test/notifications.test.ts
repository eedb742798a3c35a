import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentNotifications } from '../src/db/schema/index.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { notifyUser } from '../src/modules/notifications/notifications.service.ts';
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

  it("is the viewer's own feed: a teacher marks only theirs; admin and anonymous are refused", async () => {
    const { student } = await studentWithBooking(88);
    const teacher = await buildTeacher(app, catalogue);
    const res = await gql<{ markAllNotificationsRead: number }>(app, teacher, MARK_ALL);
    expect(res.data?.markAllNotificationsRead).toBe(0);
    expect((await gql<ListData>(app, student, LIST)).data?.unreadNotificationCount).toBe(1);
    for (const who of [await buildAdmin(app), null]) {
      const refused = await gql(app, who, MARK_ALL);
      expect(refused.data?.markAllNotificationsRead ?? null).toBeNull();
      expect(refused.code).toBeTruthy();
    }
  });
});

describe("the teacher's feed (issue 20)", () => {
  it("lists a teacher's own messages, counts and marks them read; never a student's", async () => {
    const { notificationId: studentsId } = await studentWithBooking(89);
    const teacher = await buildTeacher(app, catalogue);
    await notifyUser(app.db, {
      userId: teacher.id,
      key: 'teacherClassReminder15m',
      params: { lesson: 'Ordering at the café', startDate: '2026-11-16T10:00:00.000Z', classUid: 'cteach1' },
      now: clock.now(),
    });
    const list = await gql<ListData>(app, teacher, LIST);
    expect(list.data?.notifications.map((n) => n.contentKeys[0])).toEqual(['teacherClassReminder15m']);
    expect(list.data?.unreadNotificationCount).toBe(1);
    expect((await gql(app, teacher, MARK, { ids: [studentsId] })).code).toBe('not_found');
    const marked = await gql<{ markNotificationsRead: { readAt: string | null }[] }>(app, teacher, MARK, {
      ids: [list.data!.notifications[0].id],
    });
    expect(marked.data?.markNotificationsRead[0].readAt).not.toBeNull();
    const admin = await gql(app, await buildAdmin(app), LIST);
    expect(admin.code).toBeTruthy();
  });
});

describe('POST /api/notifications/:id/read (what a service worker calls when a push is opened)', () => {
  const post = async (who: TestUser | null, id: string) =>
    app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: { ...clientHeaders, ...(who ? { cookie: await loginCookies(app, who) } : {}) },
    });

  it("marks the owner's notification read; another student, a teacher and an admin get 404; anonymous 401", async () => {
    const { student, notificationId } = await studentWithBooking(90);
    const other = await buildStudent(app, { group: 1, catalogue });
    for (const who of [other, await buildTeacher(app, catalogue), await buildAdmin(app)]) {
      expect((await post(who, notificationId)).statusCode).toBe(404);
    }
    const anonymous = await post(null, notificationId);
    expect(anonymous.statusCode).toBe(401);
    const [unread] = await app.db.select().from(studentNotifications).where(eq(studentNotifications.id, notificationId));
    expect(unread.readAt).toBeNull();

    const readAt = clock.freeze();
    const own = await post(student, notificationId);
    clock.thaw();
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: notificationId, readAt: readAt.toISOString() });
    expect((await gql<ListData>(app, student, LIST)).data?.unreadNotificationCount).toBe(0);
    // Again: still read, the first time kept.
    expect((await post(student, notificationId)).json().readAt).toBe(own.json().readAt);
  });

  it('answers 404 for an id that is not a uuid, and 403 without the release header (CSRF)', async () => {
    const { student, notificationId } = await studentWithBooking(91);
    expect((await post(student, 'not-a-uuid')).statusCode).toBe(404);
    const bare = await app.inject({
      method: 'POST',
      url: `/api/notifications/${notificationId}/read`,
      headers: { cookie: await loginCookies(app, student) },
    });
    expect(bare.statusCode).toBe(403);
  });
});
