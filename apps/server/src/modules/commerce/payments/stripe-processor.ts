import { createHash } from 'node:crypto';
import { type Currency, DECLINE_CODES, type DeclineCode } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import Stripe from 'stripe';
import type {
  ChargeRequest,
  IntentStatus,
  PaymentIntent,
  PaymentMethodDetails,
  PaymentProcessor,
  ProcessorEvent,
  RefundRequest,
  VaultedMethod,
} from './processor.ts';
import { cardBrand, ibanValid, isKnownTestCard, luhnValid } from './test-cards.ts';

export const STRIPE_PROCESSOR = 'stripe';
/** A signature older than this is refused (the tolerance Stripe's own libraries use). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Marks our objects on a Stripe account other software may share: events for other objects are ignored. */
const METADATA_MARK = 'parla';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local stand-in in tests); default https://api.stripe.com. */
  apiUrl?: string;
}

/** Builds the official client; a short timeout because the call runs inside our database transaction. */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    timeout: 10_000,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * Our token for a saved Stripe method: its type, the Customer it is attached to (a method
 * must belong to a customer to be charged again, off-session) and the PaymentMethod.
 */
function encodeToken(type: 'card' | 'sepa_debit', customer: string, paymentMethod: string): string {
  return `${type}|${customer}|${paymentMethod}`;
}

function decodeToken(token: string): { type: 'card' | 'sepa_debit'; customer: string; paymentMethod: string } {
  const [type, customer, paymentMethod] = token.split('|');
  if ((type !== 'card' && type !== 'sepa_debit') || !customer || !paymentMethod) throw new DomainError('payment_method_not_found');
  return { type, customer, paymentMethod };
}

function declineCode(error: { decline_code?: string | null; code?: string | null } | null | undefined): DeclineCode {
  const candidates = [error?.decline_code, error?.code];
  for (const code of candidates) if (code && (DECLINE_CODES as readonly string[]).includes(code)) return code as DeclineCode;
  if (error?.code === 'invalid_cvc') return 'incorrect_cvc';
  if (error?.code === 'invalid_number') return 'incorrect_number';
  if (error?.code === 'invalid_expiry_month' || error?.code === 'invalid_expiry_year') return 'expired_card';
  return 'card_declined';
}

/**
 * Stripe has no per-object sequence; ours must grow with every change (applyIntent ignores a
 * state that is not newer). The lifecycle is one-way, so its rank is the sequence: waiting for
 * the customer, then processing, then final. A duplicate or late event of an earlier stage is stale.
 */
const PAYMENT_STAGE: Record<string, number> = { requires_action: 1, requires_confirmation: 1, processing: 2, requires_capture: 2 };
const FINAL_STAGE = 3;

export function intentFromStripe(pi: Stripe.PaymentIntent): PaymentIntent {
  let status: IntentStatus;
  let errorCode: DeclineCode | null = null;
  switch (pi.status) {
    case 'succeeded':
      status = 'succeeded';
      break;
    case 'requires_action':
      status = 'requires_action';
      break;
    case 'processing':
    case 'requires_capture':
    case 'requires_confirmation':
      status = 'processing';
      break;
    default:
      // requires_payment_method after a confirmation is a decline; canceled is an abandoned 3-D Secure.
      status = 'failed';
      errorCode = pi.status === 'canceled' ? 'authentication_required' : declineCode(pi.last_payment_error);
  }
  return {
    reference: pi.id,
    status,
    sequence: PAYMENT_STAGE[pi.status] ?? FINAL_STAGE,
    amountCents: pi.amount,
    currency: pi.currency.toUpperCase() as Currency,
    errorCode,
    nextAction: status === 'requires_action' ? 'authenticate' : null,
  };
}

export function intentFromRefund(refund: Stripe.Refund): PaymentIntent {
  const status: IntentStatus =
    refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'processing';
  return {
    reference: refund.id,
    status,
    sequence: status === 'processing' ? 1 : 2,
    amountCents: refund.amount,
    currency: refund.currency.toUpperCase() as Currency,
    errorCode: status === 'failed' ? 'card_declined' : null,
    nextAction: null,
  };
}

/**
 * Stripe behind the PaymentProcessor seam (docs/decisions/026), through the official SDK.
 * Cards and SEPA debits become PaymentMethods attached to a Customer; charges are
 * PaymentIntents confirmed at once (3-D Secure answers requires_action); refunds are Refunds;
 * events arrive on the webhook route, verified with stripe.webhooks.constructEvent.
 * Our idempotency key goes with every money call, so a retry gets Stripe's first answer.
 */
