import { type Currency, DECLINE_CODES, formatErrorMessage } from '@parla/contracts';
import { PAYMENT_LIMITS, type PaymentActivity, assertPaymentAllowed, shouldLockAccount } from '@parla/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { paymentLocks, transactions } from '../../../db/schema/index.ts';
import type { PaymentMethodRow, TransactionRow } from '../shared/commerce-queries.ts';
import type { PaymentIntent } from './processor.ts';
import { issueDocumentFor } from '../invoices/invoices.service.ts';
import { paymentProcessor } from './processor-registry.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The intent status as our transaction status. */
export const statusOf = (intent: PaymentIntent) => intent.status;

export async function paymentActivity(tx: Tx, studentId: string, now: Date): Promise<PaymentActivity> {
  const since = new Date(now.getTime() - DAY_MS);
  const [lock] = await tx.select().from(paymentLocks).where(eq(paymentLocks.studentId, studentId));
  const rows = await tx
    .select({ createdAt: transactions.createdAt, status: transactions.status, errorCode: transactions.errorCode })
    .from(transactions)
    .where(
      and(eq(transactions.studentId, studentId), inArray(transactions.kind, ['charge', 'verification']), gt(transactions.createdAt, since)),
    );
  const declineCodes: readonly string[] = DECLINE_CODES;
  return {
    lockedUntil: lock?.lockedUntil ?? null,
    attempts: rows.map((r) => r.createdAt),
    declines: rows.filter((r) => r.status === 'failed' && r.errorCode && declineCodes.includes(r.errorCode)).map((r) => r.createdAt),
  };
}

export async function assertCanPay(tx: Tx, studentId: string, now: Date): Promise<void> {
  assertPaymentAllowed(await paymentActivity(tx, studentId, now), now);
}

/** After a decline: lock the account for unusual activity (lost/stolen card, several cards declined within the hour). */
async function lockIfUnusual(tx: Tx, studentId: string, declineCode: string, now: Date): Promise<void> {
  const [{ cards }] = await tx
    .select({ cards: sql<number>`count(distinct ${transactions.fingerprint})::int` })
    .from(transactions)
    .where(
      and(
        eq(transactions.studentId, studentId),
        eq(transactions.status, 'failed'),
        gt(transactions.createdAt, new Date(now.getTime() - HOUR_MS)),
        inArray(transactions.kind, ['charge', 'verification']),
      ),
    );
  if (!shouldLockAccount({ declineCode, distinctDeclinedCardsLastHour: cards })) return;
  const lockedUntil = new Date(now.getTime() + PAYMENT_LIMITS.lockHours * HOUR_MS);
  await tx
    .insert(paymentLocks)
    .values({ studentId, lockedUntil, reason: declineCode, createdAt: now })
    .onConflictDoUpdate({ target: paymentLocks.studentId, set: { lockedUntil, reason: declineCode, createdAt: now } });
}

export interface CollectInput {
  studentId: string;
  method: PaymentMethodRow;
  amountCents: number;
  discountCents?: number;
  currency: Currency;
  kind: 'charge' | 'verification';
  offSession: boolean;
  idempotencyKey: string;
  purchaseId?: string | null;
  subscriptionId?: string | null;
  periodStart?: Date | null;
  description: string;
  now: Date;
}

/**
 * Asks the processor for money and records the attempt as a transaction with the intent's
 * state and sequence. A decline is an answer, not an exception: it is recorded (it counts
 * towards the limits) and may lock the account. Effects follow in payment-outcome.ts.
 */
export async function collect(
  app: FastifyInstance,
  tx: Tx,
  input: CollectInput,
): Promise<{ transaction: TransactionRow; intent: PaymentIntent }> {
  const processor = paymentProcessor(app);
  const intent = await processor.charge(
    {
      idempotencyKey: input.idempotencyKey,
      methodToken: input.method.processorToken,
      amountCents: input.amountCents,
      currency: input.currency,
      kind: input.kind,
      offSession: input.offSession,
      description: input.description,
    },
    { tx, now: input.now },
  );
  const [existing] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.processor, processor.name), eq(transactions.processorRef, intent.reference)));
  if (existing) return { transaction: existing, intent };
  const [transaction] = await tx
    .insert(transactions)
    .values({
      studentId: input.studentId,
      purchaseId: input.purchaseId ?? null,
      subscriptionId: input.subscriptionId ?? null,
      periodStart: input.periodStart ?? null,
      kind: input.kind,
      status: intent.status,
      amountCents: input.amountCents,
      discountCents: input.discountCents ?? 0,
      currency: input.currency,
      paymentMethodId: input.method.id,
      fingerprint: input.method.fingerprint,
      processor: processor.name,
      processorRef: intent.reference,
      processorSequence: intent.sequence,
      errorCode: intent.errorCode,
      errorMessage: intent.errorCode ? formatErrorMessage(intent.errorCode) : null,
      createdAt: input.now,
      settledAt: intent.status === 'succeeded' || intent.status === 'failed' ? input.now : null,
    })
    .returning();
  if (intent.status === 'failed' && intent.errorCode) await lockIfUnusual(tx, input.studentId, intent.errorCode, input.now);
  return { transaction, intent };
}

/** Gives money back for a settled charge: a refund transaction (the credit memo follows once it succeeds). */
export async function refund(
  app: FastifyInstance,
  tx: Tx,
  charge: TransactionRow,
  amountCents: number,
  kind: 'refund' | 'verification_refund',
  now: Date,
): Promise<TransactionRow> {
  const processor = paymentProcessor(app);
  const intent = await processor.refund(
    { idempotencyKey: `refund:${charge.id}:${kind}:${amountCents}`, chargeReference: charge.processorRef!, amountCents },
    { tx, now },
  );
  const [existing] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.processor, processor.name), eq(transactions.processorRef, intent.reference)));
  if (existing) return existing;
  const [row] = await tx
    .insert(transactions)
    .values({
      studentId: charge.studentId,
      purchaseId: charge.purchaseId,
      subscriptionId: charge.subscriptionId,
      kind,
      status: intent.status === 'succeeded' ? 'succeeded' : intent.status,
      amountCents,
      currency: charge.currency,
      paymentMethodId: charge.paymentMethodId,
      processor: processor.name,
      processorRef: intent.reference,
      processorSequence: intent.sequence,
      refundOf: charge.id,
      createdAt: now,
      settledAt: intent.status === 'succeeded' ? now : null,
    })
    .returning();
  await issueDocumentFor(tx, row, now);
  return row;
}
