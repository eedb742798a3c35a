import { CHECKLIST_ITEM_SLUGS, type ChecklistEvent, type ChecklistItemSlug, type OnboardingEvent } from '@parla/contracts';
import { COUNTS_AS_ATTENDED } from '../classes/counts-as-attended.ts';
import { type ChecklistFacts, type ChecklistState, onboardingChecklist } from '@parla/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, type Tx, queryRows } from '../../db/client.ts';
import { onboardingEvents } from '../../db/schema/index.ts';

/** Epoch milliseconds (float8 reads as a number on PGlite and node-postgres alike), or null. */
const ms = (expr: ReturnType<typeof sql>) => sql`(extract(epoch from (${expr})) * 1000)::float8`;
const eventAt = (studentId: string, event: OnboardingEvent) =>
  sql`(select e.occurred_at from onboarding_events e where e.student_id = ${studentId} and e.event = ${event})`;

type FactRow = Record<ChecklistItemSlug, number | null> & { dismissed: number | null };

/**
 * Each checklist item's first time, read from the tables that already tell (decision 071):
 * the verified e-mail, a finished placement test (or a level confirmed in onboarding), the
 * learning goals saved, a booking held (cancelled ones do not count), a class attended (the
 * teacher's log says so, or the class completed without one, as the booking rules count it),
 * and the onboarding events for the camera check and the first practice.
 */
async function factsOf(db: Db | Tx, studentId: string): Promise<{ facts: ChecklistFacts; dismissedAt: Date | null }> {
  const [row] = await queryRows<FactRow>(
    db,
    sql`select
      ${ms(sql`select u.email_verified_at from users u where u.id = ${studentId}`)} as "verify_email",
      ${ms(sql`select least(
        (select min(p.finished_at) from placement_attempts p where p.user_id = ${studentId} and p.state = 'finished'),
        ${eventAt(studentId, 'level_confirmed')})`)} as "find_your_level",
      ${ms(sql`select s.updated_at from student_profiles s where s.user_id = ${studentId} and cardinality(s.learning_goals) > 0`)} as "set_your_goal",
      ${ms(sql`select min(a.created_at) from appointments a where a.student_id = ${studentId} and a.status = 'booked'`)} as "book_first_class",
      ${ms(eventAt(studentId, 'camera_tested'))} as "test_your_camera",
      ${ms(sql`select min(c.end_at) from appointments a join classes c on c.id = a.class_id
        where a.student_id = ${studentId} and ${COUNTS_AS_ATTENDED}`)} as "attend_first_class",
      ${ms(eventAt(studentId, 'practice_tried'))} as "try_practice",
      ${ms(eventAt(studentId, 'checklist_dismissed'))} as "dismissed"`,
  );
  const date = (value: number | null | undefined) => (value === null || value === undefined ? null : new Date(Number(value)));
  const facts = Object.fromEntries(CHECKLIST_ITEM_SLUGS.map((slug) => [slug, date(row?.[slug])])) as ChecklistFacts;
  return { facts, dismissedAt: date(row?.dismissed) };
}

export interface ChecklistView extends ChecklistState {
  dismissedAt: Date | null;
}

/** The student's onboarding checklist as Today shows it. */
export async function onboardingChecklistOf(app: FastifyInstance, studentId: string): Promise<ChecklistView> {
  const { facts, dismissedAt } = await factsOf(app.db, studentId);
  return { ...onboardingChecklist(facts, dismissedAt, app.clock.now()), dismissedAt };
}

/** Records an event once (the first time stays); a repeat or a concurrent twin is a no-op. */
async function recordEvent(db: Db | Tx, studentId: string, event: OnboardingEvent, now: Date): Promise<void> {
  await db.insert(onboardingEvents).values({ studentId, event, occurredAt: now }).onConflictDoNothing();
}

/**
 * The hook other modules call when a student does a checklist thing no table records: the
 * practice module on a student's first practice submission (`practice_tried`), the onboarding
 * flow when a level is picked or confirmed without a test (`level_confirmed`). Safe to call
 * every time, inside the caller's transaction.
 */
export async function markChecklistEvent(db: Db | Tx, studentId: string, event: ChecklistEvent, now: Date): Promise<void> {
  await recordEvent(db, studentId, event, now);
}

/** The classroom's device check passed its camera test (diagnostics page, decision 071). */
export async function recordCameraTest(app: FastifyInstance, studentId: string): Promise<ChecklistView> {
  await recordEvent(app.db, studentId, 'camera_tested', app.clock.now());
  return onboardingChecklistOf(app, studentId);
}

/** Hides the checklist for good (remembered per student, on every device). */
export async function dismissOnboardingChecklist(app: FastifyInstance, studentId: string): Promise<ChecklistView> {
  await recordEvent(app.db, studentId, 'checklist_dismissed', app.clock.now());
  return onboardingChecklistOf(app, studentId);
}

export interface ProductTourView {
  /** Not finished or skipped yet: the student area starts it on the next page. */
  pending: boolean;
  finishedAt: Date | null;
}

export async function productTourOf(db: Db | Tx, studentId: string): Promise<ProductTourView> {
  const [row] = await db
    .select({ at: onboardingEvents.occurredAt })
    .from(onboardingEvents)
    .where(and(eq(onboardingEvents.studentId, studentId), eq(onboardingEvents.event, 'product_tour_finished')));
  return { pending: !row, finishedAt: row?.at ?? null };
}

/** Finished or skipped: either way it is not shown again by itself. */
export async function finishProductTour(app: FastifyInstance, studentId: string): Promise<ProductTourView> {
  await recordEvent(app.db, studentId, 'product_tour_finished', app.clock.now());
  return productTourOf(app.db, studentId);
}

/** From settings or support: the tour starts again on the next page. */
export async function restartProductTour(app: FastifyInstance, studentId: string): Promise<ProductTourView> {
  await app.db
    .delete(onboardingEvents)
    .where(and(eq(onboardingEvents.studentId, studentId), eq(onboardingEvents.event, 'product_tour_finished')));
  return productTourOf(app.db, studentId);
}
