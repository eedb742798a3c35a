import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { appointments, classes, creditGrants, creditLedger, studentNotifications } from '../src/db/schema/index.ts';
import { cancelUnconfirmedClasses, startCutoffScans } from '../src/modules/classes/classes.jobs.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildCatalogue, buildClass, buildStudent, buildTeacher, type Catalogue, DAY, HOUR, roundHourAhead } from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();
const BOOK = `mutation Book($uid: ID!) { bookClass(input: { classUid: $uid }) { appointment { id } } }`;

let catalogue: Catalogue;
let teacherId: string;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 3 });
  teacherId = (await buildTeacher(app, catalogue)).id;
  // The chain was started at boot on the real clock; restart it on the test clock.
  await startCutoffScans(app);
});

afterEach(async () => {
  expect(await ledgerMismatches(app)).toEqual([]);
  expect(await seatMismatches(app)).toEqual([]);
});

describe('the unconfirmed-class cut-off job', () => {
  it('cancels an unstaffed class 24 hours before start, refunds and tells every student; staffed classes stay', async () => {
    const startAt = roundHourAhead(app, 72);
    const unstaffed = await buildClass(app, { catalogue, startAt });
    const staffed = await buildClass(app, { catalogue, startAt, lessonIndex: 1, teacherId });
    const students = [await buildStudent(app, { group: 1, catalogue, locale: 'de' }), await buildStudent(app, { group: 1, catalogue })];
    for (const s of students) expect((await gql(app, s, BOOK, { uid: unstaffed.uid })).errors).toBeUndefined();
    const keeper = await buildStudent(app, { group: 1, catalogue });
    expect((await gql(app, keeper, BOOK, { uid: staffed.uid })).errors).toBeUndefined();
    mailer.sent = [];

    // Just before the cut-off nothing happens.
    clock.set(new Date(startAt.getTime() - DAY - 20 * 60_000));
    await app.jobs.runDue();
    expect((await app.db.select().from(classes).where(eq(classes.id, unstaffed.id)))[0].status).toBe('active');

    clock.set(new Date(startAt.getTime() - DAY + 5 * 60_000));
    await app.jobs.runDue();
    await app.jobs.runDue();
    const [row] = await app.db.select().from(classes).where(eq(classes.id, unstaffed.id));
    expect(row).toMatchObject({ status: 'cancelled', seatsTaken: 0 });
    expect(row.cancelledAt).not.toBeNull();
    expect((await app.db.select().from(classes).where(eq(classes.id, staffed.id)))[0].status).toBe('active');

    const booked = await app.db.select().from(appointments).where(eq(appointments.classId, unstaffed.id));
    expect(booked.map((a) => [a.status, a.refunded])).toEqual([
      ['class_cancelled', true],
      ['class_cancelled', true],
    ]);
    for (const s of students) {
      const credits = await gql<{ creditsInfo: { groupCredits: number } }>(app, s, '{ creditsInfo { groupCredits } }');
      expect(credits.data?.creditsInfo.groupCredits).toBe(1);
      const refunds = await app.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.studentId, s.id), eq(creditLedger.reason, 'class_cancelled_refund')));
      expect(refunds).toHaveLength(1);
      const notes = await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, s.id));
      expect(notes.map((n) => n.type)).toContain('class_cancelled_by_school');
    }
    expect(mailer.sent.map((m) => m.subject).sort()).toEqual(['Class cancelled: Lesson 1', 'Kurs abgesagt: Lesson 1']);

    // Running again changes nothing (idempotent).
    mailer.sent = [];
    expect(await cancelUnconfirmedClasses(app, clock.now())).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('keeps scanning every 10 minutes (one job per bucket, scheduled by the previous pass)', async () => {
    const bucket = 10 * 60_000;
    const next = new Date(Math.floor(clock.now().getTime() / bucket) * bucket + bucket);
    const pending = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from jobs where unique_key = ${`classes.cancel-unconfirmed@${next.toISOString()}`} and completed_at is null`,
    );
    expect(pending[0].n).toBe(1);
  });

  it('refunds into a new grant when the spent grant expired meanwhile', async () => {
    const startAt = roundHourAhead(app, 72);
    const klass = await buildClass(app, { catalogue, startAt, lessonIndex: 2 });
    const student = await buildStudent(app, { group: 1, catalogue });
    expect((await gql(app, student, BOOK, { uid: klass.uid })).errors).toBeUndefined();
    await app.db
      .update(creditGrants)
      .set({ expiresAt: new Date(startAt.getTime() - 30 * HOUR) })
      .where(eq(creditGrants.studentId, student.id));
    clock.set(new Date(startAt.getTime() - DAY + 60_000));
    await app.jobs.runDue();
    const grants = await app.db.select().from(creditGrants).where(eq(creditGrants.studentId, student.id));
    expect(grants.map((g) => [g.source, g.remaining]).sort()).toEqual([
      ['admin', 0],
      ['refund', 1],
    ]);
  });
});

describe('the demo seed and the cut-off', () => {
  it('leaves no unstaffed class inside the cut-off on a fresh start, so the first scan cancels nothing', async () => {
    const now = new Date('2026-03-25T10:17:00Z');
    clock.set(now);
    await seedDemo(app.db, now);
    expect(await cancelUnconfirmedClasses(app, now)).toBe(0);
  }, 60_000);
});
