import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, creditLedger } from '../src/db/schema/index.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  HOUR,
  roundHourAhead,
  type TestUser,
} from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();
const MINUTE = 60_000;

const BOOK = `mutation Book($uid: ID!) { bookClass(input: { classUid: $uid }) { appointment { id } } }`;
const CANCEL = `mutation Cancel($id: ID!, $immediate: Boolean) {
  cancelClass(appointmentId: $id, immediate: $immediate) {
    refunded appointment { id status refunded cancellation { allowed } } credits { groupCredits }
  }
}`;

interface CancelData {
  cancelClass: {
    refunded: boolean;
    appointment: { status: string; refunded: boolean; cancellation: { allowed: boolean } };
    credits: { groupCredits: number };
  };
}

let catalogue: Catalogue;
let teacherId: string;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 4 });
  teacherId = (await buildTeacher(app, catalogue)).id;
});

afterEach(async () => {
  expect(await ledgerMismatches(app)).toEqual([]);
  expect(await seatMismatches(app)).toEqual([]);
});

async function bookedClass(student: TestUser, hoursAhead: number): Promise<string> {
  const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, hoursAhead), teacherId });
  const res = await gql<{ bookClass: { appointment: { id: string } } }>(app, student, BOOK, { uid: klass.uid });
  expect(res.errors).toBeUndefined();
  return res.data!.bookClass.appointment.id;
}

const cancel = (student: TestUser, id: string, immediate?: boolean) => gql<CancelData>(app, student, CANCEL, { id, immediate });

describe('cancelClass', () => {
  it('refunds within 30 minutes of booking, even for a class tomorrow (immediate cancel)', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const id = await bookedClass(student, 26);
    clock.advance(29 * MINUTE);
    const res = await cancel(student, id, true);
    expect(res.data?.cancelClass).toEqual({
      refunded: true,
      appointment: { id, status: 'cancelled_by_student', refunded: true, cancellation: { allowed: false } },
      credits: { groupCredits: 1 },
    });
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.appointmentId, id));
    expect(ledger.map((l) => [l.reason, l.delta]).sort()).toEqual([
      ['booking', -1],
      ['cancellation_refund', 1],
    ]);
    expect(mailer.last(student.email)?.subject).toBe('Cancelled: Lesson 1');
    expect(mailer.last(student.email)?.text).toContain('Your credit has been refunded.');
  });

  it('refuses an immediate cancel once the grace period is over: class_cannot_be_cancelled', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const id = await bookedClass(student, 26);
    clock.advance(30 * MINUTE);
    expect((await cancel(student, id, true)).code).toBe('class_cannot_be_cancelled');
  });

  it('refunds at least 72 hours before the start', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const id = await bookedClass(student, 100);
    clock.advance(2 * HOUR);
    const res = await cancel(student, id);
    expect(res.data?.cancelClass).toMatchObject({ refunded: true, credits: { groupCredits: 1 } });
  });

  it('keeps the credit when cancelled later than 72 hours before the start, and says so', async () => {
    const student = await buildStudent(app, { group: 1, catalogue, locale: 'de' });
    const id = await bookedClass(student, 60);
    clock.advance(31 * MINUTE);
    const res = await cancel(student, id);
    expect(res.data?.cancelClass).toMatchObject({
      refunded: false,
      appointment: { status: 'cancelled_by_student', refunded: false },
      credits: { groupCredits: 0 },
    });
    const mail = mailer.last(student.email);
    expect(mail?.subject).toBe('Storniert: Lesson 1');
    expect(mail?.text).toContain('verfällt der Credit');
  });

  it('refuses once the class has started', async () => {
    const student = await buildStudent(app, { group: 1, catalogue });
    const id = await bookedClass(student, 3);
    clock.advance(4 * HOUR);
    expect((await cancel(student, id)).code).toBe('class_cannot_be_cancelled');
  });

  it("lets a student rebook after cancelling, and not cancel another student's booking", async () => {
    const student = await buildStudent(app, { group: 2, catalogue });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 120), teacherId });
    const first = await gql<{ bookClass: { appointment: { id: string } } }>(app, student, BOOK, { uid: klass.uid });
    const firstId = first.data!.bookClass.appointment.id;
    expect((await cancel(student, firstId, true)).errors).toBeUndefined();
    expect((await cancel(student, firstId)).code).toBe('class_cannot_be_cancelled');
    const again = await gql<{ bookClass: { appointment: { id: string } } }>(app, student, BOOK, { uid: klass.uid });
    expect(again.errors).toBeUndefined();
    const stranger = await buildStudent(app, { group: 1, catalogue });
    expect((await cancel(stranger, again.data!.bookClass.appointment.id)).code).toBe('not_found');
    const rows = await app.db.select().from(appointments).where(eq(appointments.classId, klass.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['booked', 'cancelled_by_student']);
  });
});