export class StripePaymentProcessor implements PaymentProcessor {
  readonly name = STRIPE_PROCESSOR;
  readonly signatureHeader = 'stripe-signature';
  private readonly stripe: Stripe;
  private readonly liveMode: boolean;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = stripeClient(settings);
    this.liveMode = /^(sk|rk)_live_/.test(settings.secretKey);
  }

  async vault(details: PaymentMethodDetails): Promise<VaultedMethod> {
    let params: Stripe.PaymentMethodCreateParams;
    if (details.type === 'card') {
      const card = details.card;
      const number = (card?.number ?? '').replace(/[\s-]/g, '');
      const brand = cardBrand(number);
      if (!card || !brand || !luhnValid(number)) throw new DomainError('incorrect_number');
      // A live account never takes a published test number: refuse it before it leaves the server.
      if (this.liveMode && isKnownTestCard(number)) throw new DomainError('card_declined');
      params = {
        type: 'card',
        card: { number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        billing_details: { name: card.holderName ?? undefined, address: card.postalCode ? { postal_code: card.postalCode } : undefined },
      };
    } else if (details.type === 'sepa_debit') {
      const iban = (details.iban ?? '').replace(/\s+/g, '').toUpperCase();
      if (!ibanValid(iban)) throw new DomainError('payment_method_unavailable', 'The IBAN is not valid.');
      params = { type: 'sepa_debit', sepa_debit: { iban }, billing_details: { name: details.accountHolder ?? undefined } };
    } else {
      // Stripe's PayPal needs a redirect to PayPal on confirmation, which this seam has no step for.
      throw new DomainError('payment_method_unavailable', 'PayPal is not available with this payment processor.');
    }
    const method = await this.call(() => this.stripe.paymentMethods.create({ ...params, metadata: { [METADATA_MARK]: '1' } }));
    // The seam does not name the student: one Customer per saved method keeps it chargeable off-session.
    const customer = await this.call(() => this.stripe.customers.create({ metadata: { [METADATA_MARK]: '1' } }));
    await this.call(() => this.stripe.paymentMethods.attach(method.id, { customer: customer.id }));
    const type = method.type === 'sepa_debit' ? 'sepa_debit' : 'card';
    const card = method.card;
    const fingerprint = card?.fingerprint ?? method.sepa_debit?.fingerprint ?? createHash('sha256').update(method.id).digest('hex');
    return {
      token: encodeToken(type, customer.id, method.id),
      type,
      brand: type === 'sepa_debit' ? 'sepa' : (cardBrand((details.card?.number ?? '').replace(/[\s-]/g, '')) ?? 'visa'),
      last4: card?.last4 ?? method.sepa_debit?.last4 ?? null,
      expMonth: card?.exp_month ?? null,
      expYear: card?.exp_year ?? null,
      holderName: method.billing_details?.name ?? null,
      email: null,
      fingerprint: fingerprint.slice(0, 24),
    };
  }

  async charge(request: ChargeRequest): Promise<PaymentIntent> {
    const { type, customer, paymentMethod } = decodeToken(request.methodToken);
    // Stripe refuses the request outright (no PaymentIntent to record): answer the catalogue's code first.
    if (type === 'sepa_debit' && request.currency !== 'EUR') throw new DomainError('sepa_unsupported');
    const params: Stripe.PaymentIntentCreateParams = {
      amount: request.amountCents,
      currency: request.currency.toLowerCase(),
      customer,
      payment_method: paymentMethod,
      allowed_payment_method_types: [type],
      confirm: true,
      description: request.description,
      metadata: { [METADATA_MARK]: '1', kind: request.kind },
      ...(request.offSession ? { off_session: true } : {}),
      // The seam carries no IP or browser of the customer: the mandate is recorded as accepted offline.
      ...(type === 'sepa_debit' ? { mandate_data: { customer_acceptance: { type: 'offline' } } } : {}),
    };
    try {
      const pi = await this.stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey });
      return intentFromStripe(pi);
    } catch (error) {
      // A decline is an answer: Stripe's error carries the failed PaymentIntent.
      const failed = error instanceof Stripe.errors.StripeError ? (error.payment_intent as Stripe.PaymentIntent | undefined) : undefined;
      if (failed?.id) return intentFromStripe(failed);
      throw this.translate(error);
    }
  }

  async refund(request: RefundRequest): Promise<PaymentIntent> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: request.chargeReference, amount: request.amountCents, metadata: { [METADATA_MARK]: '1' } },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return intentFromRefund(refund);
  }

  /**
   * Stripe's 3-D Secure runs in the customer's browser (Stripe.js) against Stripe, not against
   * us: approving only reads what Stripe knows now; abandoning cancels the PaymentIntent.
   */
  async completeAction(reference: string, approve: boolean): Promise<PaymentIntent> {
    if (approve) return intentFromStripe(await this.call(() => this.stripe.paymentIntents.retrieve(reference)));
    const current = await this.call(() => this.stripe.paymentIntents.retrieve(reference));
    if (current.status !== 'requires_action') throw new DomainError('transaction_already_processed');
    return intentFromStripe(await this.call(() => this.stripe.paymentIntents.cancel(reference, { cancellation_reason: 'abandoned' })));
  }

  async retrieve(reference: string): Promise<PaymentIntent | null> {
    try {
      if (reference.startsWith('re_')) return intentFromRefund(await this.stripe.refunds.retrieve(reference));
      return intentFromStripe(await this.stripe.paymentIntents.retrieve(reference));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw this.translate(error);
    }
  }

  /** Verifies Stripe's signature (stripe.webhooks.constructEvent) against our clock; events that are not ours or not about money are ignored. */
  parseWebhook(rawBody: string, signature: string | undefined, now: Date): ProcessorEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch {
      throw new DomainError('invalid_request', 'Invalid signature.');
    }
    const object = event.data.object as { object?: string; metadata?: Record<string, string> | null };
    if (object.metadata?.[METADATA_MARK] !== '1') return null;
    const createdAt = new Date(event.created * 1000).toISOString();
    if (object.object === 'payment_intent') {
      return { id: event.id, type: 'payment.updated', intent: intentFromStripe(object as Stripe.PaymentIntent), createdAt };
    }
    if (object.object === 'refund') {
      return { id: event.id, type: 'refund.updated', intent: intentFromRefund(object as Stripe.Refund), createdAt };
    }
    return null;
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.translate(error);
    }
  }

  /** Card errors become the catalogue's decline codes; anything else is an outage, not the customer's fault. */
  private translate(error: unknown): unknown {
    if (error instanceof Stripe.errors.StripeCardError) return new DomainError(declineCode(error));
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
      return new DomainError('transaction_already_processed');
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.startsWith('sepa_debit')) {
      return new DomainError('payment_method_unavailable', 'The IBAN is not valid.');
    }
    return error;
  }
}
