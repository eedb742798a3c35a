import type { CancelReason, Currency, PauseStatus, PlanType, SubscriptionDisplayState, SubscriptionStatus } from '@parla/contracts';
import {
  type PauseFacts,
  type SubscriptionCapabilities,
  type SubscriptionFacts,
  pauseAt,
  subscriptionCapabilities,
  subscriptionDisplayState,
  upcomingPause,
  withdrawalEndsAt,
} from '@parla/domain';
import type { CreditKind } from '@parla/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { purchases, subscriptionPauses, subscriptions, transactions } from '../../../db/schema/index.ts';
import { type SubscriptionRow, currentSubscription, latestEndedSubscription, nextSubscription } from '../shared/commerce-queries.ts';
import { renewalAmount } from './subscription-billing.ts';

export interface PauseView {
  id: string;
  status: PauseStatus;
  dateFrom: Date;
  dateTo: Date;
  numberOfDays: number;
  endDate: Date;
  unpauseDate: Date;
}

export interface SubscriptionView extends SubscriptionCapabilities {
  id: string;
  row: SubscriptionRow;
  type: PlanType;
  status: SubscriptionStatus;
  displayState: SubscriptionDisplayState;
  variantId: string;
  isInTrial: boolean;
  trialEndsAt: Date | null;
  trialCreditKind: CreditKind | null;
  activatedAt: Date | null;
  startsAt: Date;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  nextPaymentDate: Date | null;
  expiresAt: Date | null;
  price: { amount: number; currency: Currency };
  couponId: string | null;
  paymentMethodId: string | null;
  pause: PauseView | null;
  pauses: PauseView[];
  sprintId: string | null;
  cancelledAt: Date | null;
  cancelReasons: CancelReason[];
  originalStartsAt: Date | null;
  /** The purchase the subscription was bought with (what a withdrawal refunds). */
  purchaseId: string | null;
  canWithdraw: boolean;
}

export async function pauseRowsOf(db: Db | Tx, subscriptionId: string) {
  return db
    .select()
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPauses.startsAt));
}

export async function pauseFactsOf(db: Db | Tx, subscriptionId: string): Promise<PauseFacts[]> {
  return (await pauseRowsOf(db, subscriptionId)).map((p) => ({ status: p.status as PauseStatus, startsAt: p.startsAt, endsAt: p.endsAt }));
}

export function subscriptionFacts(
  row: SubscriptionRow,
  pauses: PauseFacts[],
  hasActionableCharge: boolean,
  currentHasEnded = false,
): SubscriptionFacts {
  return {
    status: row.status as SubscriptionStatus,
    type: row.type as PlanType,
    startsAt: row.startsAt,
    trialEndsAt: row.trialEndsAt,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    endsAt: row.endsAt,
    originalStartsAt: row.originalStartsAt,
    pauses,
    hasActionableCharge,
    currentHasEnded,
  };
}

function pauseView(p: Awaited<ReturnType<typeof pauseRowsOf>>[number]): PauseView {
  return {
    id: p.id,
    status: p.status as PauseStatus,
    dateFrom: p.startsAt,
    dateTo: p.plannedEndsAt,
    numberOfDays: Math.round((p.plannedEndsAt.getTime() - p.startsAt.getTime()) / 86_400_000),
    endDate: p.endsAt,
    unpauseDate: p.endsAt,
  };
}

export async function subscriptionView(
  db: Db | Tx,
  row: SubscriptionRow,
  now: Date,
  context: { hasNext: boolean; currentHasEnded?: boolean },
): Promise<SubscriptionView> {
  const pauseRows = await pauseRowsOf(db, row.id);
  const pauses = pauseRows.map((p) => ({ status: p.status as PauseStatus, startsAt: p.startsAt, endsAt: p.endsAt }));
  const actionable = ['past_due', 'pending', 'suspended'].includes(row.status)
    ? (
        await db
          .select({ status: transactions.status })
          .from(transactions)
          .where(
            and(eq(transactions.subscriptionId, row.id), eq(transactions.kind, 'charge'), inArray(transactions.status, ['processing'])),
          )
          .limit(1)
      ).length === 0
    : false;
  const facts = subscriptionFacts(row, pauses, actionable, context.currentHasEnded);
  const caps = subscriptionCapabilities(facts, now, { hasNext: context.hasNext });
  const current = pauseAt(pauses, now) ?? upcomingPause(pauses, now);
  const currentRow = current
    ? pauseRows.find((p) => p.startsAt.getTime() === current.startsAt.getTime() && p.status !== 'cancelled')
    : null;
  const renewing =
    ['active', 'past_due', 'pending', 'trial'].includes(row.status) &&
    (!row.endsAt || (row.currentPeriodEnd !== null && row.endsAt > row.currentPeriodEnd));
  const [first] = row.purchaseId ? await db.select().from(purchases).where(eq(purchases.id, row.purchaseId)) : [];
  const canWithdraw = !!first?.paidAt && first.chargeTotalCents > 0 && !first.withdrawnAt && withdrawalEndsAt(first.paidAt) > now;
  return {
    ...caps,
    id: row.id,
    row,
    type: row.type as PlanType,
    status: row.status as SubscriptionStatus,
    displayState: subscriptionDisplayState(facts, now),
    variantId: row.variantId,
    isInTrial: row.status === 'trial' || (row.status === 'cancelled' && row.trialEndsAt !== null && row.trialEndsAt > now),
    trialEndsAt: row.trialEndsAt,
    trialCreditKind: row.trialCreditKind as CreditKind | null,
    activatedAt: row.activatedAt,
    startsAt: row.startsAt,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    nextPaymentDate: renewing
      ? row.status === 'trial'
        ? row.trialEndsAt
        : row.status === 'past_due'
          ? row.nextRetryAt
          : row.currentPeriodEnd
      : null,
    expiresAt: row.endsAt,
    price: { amount: renewalAmount(row).amountCents, currency: row.currency as Currency },
    couponId: row.couponId,
    paymentMethodId: row.paymentMethodId,
    pause: currentRow ? pauseView(currentRow) : null,
    pauses: pauseRows.map(pauseView),
    sprintId: row.sprintId,
    cancelledAt: row.cancelledAt,
    cancelReasons: row.cancelReasons as CancelReason[],
    originalStartsAt: row.originalStartsAt,
    purchaseId: row.purchaseId ?? null,
    canWithdraw,
  };
}

export interface SubscriptionsView {
  current: SubscriptionView | null;
  latest: SubscriptionView | null;
  next: SubscriptionView | null;
}

/** The membership page's three subscriptions (001 §3: current, latest and next). */
export async function subscriptionsOf(db: Db | Tx, studentId: string, now: Date): Promise<SubscriptionsView> {
  const [current, next, latest] = await Promise.all([
    currentSubscription(db, studentId),
    nextSubscription(db, studentId),
    latestEndedSubscription(db, studentId),
  ]);
  return {
    current: current ? await subscriptionView(db, current, now, { hasNext: !!next }) : null,
    next: next ? await subscriptionView(db, next, now, { hasNext: false, currentHasEnded: !current }) : null,
    latest: latest ? await subscriptionView(db, latest, now, { hasNext: !!next || !!current }) : null,
  };
}

export async function subscriptionById(db: Db | Tx, subscriptionId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row ?? null;
}
