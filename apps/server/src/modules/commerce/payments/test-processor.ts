import { createHmac, randomBytes } from 'node:crypto';
import type { Currency } from '@parla/contracts';
import { DomainError, notFound } from '@parla/domain';
import { eq, sql } from 'drizzle-orm';
import { testProcessorMethods, testProcessorPayments } from '../../../db/schema/index.ts';
import type { JobRunner } from '../../../lib/jobs.ts';
import type {
  ChargeRequest,
  PaymentIntent,
  PaymentMethodDetails,
  PaymentProcessor,
  ProcessorContext,
  ProcessorEvent,
  RefundRequest,
  VaultedMethod,
} from './processor.ts';
import { SEPA_FAILING_IBAN, cardBehaviour, cardBrand, decodeBehaviour, encodeBehaviour, ibanValid, luhnValid } from './test-cards.ts';
import { verifySignature } from './webhook-signature.ts';

export const TEST_PROCESSOR = 'test';
/** Job that hands a signed event to our webhook receiver, as a processor's delivery would. */
export const TEST_PROCESSOR_DELIVER_JOB = 'commerce.test-processor.deliver';
/** Job that settles a SEPA debit a few minutes after it was submitted. */
export const TEST_PROCESSOR_SETTLE_JOB = 'commerce.test-processor.settle';
export const SEPA_SETTLE_MS = 3 * 60_000;

type Row = typeof testProcessorPayments.$inferSelect;

function toIntent(row: Row): PaymentIntent {
  return {
    reference: row.reference,
    status: row.status as PaymentIntent['status'],
    sequence: row.sequence,
    amountCents: row.amountCents,
    currency: row.currency as Currency,
    errorCode: (row.errorCode as PaymentIntent['errorCode']) ?? null,
    nextAction: (row.nextAction as PaymentIntent['nextAction']) ?? null,
  };
}

/**
 * A card processor in test mode, built in (docs/decisions/019). It keeps its own books in
 * tables of our database (inside the caller's transaction, so a rolled-back purchase leaves
 * no orphan charge), answers a replayed idempotency key with the first intent, and reports
 * every change of an intent as a signed event delivered through the job queue, at least once.
 */
export class TestPaymentProcessor implements PaymentProcessor {
  readonly name = TEST_PROCESSOR;
  readonly signatureHeader = 'parla-signature';

  constructor(
    private readonly jobs: JobRunner,
    readonly webhookSecret: string,
  ) {}

  private fingerprint(value: string): string {
    return createHmac('sha256', this.webhookSecret).update(`fp:${value}`).digest('hex').slice(0, 24);
  }

