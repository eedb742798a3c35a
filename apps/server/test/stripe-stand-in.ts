import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small local stand-in for the Stripe API endpoints the adapter calls (payment methods,
 * customers, attach, payment intents, cancel, refunds), so the official SDK can be pointed at
 * it: no network, no account. Card numbers behave like Stripe's test cards. It records every
 * request, so a test can tell what reached "Stripe".
 */

type Json = Record<string, unknown>;

interface Method extends Json {
  id: string;
  type: string;
  customer: string | null;
}

export interface StandInRequest {
  method: string;
  path: string;
  body: string;
  idempotencyKey?: string;
  authorization?: string;
}

const DECLINES: Record<string, { code: string; decline_code?: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline' },
  '4000000000009995': { code: 'card_declined', decline_code: 'insufficient_funds' },
  '4000000000009987': { code: 'card_declined', decline_code: 'lost_card' },
};
const AUTHENTICATE = '4000002500003155';
const SEPA_FAILING_IBAN = 'DE62370400440532013001';

/** Decodes Stripe's form encoding (a[b][c]=v, a[0]=v) into nested objects. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  private server: Server | null = null;
  private readonly methods = new Map<string, Method>();
  private readonly secretNumbers = new Map<string, string>();
  private readonly intents = new Map<string, Json>();
  private readonly refunds = new Map<string, Json>();
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  port = 0;

  constructor(private readonly apiKey: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const { status, json } = this.handle(req, body);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  intent(reference: string): Json | undefined {
    return this.intents.get(reference);
  }

  lastIntent(): Json {
    return [...this.intents.values()].at(-1)!;
  }

  /** The customer finished (or failed) 3-D Secure in their browser, against Stripe. */
  authenticate(reference: string, ok: boolean): Json {
    const pi = this.intents.get(reference)!;
    Object.assign(
      pi,
      ok
        ? { status: 'succeeded' }
        : { status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } },
    );
    return pi;
  }

  /** A SEPA debit clears or bounces days later. */
  settle(reference: string): Json {
    const pi = this.intents.get(reference)!;
    const method = this.methods.get(String(pi.payment_method))!;
    const fails = this.secretNumbers.get(method.id) === SEPA_FAILING_IBAN;
    Object.assign(
      pi,
      fails ? { status: 'requires_payment_method', last_payment_error: { code: 'insufficient_funds' } } : { status: 'succeeded' },
    );
    return pi;
  }

  /** A webhook delivery of `object`'s current state, signed the way Stripe signs (for the webhook route). */
  event(type: string, object: Json, secret: string, timestampSeconds: number): { body: string; signature: string } {
    const body = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: timestampSeconds,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = new Stripe(this.apiKey).webhooks.generateTestHeaderString({ payload: body, secret, timestamp: timestampSeconds });
    return { body, signature };
  }

  private handle(req: IncomingMessage, raw: string): { status: number; json: Json } {
    const path = (req.url ?? '').split('?')[0];
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path, body: raw, idempotencyKey, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    const cacheKey = idempotencyKey && req.method === 'POST' ? `${path}:${idempotencyKey}` : null;
    if (cacheKey && this.idempotent.has(cacheKey)) {
      const cached = this.idempotent.get(cacheKey)!;
      return { status: cached.status, json: cached.body };
    }
    const body = req.headers['content-type']?.includes('json') ? (JSON.parse(raw || '{}') as Json) : parseForm(raw);
    const answer = this.route(req.method ?? 'GET', path, body);
    if (cacheKey) this.idempotent.set(cacheKey, { status: answer.status, body: answer.json });
    return answer;
  }

  private route(method: string, path: string, body: Json): { status: number; json: Json } {
    const ok = (json: Json) => ({ status: 200, json });
    const notFound = () => ({
      status: 404,
      json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } },
    });
    const attach = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    const intent = path.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/);
    const refundPath = path.match(/^\/v1\/refunds\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/payment_methods') return this.createMethod(body);
    if (method === 'POST' && path === '/v1/customers') return ok({ id: id('cus'), object: 'customer', metadata: body.metadata ?? {} });
    if (method === 'POST' && attach) {
      const pm = this.methods.get(attach[1]);
      if (!pm) return notFound();
      pm.customer = String(body.customer);
      return ok(pm);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(body);
    if (intent) {
      const pi = this.intents.get(intent[1]);
      if (!pi) return notFound();
      if (method === 'POST' && intent[2]) {
        if (pi.status === 'succeeded')
          return { status: 400, json: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } } };
        Object.assign(pi, { status: 'canceled', cancellation_reason: body.cancellation_reason ?? null });
      }
      return ok(pi);
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(body);
    if (method === 'GET' && refundPath) {
      const refund = this.refunds.get(refundPath[1]);
      return refund ? ok(refund) : notFound();
    }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `stand-in: no route ${method} ${path}` } } };
  }

  private createMethod(body: Json): { status: number; json: Json } {
    const type = String(body.type);
    const pmId = id('pm');
    const billing = (body.billing_details ?? {}) as Json;
    if (type === 'card') {
      const card = body.card as Json;
      const number = String(card.number);
      if (this.apiKey.startsWith('sk_live_') && number === '4242424242424242') {
        return {
          status: 402,
          json: {
            error: { type: 'card_error', code: 'card_declined', message: 'Your request was in live mode, but used a known test card.' },
          },
        };
      }
      this.secretNumbers.set(pmId, number);
      const method: Method = {
        id: pmId,
        object: 'payment_method',
        type,
        customer: null,
        billing_details: { name: billing.name ?? null },
        card: {
          brand: number.startsWith('4') ? 'visa' : 'mastercard',
          last4: number.slice(-4),
          exp_month: Number(card.exp_month),
          exp_year: Number(card.exp_year),
          fingerprint: createHash('sha256').update(number).digest('hex').slice(0, 16),
        },
        metadata: body.metadata ?? {},
      };
      this.methods.set(pmId, method);
      return { status: 200, json: method };
    }
    if (type === 'sepa_debit') {
      const iban = String((body.sepa_debit as Json).iban);
      this.secretNumbers.set(pmId, iban);
      const method: Method = {
        id: pmId,
        object: 'payment_method',
        type,
        customer: null,
        billing_details: { name: billing.name ?? null },
        sepa_debit: { last4: iban.slice(-4), fingerprint: createHash('sha256').update(iban).digest('hex').slice(0, 16) },
        metadata: body.metadata ?? {},
      };
      this.methods.set(pmId, method);
      return { status: 200, json: method };
    }
    return { status: 400, json: { error: { type: 'invalid_request_error', message: `stand-in: type ${type}` } } };
  }

  private createIntent(body: Json): { status: number; json: Json } {
    const pm = this.methods.get(String(body.payment_method));
    if (!pm) return { status: 400, json: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method' } } };
    if (pm.customer !== body.customer)
      return { status: 400, json: { error: { type: 'invalid_request_error', message: 'method not attached to customer' } } };
    const types = Object.values((body.allowed_payment_method_types ?? {}) as Json).map(String);
    const pi: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: String(body.currency),
      customer: body.customer,
      payment_method: pm.id,
      payment_method_types: types,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      last_payment_error: null,
      next_action: null,
      status: 'succeeded',
    };
    const secret = this.secretNumbers.get(pm.id) ?? '';
    const offSession = body.off_session === 'true';
    this.intents.set(String(pi.id), pi);
    if (pm.type === 'sepa_debit') {
      if (!body.mandate_data) return { status: 400, json: { error: { type: 'invalid_request_error', param: 'mandate_data' } } };
      pi.status = 'processing';
      return { status: 200, json: pi };
    }
    const decline = DECLINES[secret];
    if (decline || (secret === AUTHENTICATE && offSession)) {
      const error = decline ?? { code: 'authentication_required' };
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', ...error } });
      return { status: 402, json: { error: { type: 'card_error', ...error, message: 'Your card was declined.', payment_intent: pi } } };
    }
    if (secret === AUTHENTICATE) Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    return { status: 200, json: pi };
  }

  private createRefund(body: Json): { status: number; json: Json } {
    const pi = this.intents.get(String(body.payment_intent));
    if (!pi) return { status: 404, json: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
    const refunded = [...this.refunds.values()].filter((r) => r.payment_intent === pi.id).reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = body.amount ? Number(body.amount) : Number(pi.amount) - refunded;
    if (pi.status !== 'succeeded' || refunded + amount > Number(pi.amount)) {
      return {
        status: 400,
        json: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'already refunded' } },
      };
    }
    const refund: Json = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: pi.currency,
      payment_intent: pi.id,
      status: 'succeeded',
      metadata: body.metadata ?? {},
    };
    this.refunds.set(String(refund.id), refund);
    return { status: 200, json: refund };
  }
}
