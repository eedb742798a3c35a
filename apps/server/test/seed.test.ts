import { verify } from '@node-rs/argon2';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/people-data.ts';
import { freshDatabase } from './helper.ts';

const database = await freshDatabase();
afterAll(async () => {
  await database.close();
  await database.drop();
});
const { db } = database;

// A Wednesday shortly before the switch to summer time (29 March 2026): the window spans DST.
const now = new Date('2026-03-25T10:17:00Z');
const DAY = 86_400_000;

async function one<T>(query: SQL): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  return row;
}
const count = async (query: SQL) => (await one<{ n: number }>(query)).n;

/** Every table the seed writes, with totals that would move if anything were duplicated. */
async function fingerprint() {
  return one<Record<string, number>>(sql`select
    (select count(*)::int from sections) as sections, (select count(*)::int from curricula) as curricula,
    (select count(*)::int from modules) as modules, (select count(*)::int from chapters) as chapters,
    (select count(*)::int from lessons) as lessons, (select count(*)::int from users) as users,
    (select count(*)::int from teacher_profiles) as teachers, (select count(*)::int from student_profiles) as students,
    (select count(*)::int from student_lesson_states) as lesson_states, (select count(*)::int from classes) as classes,
    (select coalesce(sum(seats_taken), 0)::int from classes) as seats, (select count(*)::int from appointments) as appointments,
    (select count(*)::int from credit_grants) as grants, (select coalesce(sum(remaining), 0)::int from credit_grants) as remaining,
    (select count(*)::int from credit_ledger) as ledger`);
}

async function expectInvariants() {
  // Seats taken equal the booked appointments of every class.
  expect(
    await count(sql`select count(*)::int as n from classes c
      where c.seats_taken <> (select count(*) from appointments a where a.class_id = c.id and a.status = 'booked')`),
  ).toBe(0);
  // For every grant the ledger sums to what remains, and nothing is negative.
  expect(
    await count(sql`select count(*)::int as n from credit_grants g
      where g.remaining <> (select coalesce(sum(l.delta), 0) from credit_ledger l where l.grant_id = g.id)`),
  ).toBe(0);
  expect(await count(sql`select count(*)::int as n from credit_grants where remaining < 0`)).toBe(0);
  // Every booking spent exactly one credit of its kind.
  expect(
    await count(sql`select count(*)::int as n from appointments a
      where (select count(*) from credit_ledger l where l.appointment_id = a.id and l.delta = -1 and l.kind = a.credit_kind) <> 1`),
  ).toBe(0);
  // No teacher teaches two classes at once, and no class has two rows for the same module and hour.
  expect(
    await count(
      sql`select count(*)::int as n from (select 1 from classes where teacher_id is not null group by teacher_id, start_at having count(*) > 1) d`,
    ),
  ).toBe(0);
  expect(await count(sql`select count(*)::int as n from (select 1 from classes group by module_id, start_at having count(*) > 1) d`)).toBe(
    0,
  );
}

