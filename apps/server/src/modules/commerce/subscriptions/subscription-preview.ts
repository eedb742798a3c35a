import { INPUT_MESSAGES } from '@parla/contracts';
import type { Currency } from '@parla/contracts';
import {
  COMMERCE_CONFIG,
  type BookedSeat,
  type CreditKind,
  DomainError,
  cancellationEndsAt,
  type MembershipConsequences,
  NO_CONSEQUENCES,
  ValidationError,
  membershipEndConsequences,
  notFound,
  pauseCancellationRefunds,
  pauseConsequences,
  percentOf,
  planPause,
  quotePurchase,
  withdrawalRefund,
} from '@parla/domain';
import { and, eq, gt, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { appointments, classes, creditGrants, creditLedger, purchases, transactions } from '../../../db/schema/index.ts';
import { type SubscriptionRow, currentSubscription, isUuid, nextSubscription, priceOf, variantById } from '../shared/commerce-queries.ts';
import { type MoneyView, money } from '../store/catalogue.service.ts';
import { pauseFactsOf, subscriptionById, subscriptionFacts } from './subscription-views.ts';

const DAY_MS = 86_400_000;

/** The membership changes whose cost a dialog shows before the student confirms (one preview for all). */
export const PREVIEW_ACTIONS = ['cancel', 'pause', 'rollover', 'change', 'delay', 'delete_next', 'withdraw'] as const;
export type PreviewAction = (typeof PREVIEW_ACTIONS)[number];

export interface PreviewRequest {
  action: PreviewAction;
  dateFrom?: Date | null;
  dateTo?: Date | null;
  variantId?: string | null;
  startsAt?: Date | null;
}

export interface ActionPreview extends MembershipConsequences {
  action: PreviewAction;
  /** When the change takes effect (the plan ends, the pause starts, the new plan starts). */
  effectiveAt: Date;
  /** The day the (current) membership ends, when the change ends it. */
  membershipEndsAt: Date | null;
  /** The next payment after the change, if any. */
  nextPaymentDate: Date | null;
  /** What is charged and when (roll over: now; change, delay, delete next: at the next payment). */
  charge: MoneyView | null;
  /** The money that comes back (withdrawal). */
  refund: MoneyView | null;
  /** A next plan the change deletes. */
  nextPlanDeleted: boolean;
}

/**
 * What a lifecycle change would do, computed from the same rules and data the change itself
 * uses (001 §4, §9, decision 020), without changing anything. Refuses what the change would
 * refuse, with the same code.
 */
export async function previewSubscriptionAction(
  app: FastifyInstance,
  studentId: string,
  subscriptionId: string,
  request: PreviewRequest,
): Promise<ActionPreview> {
  const db = app.db;
  const now = app.clock.now();
  const sub = isUuid(subscriptionId) ? await subscriptionById(db, subscriptionId) : null;
  if (!sub || sub.studentId !== studentId) throw notFound();
  const currency = sub.currency as Currency;
  const base = {
    action: request.action,
    membershipEndsAt: null,
    nextPaymentDate: null,
    charge: null,
    refund: null,
    nextPlanDeleted: false,
  };

  switch (request.action) {
    case 'cancel': {
      if (!['active', 'past_due', 'pending'].includes(sub.status)) throw new DomainError('changes_not_saved');
      const endsAt = cancellationEndsAt(sub, now);
      const next = await nextSubscription(db, studentId, true);
      const consequences = membershipEndConsequences({ ...(await holdings(db, studentId, now)), endsAt, now });
      return { ...base, ...consequences, effectiveAt: endsAt, membershipEndsAt: endsAt, nextPlanDeleted: !!next };
    }
    case 'pause': {
      if (!request.dateFrom || !request.dateTo) throw new ValidationError([{ field: 'dateFrom', message: INPUT_MESSAGES.fillOut }]);
      const from = request.dateFrom;
      const to = request.dateTo;
      const plan = planPause(
        subscriptionFacts(sub, await pauseFactsOf(db, sub.id), false),
        { from, to, acceptClassCancellation: true },
        now,
      );
      const { booked } = await holdings(db, studentId, now);
      const consequences = pauseConsequences({ booked, from, to, now, refunds: (startAt) => pauseCancellationRefunds(startAt, now) });
      const nextPaymentDate = sub.currentPeriodEnd ? new Date(sub.currentPeriodEnd.getTime() + plan.shiftMs) : null;
      return { ...base, ...consequences, effectiveAt: from, nextPaymentDate };
    }
    case 'rollover':
    case 'change': {
      if (!request.variantId) throw new ValidationError([{ field: 'variantId', message: INPUT_MESSAGES.planRequired }]);
      const variant = await variantById(db, request.variantId);
      if (sub.type !== 'monthly' || variant.planType !== 'monthly') throw new DomainError('subscription_not_eligible');
      const charge = await planCharge(db, variant.id, currency, sub.discountPercent);
      if (request.action === 'rollover') {
        const next = await nextSubscription(db, studentId, true);
        return {
          ...base,
          ...NO_CONSEQUENCES,
          effectiveAt: now,
          membershipEndsAt: now,
          nextPaymentDate: new Date(now.getTime() + COMMERCE_CONFIG.periodDays * DAY_MS),
          charge,
          nextPlanDeleted: !!next,
        };
      }
      if (sub.status !== 'active' || sub.endsAt || !sub.currentPeriodEnd) throw new DomainError('subscription_not_eligible');
      return {
        ...base,
        ...NO_CONSEQUENCES,
        effectiveAt: sub.currentPeriodEnd,
        membershipEndsAt: sub.currentPeriodEnd,
        nextPaymentDate: sub.currentPeriodEnd,
        charge,
      };
    }
    case 'delay': {
      if (sub.status !== 'waiting') throw new DomainError('changes_not_saved');
      if (!request.startsAt || request.startsAt <= now) {
        throw new ValidationError([{ field: 'startsAt', message: INPUT_MESSAGES.dateInFuture }]);
      }
      const current = await currentSubscription(db, studentId);
      return {
        ...base,
        ...NO_CONSEQUENCES,
        effectiveAt: request.startsAt,
        membershipEndsAt: current?.endsAt ?? sub.originalStartsAt ?? sub.startsAt,
        nextPaymentDate: request.startsAt,
        charge: money(sub.priceCents - percentOf(sub.priceCents, sub.discountPercent), currency),
      };
    }
    case 'delete_next': {
      if (sub.status !== 'waiting') throw new DomainError('changes_not_saved');
      const current = await currentSubscription(db, studentId);
      if (current?.status === 'cancelled' && current.endReason === 'changed' && current.endsAt && current.endsAt > now) {
        // The current plan ended only because of the change: it keeps renewing instead.
        return {
          ...base,
          ...NO_CONSEQUENCES,
          effectiveAt: now,
          nextPaymentDate: current.currentPeriodEnd,
          charge: money(current.priceCents - percentOf(current.priceCents, current.discountPercent), currency),
        };
      }
      const endsAt = current?.endsAt ?? null;
      if (!endsAt) return { ...base, ...NO_CONSEQUENCES, effectiveAt: now };
      const consequences = membershipEndConsequences({ ...(await holdings(db, studentId, now)), endsAt, now });
      // Classes after the end are cancelled when the plan ends, not by deleting the next one.
      return { ...base, ...consequences, effectiveAt: now, membershipEndsAt: endsAt };
    }
    case 'withdraw':
      return withdrawPreview(db, sub, now, base);
  }
}

/** The price of a plan for the student's currency, less the subscription's lasting discount. */
async function planCharge(db: Db, variantId: string, currency: Currency, discountPercent: number): Promise<MoneyView> {
  const subtotalCents = await priceOf(db, variantId, currency);
  const quote = quotePurchase({ subtotalCents, currency, couponDiscountCents: percentOf(subtotalCents, discountPercent) });
  return money(quote.totalCents, currency);
}

/** The credits a student holds now and the classes they have booked and not yet taken. */
async function holdings(db: Db, studentId: string, now: Date) {
  const grants = await db
    .select({ kind: creditGrants.kind, remaining: creditGrants.remaining, expiresAt: creditGrants.expiresAt })
    .from(creditGrants)
    .where(and(eq(creditGrants.studentId, studentId), gt(creditGrants.remaining, 0), gt(creditGrants.expiresAt, now)));
  const booked = await bookedSeats(db, studentId, now);
  return { grants: grants.map((g) => ({ ...g, kind: g.kind as CreditKind })), booked };
}

async function bookedSeats(db: Db, studentId: string, now: Date, grantIds?: string[]): Promise<BookedSeat[]> {
  const rows = await db
    .select({
      id: appointments.id,
      kind: appointments.creditKind,
      startAt: classes.startAt,
      endAt: classes.endAt,
      grantId: creditLedger.grantId,
    })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .leftJoin(creditLedger, and(eq(creditLedger.appointmentId, appointments.id), eq(creditLedger.reason, 'booking')))
    .where(
      and(
        eq(appointments.studentId, studentId),
        eq(appointments.status, 'booked'),
        gte(classes.startAt, now),
        grantIds ? inArray(creditLedger.grantId, grantIds) : undefined,
      ),
    );
  return rows.map((r) => ({ kind: r.kind as CreditKind, startAt: r.startAt, endAt: r.endAt, paid: r.grantId !== null }));
}

/** Withdrawal (001 §9): the plan ends now, future classes are cancelled, the money back minus the classes taken. */
async function withdrawPreview(
  db: Db,
  sub: SubscriptionRow,
  now: Date,
  base: Omit<ActionPreview, keyof MembershipConsequences | 'effectiveAt'>,
): Promise<ActionPreview> {
  const [purchase] = sub.purchaseId ? await db.select().from(purchases).where(eq(purchases.id, sub.purchaseId)) : [];
  if (purchase?.status !== 'succeeded' || !purchase.paidAt) throw new DomainError('changes_not_saved');
  const [charge] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchase.id), eq(transactions.kind, 'charge'), eq(transactions.status, 'succeeded')));
  if (!charge) throw new DomainError('changes_not_saved');
  const sourceRef =
    charge.subscriptionId && charge.periodStart
      ? `sub:${charge.subscriptionId}:${charge.periodStart.toISOString()}`
      : `purchase:${purchase.id}`;
  const grants = await db
    .select()
    .from(creditGrants)
    .where(and(eq(creditGrants.sourceRef, sourceRef), eq(creditGrants.source, 'purchase')));
  // Future classes paid from these credits give them back before what was taken is counted.
  const comingBack =
    grants.length > 0
      ? (
          await bookedSeats(
            db,
            sub.studentId,
            now,
            grants.map((g) => g.id),
          )
        ).length
      : 0;
  const creditsBought = grants.reduce((n, g) => n + g.amount, 0);
  const creditsTaken = grants.reduce((n, g) => n + (g.amount - g.remaining), 0) - comingBack;
  const { refundCents } = withdrawalRefund({ paidCents: charge.amountCents, paidAt: purchase.paidAt, creditsBought, creditsTaken }, now);
  const consequences = membershipEndConsequences({ ...(await holdings(db, sub.studentId, now)), endsAt: now, now });
  return {
    ...base,
    ...consequences,
    effectiveAt: now,
    membershipEndsAt: now,
    refund: money(refundCents, charge.currency as Currency),
  };
}
