import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookClass } from '../src/modules/classes/booking.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  DAY,
  HOUR,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
} from './factories/index.ts';

// The back-office dashboard (issue 19, decision 101): numbers for known data, in few statements.

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let admin: TestUser;

const DASHBOARD = `query($f: DateTime!, $t: DateTime!, $tz: String) { adminDashboard(from: $f, to: $t, timeZone: $tz) {
  today { total staffed waiting atRisk cancelled } week { total staffed waiting atRisk cancelled }
  groupFillRate days { day bookings cancellations newStudents trials groupSeats groupCapacity } revenue { day currency netCents }
  trialsStarted trialsEnded trialsConverted openAppeals openApplications openContentReports } }`;

type Counts = { total: number; staffed: number; waiting: number; atRisk: number; cancelled: number };
type Data = {
  adminDashboard: {
    today: Counts;
    week: Counts;
    groupFillRate: number | null;
    days: { day: string; bookings: number; newStudents: number; groupSeats: number; groupCapacity: number }[];
    openContentReports: number;
  };
};

beforeAll(async () => {
  // Wednesday 3 June 2026, 08:00 UTC = 10:00 in Berlin.
  clock.set(new Date('2026-06-03T08:00:00Z'));
  catalogue = await buildCatalogue(app);
  admin = await buildAdmin(app);
});

describe('adminDashboard', () => {
  it('counts today and this week (Berlin, from Monday), the fill rate, bookings and new students per day, in three SQL statements', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const staffedToday = await buildClass(app, { catalogue, startAt: new Date('2026-06-03T15:00:00Z'), teacherId: teacher.id });
    await buildClass(app, { catalogue, startAt: new Date('2026-06-03T17:00:00Z') }); // waiting, at risk
    await buildClass(app, { catalogue, startAt: new Date('2026-06-06T10:00:00Z') }); // Saturday: waiting, not at risk
    await buildClass(app, { catalogue, startAt: new Date('2026-06-09T10:00:00Z'), teacherId: teacher.id }); // next week
    for (const _ of [0, 1]) {
      const student = await buildStudent(app, { catalogue, group: 1 });
      await bookClass(app, student.id, { classUid: staffedToday.uid });
    }

    const from = new Date('2026-06-01T22:00:00Z'); // 2 June 00:00 Berlin
    const to = new Date('2026-06-03T22:00:00Z'); // 4 June 00:00 Berlin
    const execute = vi.spyOn(app.db, 'execute');
    const res = await gql<Data>(app, admin, DASHBOARD, { f: from.toISOString(), t: to.toISOString(), tz: 'Europe/Berlin' });
    const statements = execute.mock.calls.length;
    execute.mockRestore();
    expect(res.errors).toBeUndefined();
    const d = res.data!.adminDashboard;
    expect(d.today).toEqual({ total: 2, staffed: 1, waiting: 1, atRisk: 1, cancelled: 0 });
    expect(d.week).toEqual({ total: 3, staffed: 1, waiting: 2, atRisk: 1, cancelled: 0 });
    expect(d.days.map((x) => x.day)).toEqual(['2026-06-02', '2026-06-03']);
    const today = d.days[1];
    expect(today).toMatchObject({ bookings: 2, newStudents: 2, groupSeats: 2, groupCapacity: 10 });
    expect(d.groupFillRate).toBeCloseTo(0.2);
    expect(statements).toBe(3);
  });

  it('refuses a reversed or too long range and an unknown zone', async () => {
    const now = clock.now();
    expect((await gql(app, admin, DASHBOARD, { f: now.toISOString(), t: new Date(now.getTime() - DAY).toISOString() })).code).toBe(
      'validation_failed',
    );
    expect((await gql(app, admin, DASHBOARD, { f: now.toISOString(), t: new Date(now.getTime() + 100 * DAY).toISOString() })).code).toBe(
      'validation_failed',
    );
    const tz = await gql(app, admin, DASHBOARD, {
      f: now.toISOString(),
      t: new Date(now.getTime() + HOUR).toISOString(),
      tz: 'Mars/Olympus',
    });
    expect(tz.code).toBe('validation_failed');
  });
});
