import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { studentAchievements } from '../src/db/schema/index.ts';
import { atMinutes, submitAll } from './class-log-requests.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { fetchGraphql, outcomeOf, tally } from './race-requests.ts';
import {
  buildAdmin,
  buildAttendedClass,
  buildBookedSeats,
  buildStaffedClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
afterAll(() => app.close());

const QUERY = `{ attendanceAchievements { attendedClasses
  achievements { slug milestone earned earnedAt claimedAt classesLeft }
  next { slug classesLeft } latest { slug } } }`;
const CLAIM = 'mutation Claim($slug: String!) { claimAttendanceAchievement(slug: $slug) { slug earned claimedAt } }';

interface View {
  attendedClasses: number;
  achievements: { slug: string; earned: boolean; earnedAt: string | null; claimedAt: string | null; classesLeft: number }[];
  next: { slug: string; classesLeft: number } | null;
  latest: { slug: string } | null;
}

async function attendClasses(studentId: string, catalogue: Catalogue, count: number) {
  for (let i = 0; i < count; i++) await buildAttendedClass(app, studentId, catalogue, 24 * (i + 2));
}

const earnedNotifications = async (studentId: string) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from student_notifications where user_id = ${studentId} and content_keys[1] = 'achievementEarned'`,
    )
  )[0].n;

describe('attendance achievements', () => {
  it('the tenth attended class earns attended-10 in the log transaction, with one notification', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const student = setup.students[0];
    await attendClasses(student.id, setup.catalogue, 9);
    atMinutes(clock, setup, 50);
    expect((await submitAll(app, setup)).errors).toBeUndefined();
    const res = await gql<{ attendanceAchievements: View }>(app, student, QUERY);
    const view = res.data!.attendanceAchievements;
    expect(view.attendedClasses).toBe(10);
    expect(view.latest?.slug).toBe('attended-10');
    expect(view.next).toEqual({ slug: 'attended-20', classesLeft: 10 });
    const ten = view.achievements.find((a) => a.slug === 'attended-10')!;
    expect(ten).toMatchObject({ earned: true, claimedAt: null, classesLeft: 0 });
    expect(ten.earnedAt).not.toBeNull();
    // Reached before achievements were stored: derived from the count, no row.
    expect(view.achievements.find((a) => a.slug === 'attended-5')).toMatchObject({ earned: true, earnedAt: null });
    expect(await earnedNotifications(student.id)).toBe(1);
    // Updating the log while open writes nothing twice.
    expect((await submitAll(app, setup)).errors).toBeUndefined();
    expect(await earnedNotifications(student.id)).toBe(1);
  });

  it('derives earned milestones from the count, claims once, refuses unearned and unknown slugs', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const student = setup.students[0];
    await attendClasses(student.id, setup.catalogue, 3);
    const view = (await gql<{ attendanceAchievements: View }>(app, student, QUERY)).data!.attendanceAchievements;
    expect(view.achievements.filter((a) => a.earned).map((a) => a.slug)).toEqual(['attended-1', 'attended-3']);
    expect(view.next).toEqual({ slug: 'attended-5', classesLeft: 2 });
    const claim = await gql<{ claimAttendanceAchievement: { claimedAt: string } }>(app, student, CLAIM, { slug: 'attended-3' });
    expect(claim.errors).toBeUndefined();
    expect(claim.data?.claimAttendanceAchievement.claimedAt).not.toBeNull();
    const again = await gql(app, student, CLAIM, { slug: 'attended-3' });
    expect(again.code).toBe('achievement_already_claimed');
    expect(again.errors?.[0].message).toBe('You have already claimed this achievement.');
    const early = await gql(app, student, CLAIM, { slug: 'attended-5' });
    expect(early.code).toBe('achievement_not_earned');
    expect((await gql(app, student, CLAIM, { slug: 'attended-7' })).code).toBe('not_found');
    expect((await gql(app, student, CLAIM, { slug: "x'; drop table users" })).code).toBe('not_found');
  });

  it('access: the owner only; another student sees and claims only their own; staff and anonymous are refused', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const owner = setup.students[0];
    await attendClasses(owner.id, setup.catalogue, 1);
    const other = await buildStudent(app, { catalogue: setup.catalogue });
    const teacher = await buildTeacher(app, setup.catalogue);
    const admin = await buildAdmin(app);
    const own = await gql<{ attendanceAchievements: View }>(app, owner, QUERY);
    expect(own.data?.attendanceAchievements.attendedClasses).toBe(1);
    const theirs = await gql<{ attendanceAchievements: View }>(app, other, QUERY);
    expect(theirs.data?.attendanceAchievements).toMatchObject({ attendedClasses: 0, latest: null });
    expect((await gql(app, other, CLAIM, { slug: 'attended-1' })).code).toBe('achievement_not_earned');
    for (const who of [teacher, admin]) {
      expect((await gql(app, who, QUERY)).code).toBe('forbidden');
      expect((await gql(app, who, CLAIM, { slug: 'attended-1' })).code).toBe('forbidden');
    }
    expect((await gql(app, null, QUERY)).code).toBe('unauthenticated');
    expect((await gql(app, null, CLAIM, { slug: 'attended-1' })).code).toBe('unauthenticated');
    expect((await gql(app, owner, CLAIM, { slug: 'attended-1' })).errors).toBeUndefined();
  });
});

describe('attendance achievement races over real HTTP', () => {
  it('20 racing claims: exactly one wins, the rest answer achievement_already_claimed', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const student = setup.students[0];
    await attendClasses(student.id, setup.catalogue, 5);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await loginCookies(app, student);
    const results = await Promise.all(Array.from({ length: 20 }, () => fetchGraphql(address, cookie, CLAIM, { slug: 'attended-5' })));
    const outcomes = results.map((r) => (r.body.data?.claimAttendanceAchievement ? 'ok' : outcomeOf(r.status, r.body)));
    expect(tally(outcomes)).toEqual({ ok: 1, achievement_already_claimed: 19 });
    const rows = await app.db
      .select()
      .from(studentAchievements)
      .where(and(eq(studentAchievements.studentId, student.id), eq(studentAchievements.slug, 'attended-5')));
    expect(rows).toHaveLength(1);

    // Two logs of the same student race from 8 to 10 attended: attended-10 is earned exactly once.
    const racer = await buildStaffedClass(app, { students: 1, catalogue: setup.catalogue });
    const other = await buildStaffedClass(app, { students: 0, catalogue: setup.catalogue, hoursAhead: 4 });
    const pupil = racer.students[0];
    await buildBookedSeats(app, other.klass.id, [pupil.id]);
    await attendClasses(pupil.id, setup.catalogue, 8);
    atMinutes(clock, other, 50);
    const submit = 'mutation Submit($input: SubmitClassLogInput!) { submitClassLog(input: $input) { classUid } }';
    const logs = await Promise.all(
      [racer, other].map(async (s) =>
        fetchGraphql(address, await loginCookies(app, s.teacher), submit, {
          input: { classUid: s.klass.uid, attendance: [{ studentId: pupil.id, attendance: 'attended' }] },
        }),
      ),
    );
    expect(logs.map((l) => l.body.errors)).toEqual([undefined, undefined]);
    const earned = await app.db
      .select()
      .from(studentAchievements)
      .where(and(eq(studentAchievements.studentId, pupil.id), eq(studentAchievements.slug, 'attended-10')));
    expect(earned).toHaveLength(1);
    expect(await earnedNotifications(pupil.id)).toBe(1);
  });
});
