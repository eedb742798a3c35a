import { formatErrorMessage } from '@parla/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { purchases, transactions } from '../../../db/schema/index.ts';
import { failPurchase, fulfilPurchase } from './fulfilment.ts';
import { issueDocumentFor } from '../invoices/invoices.service.ts';
import type { TransactionRow } from '../shared/commerce-queries.ts';
import type { PaymentIntent } from '../payments/processor.ts';
import { paymentProcessor } from '../payments/processor-registry.ts';
import { renewalFailed, renewalPaid, renewalPending } from '../subscriptions/subscription-billing.ts';

/**
 * Applies a newer state of a payment to its transaction, exactly once whatever the order of
 * arrival: the transaction row is locked and the processor's sequence must grow, so a
 * duplicate or an older event changes nothing (docs/decisions/019). Returns the row, or null
 * when no transaction knows the reference (yet).
 */
export async function applyIntent(
  app: FastifyInstance,
  tx: Tx,
  intent: PaymentIntent,
  now: Date,
): Promise<{ row: TransactionRow; applied: boolean } | null> {
  const processor = paymentProcessor(app);
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.processor, processor.name), eq(transactions.processorRef, intent.reference)))
    .for('update');
  if (!row) return null;
  if (intent.sequence <= row.processorSequence) return { row, applied: false };
  const terminal = intent.status === 'succeeded' || intent.status === 'failed';
  const [updated] = await tx
    .update(transactions)
    .set({
      status: intent.status,
      processorSequence: intent.sequence,
      errorCode: intent.errorCode,
      errorMessage: intent.errorCode ? formatErrorMessage(intent.errorCode) : null,
      settledAt: terminal ? now : row.settledAt,
    })
    .where(eq(transactions.id, row.id))
    .returning();
  if (updated.status !== row.status) await onTransactionChanged(app, tx, updated, now);
  return { row: updated, applied: true };
}

/** The effects of a transaction reaching a state: documents, purchase fulfilment or failure, renewals. */
export async function onTransactionChanged(app: FastifyInstance, tx: Tx, t: TransactionRow, now: Date): Promise<void> {
  await issueDocumentFor(tx, t, now);
  if (t.kind !== 'charge') return;
  if (t.purchaseId) {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, t.purchaseId)).for('update');
    if (!purchase) return;
    switch (t.status) {
      case 'succeeded':
        await fulfilPurchase(app, tx, purchase, t, now);
        return;
      case 'failed':
        await failPurchase(app, tx, purchase, t, now);
        return;
      case 'requires_action':
      case 'processing':
        if (purchase.status === 'succeeded' || purchase.status === 'failed') return;
        await tx
          .update(purchases)
          .set({
            status: t.status,
            nextActionReference: t.status === 'requires_action' ? t.processorRef : null,
            nextActionType: t.status === 'requires_action' ? await nextActionType(app, tx, t, now) : null,
          })
          .where(eq(purchases.id, purchase.id));
        if (purchase.purpose === 'renewal' && purchase.subscriptionId) await renewalPending(tx, purchase.subscriptionId);
        return;
      default:
        return;
    }
  }
  if (t.subscriptionId && t.periodStart) {
    if (t.status === 'succeeded') await renewalPaid(app, tx, t.subscriptionId, t.periodStart, now, t);
    else if (t.status === 'failed') await renewalFailed(app, tx, t.subscriptionId, now, t.errorCode);
    else await renewalPending(tx, t.subscriptionId);
  }
}

async function nextActionType(app: FastifyInstance, tx: Tx, t: TransactionRow, now: Date): Promise<string> {
  const intent = await paymentProcessor(app).retrieve(t.processorRef!, { tx, now });
  return intent?.nextAction ?? 'authenticate';
}