describe('demo seed', () => {
  let first: Awaited<ReturnType<typeof seedDemo>>;

  it('seeds the catalogue, people and classes', async () => {
    first = await seedDemo(db, now);
    console.info(`seed on ${database.kind}: ${first.ms} ms, ${first.classes} classes, ${first.appointments} appointments`);
    expect(first.sections).toBe(6);
    expect(first.modules).toBe(36);
    expect(first.teachers).toBeGreaterThanOrEqual(7);
    expect(first.students).toBeGreaterThanOrEqual(21);
    expect(first.classes).toBeGreaterThanOrEqual(300);
    expect(first.classes).toBeLessThanOrEqual(600);

    const perModule = await queryRows<{ code: string; level: string; n: number }>(
      db,
      sql`select m.code, m.cefr_level_name as level, count(l.id)::int as n from modules m left join lessons l on l.module_id = m.id group by m.code, m.cefr_level_name`,
    );
    for (const m of perModule) {
      const minimum = m.level === 'A1' ? 12 : m.code.startsWith('EN-') ? 6 : 4;
      expect(m.n, m.code).toBeGreaterThanOrEqual(minimum);
    }
    // A1 lessons are real: three outcomes, a description, an orientation first and chapter checks.
    expect(
      await count(sql`select count(*)::int as n from lessons l join modules m on m.id = l.module_id
        where m.cefr_level_name = 'A1' and (cardinality(l.learning_outcomes) <> 3 or length(l.description) < 60)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from lessons l join modules m on m.id = l.module_id
        where m.cefr_level_name = 'A1' and l.number = 1 and l.type = 'orientation'`),
    ).toBe(6);
  });

  it('schedules classes on round Berlin hours over the past two weeks and the next four', async () => {
    expect(
      await count(sql`select count(*)::int as n from classes where extract(minute from start_at at time zone 'Europe/Berlin') <> 0
        or extract(hour from start_at at time zone 'Europe/Berlin') not between 7 and 21 or end_at - start_at <> interval '60 minutes'`),
    ).toBe(0);
    const iso = (d: Date) => d.toISOString();
    expect(await count(sql`select count(*)::int as n from classes where start_at < ${iso(now)}::timestamptz`)).toBeGreaterThan(50);
    expect(await count(sql`select count(*)::int as n from classes where start_at >= ${iso(now)}::timestamptz`)).toBeGreaterThan(150);
    expect(
      await count(sql`select count(*)::int as n from classes
        where (start_at < ${iso(new Date(now.getTime() - 15 * DAY))}::timestamptz
            -- the demo teacher's last month, kept so that her invoice of last month exists
            and uid not in (select c.uid from classes c join users u on u.id = c.teacher_id where u.email = 'teacher@example.com'))
          or start_at > ${iso(new Date(now.getTime() + 29 * DAY))}::timestamptz`),
    ).toBe(0);
    // Past classes ended; upcoming ones are active, some still waiting for a teacher...
    // ...except three of the demo teacher's latest classes, left open so that she has logs to write.
    expect(
      await count(sql`select count(*)::int as n from classes c where c.end_at <= ${iso(now)}::timestamptz and c.status = 'active'
        and not exists (select 1 from users u where u.id = c.teacher_id and u.email = 'teacher@example.com'
          and c.end_at > ${iso(new Date(now.getTime() - 20 * 3_600_000))}::timestamptz)`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from classes where start_at > ${iso(now)}::timestamptz and status <> 'active'`)).toBe(
      0,
    );
    expect(
      await count(sql`select count(*)::int as n from classes where start_at > ${iso(now)}::timestamptz and teacher_id is null`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from classes where teacher_id is not null and confirmed_at is null`)).toBe(0);
    for (const type of ['group', 'individual', 'trial']) {
      expect(await count(sql`select count(*)::int as n from classes where type = ${type}`), type).toBeGreaterThan(0);
    }
    for (const status of ['completed', 'no_students']) {
      expect(await count(sql`select count(*)::int as n from classes where status = ${status}`), status).toBeGreaterThan(0);
    }
  });

  it('keeps the database invariants', expectInvariants);

  it('respects teacher states', async () => {
    const teacherClasses = (email: string, extra: SQL = sql`true`) =>
      count(sql`select count(*)::int as n from classes c join users u on u.id = c.teacher_id where u.email = ${email} and ${extra}`);
    expect(await teacherClasses('daniel.ortega@example.com')).toBe(0); // not onboarded
    expect(await teacherClasses('emily.carter@example.com', sql`c.type <> 'individual'`)).toBe(0); // private only
    expect(await teacherClasses('teacher@example.com')).toBeGreaterThan(20);
    expect(
      await teacherClasses(
        'lucia.fernandez@example.com',
        sql`exists (select 1 from teacher_profiles p where p.user_id = u.id
        and c.start_at >= p.paused_from and c.start_at < p.paused_until)`,
      ),
    ).toBe(0);
  });

  it('gives the demo student a useful calendar and working credentials', async () => {
    const demo = await one<{ id: string; password_hash: string; email_verified_at: Date | null }>(
      sql`select id, password_hash, email_verified_at from users where email = 'student@example.com'`,
    );
    expect(demo.email_verified_at).not.toBeNull();
    expect(await verify(demo.password_hash, DEMO_PASSWORD)).toBe(true);
    const iso = (d: Date) => d.toISOString();
    const booked = (where: SQL) =>
      count(sql`select count(*)::int as n from appointments a join classes c on c.id = a.class_id
        where a.student_id = ${demo.id} and a.status = 'booked' and ${where}`);
    expect(await booked(sql`c.start_at > ${iso(now)}::timestamptz`)).toBeGreaterThanOrEqual(3);
    expect(
      await booked(sql`c.start_at > ${iso(now)}::timestamptz and c.start_at < ${iso(new Date(now.getTime() + 2 * DAY))}::timestamptz`),
    ).toBeGreaterThan(0);
    // Next week: Monday 30 March to Sunday 5 April 2026.
    expect(
      await booked(sql`c.start_at >= '2026-03-29T22:00:00Z'::timestamptz and c.start_at < '2026-04-05T22:00:00Z'::timestamptz`),
    ).toBeGreaterThan(0);
    expect(await booked(sql`a.attendance = 'attended' and c.status = 'completed'`)).toBeGreaterThanOrEqual(5);
    const credits = await one<{ group: number; private: number }>(
      sql`select coalesce(sum(remaining) filter (where kind = 'group'), 0)::int as "group",
        coalesce(sum(remaining) filter (where kind = 'private'), 0)::int as "private"
        from credit_grants where student_id = ${demo.id} and expires_at > ${iso(now)}::timestamptz`,
    );
    expect(credits.group).toBeGreaterThan(0);
    expect(credits.private).toBeGreaterThan(0);
    const guest = await one<{ is_guest: boolean; password_hash: string | null }>(
      sql`select is_guest, password_hash from users where email = 'guest.checkout@example.com'`,
    );
    expect(guest).toEqual({ is_guest: true, password_hash: null });
    expect(await count(sql`select count(*)::int as n from users where email_verified_at is null and not is_guest`)).toBe(1);
  });

  it('changes nothing when run again the same day', async () => {
    const before = await fingerprint();
    const again = await seedDemo(db, new Date(now.getTime() + 60_000));
    expect(again.added).toEqual({ users: 0, creditGrants: 0, classes: 0, appointments: 0 });
    expect(await fingerprint()).toEqual(before);
  });

  it('adds only the newly uncovered days when run on a later day', async () => {
    const before = await fingerprint();
    const later = new Date(now.getTime() + 3 * DAY);
    const rerun = await seedDemo(db, later);
    expect(rerun.added.users).toBe(0);
    expect(rerun.added.classes).toBeGreaterThan(0);
    expect(rerun.added.classes).toBeLessThan(60);
    const after = await fingerprint();
    expect(after.lessons).toBe(before.lessons);
    expect(after.grants).toBe(before.grants);
    expect(await count(sql`select count(*)::int as n from (select uid from classes group by uid having count(*) > 1) d`)).toBe(0);
    await expectInvariants();
    expect((await seedDemo(db, later)).added).toEqual({ users: 0, creditGrants: 0, classes: 0, appointments: 0 });
  });
});
