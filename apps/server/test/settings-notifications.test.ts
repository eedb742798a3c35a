import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { mayReceive } from '../src/emails/email-gate.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
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

const { app, clock, mailer } = await buildTestApp();

const PREFS =
  'query { notificationPreferences { classReminders bookingChanges teacherFeedback practiceReminders marketing { email phone whatsapp } } }';
const UPDATE = `mutation($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { bookingChanges marketing { email phone whatsapp } }
}`;
const MARKETING = `mutation($input: MarketingPreferencesInput!) {
  updateMarketingPreferences(input: $input) { classReminders marketing { email phone whatsapp } }
}`;
const BOOK = 'mutation Book($uid: ID!) { bookClass(input: { classUid: $uid }) { appointment { id } } }';
const CANCEL = 'mutation Cancel($id: ID!) { cancelClass(appointmentId: $id) { refunded } }';

const allOn = {
  classReminders: true,
  bookingChanges: true,
  teacherFeedback: true,
  practiceReminders: true,
  marketing: { email: false, phone: false, whatsapp: false },
};

let catalogue: Catalogue;
let owner: TestUser;
let other: TestUser;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 3 });
  owner = await buildStudent(app, { group: 3, catalogue });
  other = await buildStudent(app, { group: 1, catalogue });
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

