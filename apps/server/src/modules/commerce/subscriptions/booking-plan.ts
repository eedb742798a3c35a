import { type PauseInterval, type SprintSnapshot, type SubscriptionSnapshot, assertTimezoneChangeAllowed } from '@parla/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { sprints, subscriptionPauses } from '../../../db/schema/index.ts';
import { type SubscriptionRow, currentSubscription, latestEndedSubscription } from '../shared/commerce-queries.ts';

export interface BookingPlan {
  /** The plan running now (trial, paid, failing, cancelled until its end, suspended), as read. */
  current: SubscriptionRow | null;
  subscription: SubscriptionSnapshot | null;
  pauses: PauseInterval[];
  sprint: SprintSnapshot | null;
}

/**
 * What booking needs from the student's plan (001 §4, §5): when access ends, the trial
 * window, the scheduled pauses and the Sprint. Students who never had a subscription
 * (admin-granted credits, B2B) get no plan limits; after a plan ended, every later class is
 * refused (booking_after_subscription_expiry) until a new plan starts.
 */
export async function bookingPlan(db: Db | Tx, studentId: string): Promise<BookingPlan> {
  const current = await currentSubscription(db, studentId);
  if (!current) {
    const ended = await latestEndedSubscription(db, studentId);
    return {
      current: null,
      subscription: ended ? { endsAt: ended.endsAt ?? ended.endedAt ?? ended.createdAt } : null,
      pauses: [],
      sprint: null,
    };
  }
  // On the free trial (or a cancelled trial running out): classes only inside the 7 days.
  const inTrial =
    current.trialStartedAt !== null &&
    current.currentPeriodStart === null &&
    (current.status === 'trial' || current.status === 'cancelled');
  const pauses = await prepared(db, 'parla_booking_plan_pauses', (db) =>
    db
      .select({ from: subscriptionPauses.startsAt, to: subscriptionPauses.endsAt })
      .from(subscriptionPauses)
      .where(and(eq(subscriptionPauses.subscriptionId, sql.placeholder('subscriptionId')), ne(subscriptionPauses.status, 'cancelled'))),
  ).execute({ subscriptionId: current.id });
  let sprint: SprintSnapshot | null = null;
  if (current.type === 'marathon' && current.sprintId) {
    const [row] = await db.select().from(sprints).where(eq(sprints.id, current.sprintId));
    if (row) sprint = { startsAt: row.startsAt, endsAt: new Date(row.startsAt.getTime() + row.durationWeeks * 7 * 86_400_000) };
  }
  return {
    current,
    subscription: { endsAt: current.endsAt, freeTrialStartedAt: inTrial ? current.trialStartedAt : null },
    pauses: pauses.filter((p) => p.to > p.from),
    sprint,
  };
}

/** No time zone change during a Sprint (001 §5): identity's timezone update calls this before saving. */
export async function assertTimezoneChangeAllowedFor(db: Db | Tx, userId: string, now: Date): Promise<void> {
  const plan = await bookingPlan(db, userId);
  assertTimezoneChangeAllowed(plan.sprint, now);
}

/** For User.hasSubscription: a plan that runs now (trial, paid, failing, cancelled until its end). */
export async function hasRunningSubscription(db: Db | Tx, userId: string): Promise<boolean> {
  const current = await currentSubscription(db, userId);
  return current !== null && current.status !== 'suspended';
}
