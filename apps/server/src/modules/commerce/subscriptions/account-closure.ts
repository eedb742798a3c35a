import { type CreditKind, DEFAULT_CLASS_CONFIG, cancellationOutcome } from '@parla/domain';
import { and, eq, gt, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { appointments, classes, creditGrants, subscriptions } from '../../../db/schema/index.ts';
import { cancelClassesForPlan } from '../credits/class-cancellations.ts';
import { balance } from '../credits/credits.service.ts';
import { currentSubscription, nextSubscription } from '../shared/commerce-queries.ts';
import { endSubscription } from './subscription-billing.ts';

/** What closing the account ends, in the student's own numbers (the close-account page shows it). */
export interface ClosureConsequences {
  /** The running plan, ended on closing (a paid period is not refunded: decision 057). */
  subscription: { status: string; paidUntil: Date | null } | null;
  /** A plan waiting to start, deleted on closing. */
  hasNextSubscription: boolean;
  classes: { total: number; refunded: number; lost: number };
  /** Every credit the account would hold after the refunds: all of it is lost. */
  creditsLost: { group: number; private: number };
}

/** The refund rule of a student's own cancellation (001 §9), applied to each future class. */
const refundsOnClosing = (now: Date) => (startAt: Date, bookedAt: Date) =>
  cancellationOutcome({ createdAt: bookedAt }, { startAt }, now, DEFAULT_CLASS_CONFIG).refund;

export async function closureConsequences(db: Db | Tx, studentId: string, now: Date): Promise<ClosureConsequences> {
  const [current, next, credits] = [
    await currentSubscription(db, studentId),
    await nextSubscription(db, studentId),
    await balance(db, studentId, now),
  ];
  const booked = await db
    .select({ startAt: classes.startAt, bookedAt: appointments.createdAt, kind: appointments.creditKind })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(and(eq(appointments.studentId, studentId), eq(appointments.status, 'booked'), gte(classes.startAt, now)));
  const refund = refundsOnClosing(now);
  const lost = { group: credits.group, private: credits.private };
  let refunded = 0;
  for (const row of booked) {
    if (!refund(row.startAt, row.bookedAt)) continue;
    refunded += 1;
    lost[row.kind as CreditKind] += 1;
  }
  return {
    subscription: current ? { status: current.status, paidUntil: current.currentPeriodEnd ?? current.trialEndsAt } : null,
    hasNextSubscription: next !== null,
    classes: { total: booked.length, refunded, lost: booked.length - refunded },
    creditsLost: lost,
  };
}

/**
 * Ends everything commercial of a closing account inside the caller's transaction: future
 * classes are cancelled with the usual refund rule (seats freed, refunds on the ledger), a
 * waiting plan is deleted, the running one ends now (the subscription lifecycle's own end,
 * which expires the credits), and any credit left outside a plan expires now too.
 */
export async function endCommerceOfClosingAccount(app: FastifyInstance, tx: Tx, studentId: string, now: Date): Promise<number> {
  const cancelled = await cancelClassesForPlan(tx, {
    studentId,
    from: now,
    to: null,
    cause: 'account_closed',
    refund: refundsOnClosing(now),
    now,
  });
  const next = await nextSubscription(tx, studentId, true);
  if (next) await tx.update(subscriptions).set({ status: 'deleted', endedAt: now }).where(eq(subscriptions.id, next.id));
  const current = await currentSubscription(tx, studentId, true);
  if (current) await endSubscription(app, tx, current, now, { reason: 'account_closed' });
  await tx
    .update(creditGrants)
    .set({ expiresAt: now })
    .where(and(eq(creditGrants.studentId, studentId), gt(creditGrants.expiresAt, now), gt(creditGrants.remaining, 0)));
  return cancelled;
}
