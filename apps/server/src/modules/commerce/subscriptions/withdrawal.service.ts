import { DomainError, withdrawalRefund, notFound } from '@parla/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classes, creditGrants, creditLedger, purchases, subscriptions, transactions } from '../../../db/schema/index.ts';
import { cancelClassesForPlan, notifyCommerce } from '../credits/class-cancellations.ts';
import { isUuid, lockStudent } from '../shared/commerce-queries.ts';
import { refundCredit, revokeGrantRemainder } from '../credits/credits.service.ts';
import { idempotent } from '../shared/idempotency.ts';
import { refund } from '../payments/payment-collection.ts';
import { endSubscription } from './subscription-billing.ts';

/**
 * Withdrawal within 14 days (001 §9): future classes paid by the purchase are cancelled, the
 * money comes back minus the classes taken (at the price paid per credit), the rest of the
 * credits is taken back, a credit memo is issued and a subscription bought with it ends now.
 */
export function withdrawPurchase(
  app: FastifyInstance,
  studentId: string,
  purchaseId: string,
  key: string,
): Promise<{ purchaseId: string }> {
  const now = app.clock.now();
  return idempotent<{ purchaseId: string }>(app, { userId: studentId, key, operation: 'withdraw', target: purchaseId }, async (tx) => {
    await lockStudent(tx, studentId);
    const [purchase] = isUuid(purchaseId) ? await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update') : [];
    if (!purchase || purchase.studentId !== studentId) throw notFound();
    if (purchase.status === 'withdrawn') throw new DomainError('transaction_already_processed');
    if (purchase.status !== 'succeeded' || !purchase.paidAt || purchase.chargeTotalCents === 0) throw new DomainError('changes_not_saved');
    const [charge] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.purchaseId, purchase.id), eq(transactions.kind, 'charge'), eq(transactions.status, 'succeeded')));
    if (!charge) throw new DomainError('changes_not_saved');
    // Refuse early (before cancelling anything) when the 14 days are over.
    withdrawalRefund({ paidCents: charge.amountCents, paidAt: purchase.paidAt, creditsBought: 1, creditsTaken: 0 }, now);

    const sourceRef =
      charge.subscriptionId && charge.periodStart
        ? `sub:${charge.subscriptionId}:${charge.periodStart.toISOString()}`
        : `purchase:${purchase.id}`;
    const grants = await tx
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.sourceRef, sourceRef), eq(creditGrants.source, 'purchase')))
      .for('update');
    const grantIds = grants.map((g) => g.id);
    if (charge.subscriptionId) {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, charge.subscriptionId)).for('update');
      if (sub && !['expired', 'deleted'].includes(sub.status)) {
        await cancelClassesForPlan(tx, { studentId, from: now, to: null, cause: 'withdrawal', refund: () => true, now });
        await endSubscription(app, tx, sub, now, { reason: 'withdrawn' });
      }
    } else if (grantIds.length > 0) {
      // Future classes booked with these credits give their credit back before counting what was taken.
      const booked = await tx
        .select({ appointmentId: creditLedger.appointmentId })
        .from(creditLedger)
        .innerJoin(appointments, eq(appointments.id, creditLedger.appointmentId))
        .innerJoin(classes, eq(classes.id, appointments.classId))
        .where(
          and(
            inArray(creditLedger.grantId, grantIds),
            eq(creditLedger.reason, 'booking'),
            eq(appointments.status, 'booked'),
            gt(classes.startAt, now),
          ),
        );
      for (const { appointmentId } of booked) {
        if (!appointmentId) continue;
        const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
        await tx
          .update(appointments)
          .set({ status: 'cancelled_by_student', cancelledAt: now, refunded: true })
          .where(eq(appointments.id, appointmentId));
        const [klass] = await tx.select().from(classes).where(eq(classes.id, appointment.classId)).for('update');
        await tx
          .update(classes)
          .set({ seatsTaken: klass.seatsTaken - 1 })
          .where(eq(classes.id, klass.id));
        await refundCredit(tx, { appointmentId, reason: 'cancellation_refund', now });
      }
    }
    const fresh = grantIds.length > 0 ? await tx.select().from(creditGrants).where(inArray(creditGrants.id, grantIds)) : [];
    const creditsBought = fresh.reduce((n, g) => n + g.amount, 0);
    const creditsTaken = fresh.reduce((n, g) => n + (g.amount - g.remaining), 0);
    const { refundCents } = withdrawalRefund({ paidCents: charge.amountCents, paidAt: purchase.paidAt, creditsBought, creditsTaken }, now);
    for (const grant of fresh) await revokeGrantRemainder(tx, grant.id, 'withdrawal', now);
    if (refundCents > 0) await refund(app, tx, charge, refundCents, 'refund', now);
    await tx.update(purchases).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(purchases.id, purchase.id));
    await notifyCommerce(
      tx,
      studentId,
      'purchase_withdrawn',
      'purchaseWithdrawn',
      { purchaseId: purchase.id, refundCents, currency: charge.currency },
      now,
    );
    return { purchaseId: purchase.id };
  });
}