  async vault(details: PaymentMethodDetails, ctx: ProcessorContext): Promise<VaultedMethod> {
    const token = `tpm_${randomBytes(12).toString('hex')}`;
    let method: VaultedMethod;
    let behaviour: string;
    if (details.type === 'card') {
      const card = details.card;
      const number = (card?.number ?? '').replace(/[\s-]/g, '');
      const brand = cardBrand(number);
      if (!card || !brand || !luhnValid(number)) throw new DomainError('incorrect_number');
      const now = ctx.now;
      const expired =
        card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
      if (card.expMonth < 1 || card.expMonth > 12 || expired) throw new DomainError('expired_card');
      if (!/^\d{3,4}$/.test(card.cvc) || (brand === 'amex') !== (card.cvc.length === 4)) throw new DomainError('incorrect_cvc');
      behaviour = encodeBehaviour(cardBehaviour(number));
      method = {
        token,
        type: 'card',
        brand,
        last4: number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        holderName: card.holderName ?? null,
        email: null,
        fingerprint: this.fingerprint(number),
      };
    } else if (details.type === 'sepa_debit') {
      const iban = (details.iban ?? '').replace(/\s+/g, '').toUpperCase();
      if (!ibanValid(iban)) throw new DomainError('payment_method_unavailable', 'The IBAN is not valid.');
      behaviour = iban === SEPA_FAILING_IBAN ? 'sepa_fail' : 'sepa_ok';
      method = {
        token,
        type: 'sepa_debit',
        brand: 'sepa',
        last4: iban.slice(-4),
        expMonth: null,
        expYear: null,
        holderName: details.accountHolder ?? null,
        email: null,
        fingerprint: this.fingerprint(iban),
      };
    } else {
      const email = (details.paypalEmail ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new DomainError('payment_method_unavailable', 'The PayPal e-mail is not valid.');
      behaviour = email.includes('+decline') ? 'paypal_decline' : 'paypal_ok';
      method = {
        token,
        type: 'paypal',
        brand: 'paypal',
        last4: null,
        expMonth: null,
        expYear: null,
        holderName: null,
        email,
        fingerprint: this.fingerprint(email),
      };
    }
    await ctx.tx.insert(testProcessorMethods).values({
      token,
      type: method.type,
      brand: method.brand,
      fingerprint: method.fingerprint,
      behaviour,
      createdAt: ctx.now,
    });
    return method;
  }

  async charge(request: ChargeRequest, ctx: ProcessorContext): Promise<PaymentIntent> {
    const [existing] = await ctx.tx
      .select()
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.idempotencyKey, request.idempotencyKey));
    if (existing) return toIntent(existing);
    const [method] = await ctx.tx.select().from(testProcessorMethods).where(eq(testProcessorMethods.token, request.methodToken));
    if (!method) throw new DomainError('payment_method_not_found');
    const behaviour = decodeBehaviour(method.behaviour);
    const verification = request.kind === 'verification';
    let status: PaymentIntent['status'] = 'succeeded';
    let errorCode: PaymentIntent['errorCode'] = null;
    let nextAction: PaymentIntent['nextAction'] = null;
    switch (behaviour.kind) {
      case 'decline':
        status = 'failed';
        errorCode = behaviour.code;
        break;
      case 'decline_on_charge':
        if (!verification) [status, errorCode] = ['failed', 'card_declined'];
        break;
      case 'requires_action':
        if (!verification) [status, nextAction] = ['requires_action', 'authenticate'];
        break;
      case 'sepa_ok':
      case 'sepa_fail':
        if (request.currency !== 'EUR') [status, errorCode] = ['failed', 'sepa_unsupported'];
        else if (!verification) status = 'processing';
        break;
      case 'paypal':
        if (behaviour.decline) [status, errorCode] = ['failed', 'paypal_declined'];
        else if (!verification && !request.offSession) [status, nextAction] = ['requires_action', 'paypal_approval'];
        break;
      default:
        break;
    }
    const reference = `tpi_${randomBytes(12).toString('hex')}`;
    const [row] = await ctx.tx
      .insert(testProcessorPayments)
      .values({
        reference,
        idempotencyKey: request.idempotencyKey,
        kind: request.kind,
        methodToken: request.methodToken,
        amountCents: request.amountCents,
        currency: request.currency,
        status,
        sequence: 1,
        errorCode,
        nextAction,
        settledCents: status === 'succeeded' ? request.amountCents : 0,
        createdAt: ctx.now,
      })
      .returning();
    if (status === 'processing') {
      await this.jobs.schedule(
        TEST_PROCESSOR_SETTLE_JOB,
        { reference },
        { runAt: new Date(ctx.now.getTime() + SEPA_SETTLE_MS), uniqueKey: `${TEST_PROCESSOR_SETTLE_JOB}:${reference}` },
        ctx.tx,
      );
    }
    await this.emit(row, ctx);
    return toIntent(row);
  }

  async refund(request: RefundRequest, ctx: ProcessorContext): Promise<PaymentIntent> {
    const [existing] = await ctx.tx
      .select()
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.idempotencyKey, request.idempotencyKey));
    if (existing) return toIntent(existing);
    const [charge] = await ctx.tx
      .select()
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.reference, request.chargeReference))
      .for('update');
    const [{ refunded }] = await ctx.tx
      .select({ refunded: sql<number>`coalesce(sum(${testProcessorPayments.settledCents}), 0)::int` })
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.refundOf, request.chargeReference));
    if (charge?.status !== 'succeeded' || refunded + request.amountCents > charge.settledCents) {
      throw new DomainError('transaction_already_processed');
    }
    const [row] = await ctx.tx
      .insert(testProcessorPayments)
      .values({
        reference: `tpr_${randomBytes(12).toString('hex')}`,
        idempotencyKey: request.idempotencyKey,
        kind: 'refund',
        methodToken: charge.methodToken,
        amountCents: request.amountCents,
        currency: charge.currency,
        status: 'succeeded',
        sequence: 1,
        settledCents: request.amountCents,
        refundOf: charge.reference,
        createdAt: ctx.now,
      })
      .returning();
    await this.emit(row, ctx);
    return toIntent(row);
  }

  async completeAction(reference: string, approve: boolean, ctx: ProcessorContext): Promise<PaymentIntent> {
    const [row] = await ctx.tx.select().from(testProcessorPayments).where(eq(testProcessorPayments.reference, reference)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'requires_action') throw new DomainError('transaction_already_processed');
    const [method] = await ctx.tx
      .select()
      .from(testProcessorMethods)
      .where(eq(testProcessorMethods.token, row.methodToken ?? ''));
    const behaviour = method ? decodeBehaviour(method.behaviour) : { kind: 'ok' as const };
    const declinedByPaypal = behaviour.kind === 'paypal' && behaviour.decline;
    const ok = approve && !declinedByPaypal;
    const failedCode = row.nextAction === 'paypal_approval' ? 'paypal_declined' : 'authentication_required';
    const [updated] = await ctx.tx
      .update(testProcessorPayments)
      .set({
        status: ok ? 'succeeded' : 'failed',
        errorCode: ok ? null : failedCode,
        nextAction: null,
        sequence: row.sequence + 1,
        settledCents: ok ? row.amountCents : 0,
      })
      .where(eq(testProcessorPayments.reference, reference))
      .returning();
    await this.emit(updated, ctx);
    return toIntent(updated);
  }

  async retrieve(reference: string, ctx: ProcessorContext): Promise<PaymentIntent | null> {
    const [row] = await ctx.tx.select().from(testProcessorPayments).where(eq(testProcessorPayments.reference, reference));
    return row ? toIntent(row) : null;
  }

  /** The SEPA debit clears (or bounces) a few minutes after submission. */
  async settle(reference: string, ctx: ProcessorContext): Promise<void> {
    const [row] = await ctx.tx.select().from(testProcessorPayments).where(eq(testProcessorPayments.reference, reference)).for('update');
    if (row?.status !== 'processing') return;
    const [method] = await ctx.tx
      .select()
      .from(testProcessorMethods)
      .where(eq(testProcessorMethods.token, row.methodToken ?? ''));
    const fails = method?.behaviour === 'sepa_fail';
    const [updated] = await ctx.tx
      .update(testProcessorPayments)
      .set({
        status: fails ? 'failed' : 'succeeded',
        errorCode: fails ? 'insufficient_funds' : null,
        sequence: row.sequence + 1,
        settledCents: fails ? 0 : row.amountCents,
      })
      .where(eq(testProcessorPayments.reference, reference))
      .returning();
    await this.emit(updated, ctx);
  }

  parseWebhook(rawBody: string, signature: string | undefined, now: Date): ProcessorEvent {
    if (!verifySignature(this.webhookSecret, rawBody, signature, now)) throw new DomainError('invalid_request', 'Invalid signature.');
    return JSON.parse(rawBody) as ProcessorEvent;
  }

  /** Queues the signed delivery of the intent's new state (unique per state, delivered at least once). */
  private async emit(row: Row, ctx: ProcessorContext): Promise<void> {
    const event: ProcessorEvent = {
      id: `evt_${row.reference}_${row.sequence}`,
      type: row.kind === 'refund' ? 'refund.updated' : 'payment.updated',
      intent: toIntent(row),
      createdAt: ctx.now.toISOString(),
    };
    await this.jobs.schedule(
      TEST_PROCESSOR_DELIVER_JOB,
      { event },
      { uniqueKey: `${TEST_PROCESSOR_DELIVER_JOB}:${event.id}`, maxAttempts: 10 },
      ctx.tx,
    );
  }
}
