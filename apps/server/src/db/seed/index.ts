import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../client.ts';
import { seedClasses } from './classes.ts';
import { seedTeacherBooking } from './teacher-booking.ts';
import { seedAvailability } from './availability.ts';
import { seedClassLogs } from './class-logs.ts';
import { seedTeacherPay } from './teacher-pay.ts';
import { seedTeacherAccount } from './teacher-account.ts';
import { seedClassroom } from './classroom.ts';
import { seedCommerce } from './commerce.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedOnboarding } from './onboarding.ts';
import { seedPeople } from './people.ts';
import { seedCatalogue } from './sections-and-curricula.ts';
import { seedPractice } from './practice/seed-practice.ts';

export interface SeedSummary {
  sections: number;
  modules: number;
  lessons: number;
  users: number;
  teachers: number;
  students: number;
  classes: number;
  appointments: number;
  creditGrants: number;
  ledgerRows: number;
  /** What this run added; all zero on a rerun the same day. */
  added: { users: number; creditGrants: number; classes: number; appointments: number };
  ms: number;
}

/** Serialises concurrent seeders (several app nodes starting at once); same idea as the migration lock. */
const SEED_LOCK = 7_311_2027;

/**
 * The idempotent demo seed: safe to run at every start. Rows are keyed by natural keys
 * (slugs, module codes, e-mails, deterministic class uids) and inserted with ON CONFLICT DO
 * NOTHING, so a rerun changes nothing, except that a run on a later day adds the classes of
 * the days that have newly entered the four-week window. One transaction: all or nothing.
 */
export async function seedDemo(db: Db, now: Date, options: { log?: FastifyBaseLogger } = {}): Promise<SeedSummary> {
  const started = performance.now();
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const catalogue = await seedCatalogue(tx);
    const people = await seedPeople(tx, catalogue, now);
    const result = await seedClasses(tx, catalogue, people, now);
    await seedCommerce(tx, catalogue, people, now);
    await seedTeacherBooking(tx, catalogue, people, now);
    await seedAvailability(tx, catalogue, people, now);
    await seedClassLogs(tx, catalogue, people, now);
    await seedTeacherPay(tx, catalogue, people, now);
    await seedTeacherAccount(tx, catalogue, people, now);
    await seedClassroom(tx, catalogue, people, now);
    await seedOnboarding(tx, people, now);
    await seedDemoNotifications(tx, people, now);
    await seedPractice(tx, catalogue);
    return {
      users: people.usersInserted,
      creditGrants: people.grantsInserted,
      classes: result.classesInserted,
      appointments: result.appointmentsInserted,
    };
  });
  const [counts] = await queryRows<Record<keyof Omit<SeedSummary, 'added' | 'ms'>, number>>(
    db,
    sql`select
      (select count(*)::int from sections) as sections,
      (select count(*)::int from modules) as modules,
      (select count(*)::int from lessons) as lessons,
      (select count(*)::int from users) as users,
      (select count(*)::int from teacher_profiles) as teachers,
      (select count(*)::int from student_profiles) as students,
      (select count(*)::int from classes) as classes,
      (select count(*)::int from appointments) as appointments,
      (select count(*)::int from credit_grants) as "creditGrants",
      (select count(*)::int from credit_ledger) as "ledgerRows"`,
  );
  const summary: SeedSummary = { ...counts, added, ms: Math.round(performance.now() - started) };
  options.log?.debug({ seed: summary }, 'demo seed finished');
  return summary;
}
