import type { CardBrand, Currency, DeclineCode, PaymentMethodType } from '@parla/contracts';
import type { Tx } from '../../../db/client.ts';

/**
 * The seam between commerce and a payment processor (docs/decisions/019). Commerce never
 * sees card numbers after vaulting: it keeps the processor's token and fingerprint. Every
 * money call carries our idempotency key, so a retried call returns the first outcome.
 */

export type IntentStatus = 'succeeded' | 'failed' | 'requires_action' | 'processing';
export type NextActionKind = 'authenticate' | 'paypal_approval';

export interface PaymentMethodDetails {
  type: PaymentMethodType;
  card?: { number: string; expMonth: number; expYear: number; cvc: string; postalCode?: string | null; holderName?: string | null } | null;
  paypalEmail?: string | null;
  iban?: string | null;
  accountHolder?: string | null;
}

export interface VaultedMethod {
  token: string;
  type: PaymentMethodType;
  brand: CardBrand;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  email: string | null;
  fingerprint: string;
}

export interface ChargeRequest {
  idempotencyKey: string;
  methodToken: string;
  amountCents: number;
  currency: Currency;
  /** 'verification': the small charge taken (and refunded) when a method is added or a trial starts. */
  kind: 'charge' | 'verification';
  /** A renewal charged by a job, without the customer present. */
  offSession: boolean;
  description: string;
}

export interface RefundRequest {
  idempotencyKey: string;
  chargeReference: string;
  amountCents: number;
}

/** The processor's view of one payment or refund. `sequence` grows with every change. */
export interface PaymentIntent {
  reference: string;
  status: IntentStatus;
  sequence: number;
  amountCents: number;
  currency: Currency;
  errorCode: DeclineCode | null;
  nextAction: NextActionKind | null;
}

/** A verified processor event: the new state of one payment. */
export interface ProcessorEvent {
  id: string;
  type: 'payment.updated' | 'refund.updated';
  intent: PaymentIntent;
  createdAt: string;
}

/** Processor calls run inside the caller's transaction where the processor keeps books in our database (test mode). */
export interface ProcessorContext {
  tx: Tx;
  now: Date;
}

export interface PaymentProcessor {
  readonly name: string;
  /** The request header its webhooks carry their signature in. */
  readonly signatureHeader: string;
  /** Tokenises payment details; throws DomainError(incorrect_number | expired_card | sepa ...) for details a processor rejects outright. */
  vault(details: PaymentMethodDetails, ctx: ProcessorContext): Promise<VaultedMethod>;
  charge(request: ChargeRequest, ctx: ProcessorContext): Promise<PaymentIntent>;
  refund(request: RefundRequest, ctx: ProcessorContext): Promise<PaymentIntent>;
  /** The customer finished (or abandoned) the processor's confirmation step: 3-D Secure or PayPal approval. */
  completeAction(reference: string, approve: boolean, ctx: ProcessorContext): Promise<PaymentIntent>;
  retrieve(reference: string, ctx: ProcessorContext): Promise<PaymentIntent | null>;
  /** Verifies a webhook's signature and returns its event (null: signed, but nothing for us); throws on a bad or stale signature. */
  parseWebhook(rawBody: string, signature: string | undefined, now: Date): ProcessorEvent | null;
}
