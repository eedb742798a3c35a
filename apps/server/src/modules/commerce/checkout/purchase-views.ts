import type { CreditKind } from '@parla/domain';
import type { Currency, DisplayLocale, PaymentStatus, ProductType, PurchaseStatus, TransactionKind } from '@parla/contracts';
import { withdrawalEndsAt } from '@parla/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { studentSubject } from '../../flags/flags.service.ts';
import { coupons, sections, sprints, transactions } from '../../../db/schema/index.ts';
import {
  type MoneyView,
  type PackageView,
  type SectionRef,
  type SprintView,
  money,
  packageById,
  sprintView,
} from '../store/catalogue.service.ts';
import { type CouponView, toCouponView } from './coupons.service.ts';
import type { PurchaseRow } from './fulfilment.ts';
import type { TransactionRow } from '../shared/commerce-queries.ts';
import { type AgreementView, agreementsFor, cardRequiredForTrial, lastTransactionOfPurchase } from './purchase.service.ts';
import { variantById } from '../shared/commerce-queries.ts';

export interface TransactionView {
  id: string;
  kind: TransactionKind;
  paymentStatus: PaymentStatus;
  currency: Currency;
  amount: MoneyView;
  discount: MoneyView;
  createdAt: Date;
  errorCode: string | null;
  errorMessage: string | null;
  paymentMethodId: string | null;
}

export const toTransactionView = (t: TransactionRow): TransactionView => ({
  id: t.id,
  kind: t.kind as TransactionKind,
  paymentStatus: t.status as PaymentStatus,
  currency: t.currency as Currency,
  amount: money(t.amountCents, t.currency as Currency),
  discount: money(t.discountCents, t.currency as Currency),
  createdAt: t.createdAt,
  errorCode: t.errorCode,
  errorMessage: t.errorMessage,
  paymentMethodId: t.paymentMethodId,
});

export interface NextActionView {
  type: 'authenticate' | 'paypal_approval';
  reference: string;
  message: string;
}

export interface PurchaseView {
  id: string;
  studentId: string;
  type: ProductType;
  status: PurchaseStatus;
  displayName: string;
  package: PackageView;
  privateCredits: number;
  groupCredits: number;
  isSubscription: boolean;
  withTrial: boolean;
  trialCreditKind: CreditKind | null;
  canUseCoupon: boolean;
  coupons: CouponView[];
  currency: Currency;
  subtotal: MoneyView;
  discount: MoneyView;
  total: MoneyView;
  chargeTotal: MoneyView;
  referralDiscount: MoneyView | null;
  agreements: AgreementView[];
  validityInterval: string;
  recurrenceInterval: string | null;
  lastTransaction: TransactionView | null;
  nextAction: NextActionView | null;
  sprint: SprintView | null;
  subscriptionId: string | null;
  newSection: SectionRef | null;
  cardRequired: boolean;
  createdAt: Date;
  completedAt: Date | null;
  canWithdraw: boolean;
  withdrawalEndsAt: Date | null;
}

/** `locale`: the reader's display language, for the package's name and texts (issue 21). */
export async function purchaseView(app: FastifyInstance, row: PurchaseRow, now: Date, locale: DisplayLocale = 'en'): Promise<PurchaseView> {
  const db = app.db;
  const currency = row.currency as Currency;
  const variant = await variantById(db, row.variantId).catch(() => null);
  const pkg = await packageById(db, row.variantId, currency, { studentId: row.studentId, now, locale });
  const last = await lastTransactionOfPurchase(db, row.id);
  const [coupon] = row.couponId ? await db.select().from(coupons).where(eq(coupons.id, row.couponId)) : [];
  const [sprint] = row.sprintId ? await db.select().from(sprints).where(eq(sprints.id, row.sprintId)) : [];
  const [section] = row.sectionId
    ? await db.select({ id: sections.id, slug: sections.slug, name: sections.name }).from(sections).where(eq(sections.id, row.sectionId))
    : [];
  const sprintSection = sprint
    ? (
        await db
          .select({ id: sections.id, slug: sections.slug, name: sections.name })
          .from(sections)
          .where(eq(sections.id, sprint.sectionId))
      )[0]
    : null;
  const withdrawalEnd = row.paidAt ? withdrawalEndsAt(row.paidAt) : null;
  const lastView = last ? toTransactionView(last) : null;
  return {
    id: row.id,
    studentId: row.studentId,
    type: row.type as ProductType,
    status: row.status as PurchaseStatus,
    displayName: pkg.displayName,
    package: pkg,
    privateCredits: pkg.privateCredits,
    groupCredits: pkg.groupCredits,
    isSubscription: pkg.isSubscription,
    withTrial: row.withTrial,
    trialCreditKind: row.trialCreditKind as CreditKind | null,
    canUseCoupon: variant?.canUseCoupon ?? false,
    coupons: coupon ? [toCouponView(coupon)] : [],
    currency,
    subtotal: money(row.subtotalCents, currency),
    discount: money(row.discountCents, currency),
    total: money(row.totalCents, currency),
    chargeTotal: money(row.chargeTotalCents, currency),
    referralDiscount: row.referralDiscountCents > 0 ? money(row.referralDiscountCents, currency) : null,
    agreements: variant ? agreementsFor(variant, row.withTrial) : [],
    validityInterval: 'P1Y',
    recurrenceInterval: variant?.recurrenceWeeks ? `P${variant.recurrenceWeeks}W` : null,
    lastTransaction: lastView,
    nextAction:
      row.status === 'requires_action' && row.nextActionReference
        ? {
            type: row.nextActionType === 'paypal_approval' ? 'paypal_approval' : 'authenticate',
            reference: row.nextActionReference,
            message: row.nextActionType === 'paypal_approval' ? 'Approve the payment in PayPal.' : 'Confirm the payment with your bank.',
          }
        : null,
    sprint: sprint && sprintSection ? sprintView(sprint, sprintSection, now, 'Europe/Berlin') : null,
    subscriptionId: row.subscriptionId,
    newSection: section ?? null,
    cardRequired: row.withTrial ? await cardRequiredForTrial(app, studentSubject(row.studentId)) : true,
    createdAt: row.createdAt,
    completedAt: row.paidAt,
    canWithdraw: row.status === 'succeeded' && row.chargeTotalCents > 0 && !row.withdrawnAt && !!withdrawalEnd && withdrawalEnd > now,
    withdrawalEndsAt: withdrawalEnd,
  };
}

/** The student's latest charge (001 §7 /api/transactions/last): the payment banners read it. */
export async function lastTransactionOfStudent(db: Db | Tx, studentId: string): Promise<TransactionView | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.studentId, studentId), inArray(transactions.kind, ['charge', 'verification'])))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  return row ? toTransactionView(row) : null;
}

export async function transactionById(db: Db | Tx, id: string): Promise<TransactionView | null> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row ? toTransactionView(row) : null;
}