async function rest(method: 'GET' | 'PUT', who: TestUser | null, id: string, payload?: unknown) {
  const cookie = who ? await loginCookies(app, who) : '';
  return app.inject({
    method,
    url: `/api/students/${id}/preferences`,
    headers: { ...clientHeaders, ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

describe('notification preferences: who may read and change them', () => {
  it('GraphQL: the student reads and saves their own; teacher, admin and anonymous are refused', async () => {
    const own = await gql(app, owner, PREFS);
    expect(own.data?.notificationPreferences).toEqual(allOn);
    const saved = await gql(app, owner, UPDATE, { input: { ...allOn, bookingChanges: false } });
    expect(saved.data?.updateNotificationPreferences).toMatchObject({ bookingChanges: false });
    // Another student sees their own defaults, never the owner's choice.
    expect((await gql(app, other, PREFS)).data?.notificationPreferences).toEqual(allOn);
    for (const who of [teacher, admin]) {
      expect((await gql(app, who, PREFS)).code).toBe('forbidden');
      expect((await gql(app, who, UPDATE, { input: allOn })).code).toBe('forbidden');
      expect((await gql(app, who, MARKETING, { input: { email: true, phone: false, whatsapp: false } })).code).toBe('forbidden');
    }
    expect((await gql(app, null, PREFS)).code).toBe('unauthenticated');
    expect((await gql(app, null, UPDATE, { input: allOn })).code).toBe('unauthenticated');
    await gql(app, owner, UPDATE, { input: allOn });
  });

  it('REST /api/students/{id}/preferences: own id only (other student, teacher, admin 403; anonymous 401)', async () => {
    const read = await rest('GET', owner, owner.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ preferences: allOn });
    const put = await rest('PUT', owner, owner.id, { preferences: { ...allOn, practiceReminders: false } });
    expect(put.statusCode).toBe(200);
    expect(put.json().preferences.practiceReminders).toBe(false);
    for (const who of [other, admin]) {
      expect((await rest('GET', who, owner.id)).statusCode).toBe(403);
      expect((await rest('PUT', who, owner.id, { preferences: allOn })).statusCode).toBe(403);
    }
    expect((await rest('GET', teacher, owner.id)).statusCode).toBe(403);
    expect((await rest('GET', null, owner.id)).statusCode).toBe(401);
    expect((await rest('PUT', null, owner.id, { preferences: allOn })).statusCode).toBe(401);
    await rest('PUT', owner, owner.id, { preferences: allOn });
  });

  it('bad input is a 422 with a message per field, never a 500; SMS needs a phone number first', async () => {
    const bad = await rest('PUT', owner, owner.id, { preferences: { ...allOn, classReminders: 'yes', marketing: { email: 1 } } });
    expect(bad.statusCode).toBe(422);
    const fields = (bad.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['preferences.classReminders', 'preferences.marketing.email']));
    const noPhone = await gql(app, owner, MARKETING, { input: { email: true, phone: true, whatsapp: false } });
    expect(noPhone.code).toBe('validation_failed');
    expect(noPhone.errors?.[0]?.extensions?.field).toBe('marketing.phone');
    // Nothing half-saved: the e-mail consent of the refused save is not kept.
    expect((await gql(app, owner, PREFS)).data?.notificationPreferences).toEqual(allOn);
  });

  it('marketing preferences (001 §7): the three channels, kept in users.marketing_agreement', async () => {
    await app.db.update(users).set({ phoneNumber: '+4915112345678' }).where(eq(users.id, other.id));
    const res = await gql(app, other, MARKETING, { input: { email: true, phone: true, whatsapp: true } });
    expect(res.data?.updateMarketingPreferences).toEqual({ classReminders: true, marketing: { email: true, phone: true, whatsapp: true } });
    const [row] = await app.db.select({ agreed: users.marketingAgreement }).from(users).where(eq(users.id, other.id));
    expect(row.agreed).toBe(true);
    await gql(app, other, MARKETING, { input: { email: false, phone: false, whatsapp: false } });
    const [after] = await app.db.select({ agreed: users.marketingAgreement }).from(users).where(eq(users.id, other.id));
    expect(after.agreed).toBe(false);
  });
});

describe('the one e-mail gate', () => {
  it('a switched-off kind stops its mail; a transactional mail still goes', async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 100) });
    await gql(app, student, BOOK, { uid: klass.uid });
    expect(mailer.last(student.email)?.category).toBe('booking_changes');

    const before = mailer.sent.length;
    await gql(app, student, UPDATE, { input: { ...allOn, bookingChanges: false } });
    const second = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 120) });
    const booked = await gql<{ bookClass: { appointment: { id: string } } }>(app, student, BOOK, { uid: second.uid });
    expect(booked.errors).toBeUndefined();
    await gql(app, student, CANCEL, { id: booked.data!.bookClass.appointment.id });
    expect(mailer.sent.slice(before).filter((m) => m.to === student.email)).toEqual([]);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: { email: student.email },
    });
    expect(reset.statusCode).toBeLessThan(300);
    // The reset mail leaves after the answer (no timing oracle): wait for it, never sleep.
    await vi.waitFor(() => expect(mailer.last(student.email)?.category).toBe('account_security'));
  });

  it("the teacher's notification settings decide the teacher's cancellation e-mails", async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const setNotifications = (input: Record<string, boolean>) =>
      gql(app, teacher, 'mutation($input: TeacherNotificationsInput!) { updateTeacherNotifications(input: $input) { id } }', { input });
    const bookAndCancel = async (hoursAhead: number) => {
      const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, hoursAhead), teacherId: teacher.id });
      const booked = await gql<{ bookClass: { appointment: { id: string } } }>(app, student, BOOK, { uid: klass.uid });
      const before = mailer.sent.length;
      await gql(app, student, CANCEL, { id: booked.data!.bookClass.appointment.id });
      return mailer.sent.slice(before).filter((m) => m.to === teacher.email);
    };
    // Defaults: both on.
    expect((await bookAndCancel(100)).map((m) => m.category)).toEqual(['teacher_class_cancellation']);
    expect((await bookAndCancel(10)).map((m) => m.category)).toEqual(['teacher_short_notice_cancellation']);
    await setNotifications({ feedback: true, otherClassCancellation: true, shortNoticeCancellation: false });
    expect(await bookAndCancel(10)).toEqual([]);
    expect((await bookAndCancel(100)).map((m) => m.category)).toEqual(['teacher_class_cancellation']);
    await setNotifications({ feedback: true, otherClassCancellation: false, shortNoticeCancellation: true });
    expect(await bookAndCancel(100)).toEqual([]);
  });

  it('mayReceive: transactional always, marketing only after opting in, teachers all on by default', () => {
    expect(mayReceive('account_security', null, null)).toBe(true);
    expect(mayReceive('receipts', null, null)).toBe(true);
    expect(mayReceive('product_news', null, null)).toBe(false);
    expect(mayReceive('booking_changes', null, null)).toBe(true);
    expect(mayReceive('teacher_feedback_received', null, null)).toBe(true);
  });
});
