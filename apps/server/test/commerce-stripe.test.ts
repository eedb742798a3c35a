import { DomainError } from '@parla/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethodDetails } from '../src/modules/commerce/payments/processor.ts';
import { StripePaymentProcessor } from '../src/modules/commerce/payments/stripe-processor.ts';
import { gql } from './graphql-requests.ts';
import { CARDS, buy, card, credits } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import { StripeStandIn } from './stripe-stand-in.ts';
import { buildBuyer, buildCatalogue, buildStore, type Store } from './factories/index.ts';

/**
 * Issue 10 point 17: the Stripe adapter behind the PaymentProcessor seam, through the official
 * SDK pointed at a local stand-in of the endpoints it calls; webhooks verified with
 * stripe.webhooks.constructEvent.
 */

const SECRET_KEY = 'sk_test_parla_stand_in';
const WEBHOOK_SECRET = 'whsec_parla_stand_in_secret';
const stand = await new StripeStandIn(SECRET_KEY).start();
afterAll(() => stand.stop());

const settings = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stand.url };
const processor = new StripePaymentProcessor(settings);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function expectCode(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
}

const charge = (methodToken: string, idempotencyKey: string, extra: { offSession?: boolean; currency?: 'EUR' | 'GBP' } = {}) =>
  processor.charge({
    idempotencyKey,
    methodToken,
    amountCents: 4900,
    currency: extra.currency ?? 'EUR',
    kind: 'charge',
    offSession: extra.offSession ?? false,
    description: 'Flex 4',
  });

describe('the Stripe adapter against a local stand-in', () => {
  it('saves a card as a PaymentMethod attached to a Customer and charges it once per idempotency key', async () => {
    const method = await processor.vault(card(CARDS.visa, { holderName: 'Mia Keller' }) as PaymentMethodDetails);
    expect(method).toMatchObject({ type: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, holderName: 'Mia Keller' });
    expect(method.token).toMatch(/^card\|cus_[0-9a-f]+\|pm_[0-9a-f]+$/);
    expect(method.fingerprint).not.toBe('');
    const first = await charge(method.token, 'key-visa-1');
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 4900, currency: 'EUR', errorCode: null, nextAction: null });
    const replay = await charge(method.token, 'key-visa-1');
    expect(replay.reference).toBe(first.reference);
    const posted = stand.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === 'key-visa-1');
    expect(posted).toHaveLength(2); // both reached "Stripe" with our key; Stripe answered the first outcome twice
    expect(new URLSearchParams(posted[0].body).get('allowed_payment_method_types[0]')).toBe('card');
  });

  it('a decline is an answer with the catalogue code, not an exception', async () => {
    const declined = await processor.vault(card(CARDS.declined) as PaymentMethodDetails);
    expect(await charge(declined.token, 'key-declined')).toMatchObject({ status: 'failed', errorCode: 'card_declined' });
    const poor = await processor.vault(card(CARDS.insufficientFunds) as PaymentMethodDetails);
    expect(await charge(poor.token, 'key-poor')).toMatchObject({ status: 'failed', errorCode: 'insufficient_funds' });
  });

  it('3-D Secure: requires_action on-session; approved once Stripe says so; abandoned cancels; off-session fails', async () => {
    const method = await processor.vault(card(CARDS.authenticate) as PaymentMethodDetails);
    const pending = await charge(method.token, 'key-3ds');
    expect(pending).toMatchObject({ status: 'requires_action', nextAction: 'authenticate', sequence: 1 });
    // Approving before the customer authenticated with Stripe changes nothing.
    expect(await processor.completeAction(pending.reference, true)).toMatchObject({ status: 'requires_action' });
    stand.authenticate(pending.reference, true);
    const done = await processor.completeAction(pending.reference, true);
    expect(done).toMatchObject({ status: 'succeeded', sequence: 3 });

    const abandoned = await charge(method.token, 'key-3ds-abandoned');
    expect(await processor.completeAction(abandoned.reference, false)).toMatchObject({
      status: 'failed',
      errorCode: 'authentication_required',
    });
    expect(stand.intent(abandoned.reference)).toMatchObject({ status: 'canceled' });

    expect(await charge(method.token, 'key-3ds-renewal', { offSession: true })).toMatchObject({
      status: 'failed',
      errorCode: 'authentication_required',
    });
  });

  it('SEPA debit: processing with an offline mandate, euros only; PayPal is not offered', async () => {
    const sepa = await processor.vault({ type: 'sepa_debit', iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Mia Keller' });
    expect(sepa).toMatchObject({ type: 'sepa_debit', brand: 'sepa', last4: '3000' });
    const intent = await charge(sepa.token, 'key-sepa');
    expect(intent).toMatchObject({ status: 'processing', sequence: 2 });
    await expectCode(charge(sepa.token, 'key-sepa-gbp', { currency: 'GBP' }), 'sepa_unsupported');
    await expectCode(processor.vault({ type: 'sepa_debit', iban: 'DE00123' }), 'payment_method_unavailable');
    await expectCode(processor.vault({ type: 'paypal', paypalEmail: 'mia@example.com' }), 'payment_method_unavailable');
  });

  it('refunds a payment, at most its amount', async () => {
    const method = await processor.vault(card(CARDS.mastercard) as PaymentMethodDetails);
    const paid = await charge(method.token, 'key-refund');
    const refund = await processor.refund({ idempotencyKey: 'refund-1', chargeReference: paid.reference, amountCents: 4900 });
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 4900 });
    expect(refund.reference).toMatch(/^re_/);
    expect(await processor.retrieve(refund.reference)).toMatchObject({ status: 'succeeded' });
    await expectCode(
      processor.refund({ idempotencyKey: 'refund-2', chargeReference: paid.reference, amountCents: 100 }),
      'transaction_already_processed',
    );
    expect(await processor.retrieve('pi_unknown')).toBeNull();
  });

  it('a live key never sends a published test card number to Stripe', async () => {
    const live = new StripePaymentProcessor({ ...settings, secretKey: 'sk_live_parla' });
    const before = stand.requests.length;
    await expectCode(live.vault(card(CARDS.visa) as PaymentMethodDetails), 'card_declined');
    expect(stand.requests.length).toBe(before);
  });
});

describe('Stripe webhook signatures (stripe.webhooks.constructEvent)', () => {
  const now = new Date();
  const object = { id: 'pi_123', object: 'payment_intent', amount: 4900, currency: 'eur', status: 'succeeded', metadata: { parla: '1' } };

  it('accepts an event signed with the endpoint secret and maps it', () => {
    const { body, signature } = stand.event('payment_intent.succeeded', object, WEBHOOK_SECRET, seconds(now));
    const event = processor.parseWebhook(body, signature, now);
    expect(event).toMatchObject({
      type: 'payment.updated',
      intent: { reference: 'pi_123', status: 'succeeded', amountCents: 4900, currency: 'EUR' },
    });
  });

  it('refuses another secret, a changed body, a missing header and a replay older than five minutes', () => {
    const { body, signature } = stand.event('payment_intent.succeeded', object, WEBHOOK_SECRET, seconds(now));
    const forged = stand.event('payment_intent.succeeded', object, 'whsec_attacker', seconds(now));
    const refused = (raw: string, header: string | undefined, at: Date) => {
      try {
        processor.parseWebhook(raw, header, at);
        return null;
      } catch (error) {
        return (error as DomainError).code;
      }
    };
    expect(refused(forged.body, forged.signature, now)).toBe('invalid_request');
    expect(refused(body.replace('4900', '1'), signature, now)).toBe('invalid_request');
    expect(refused(body, undefined, now)).toBe('invalid_request');
    expect(refused(body, signature, new Date(now.getTime() + 6 * 60_000))).toBe('invalid_request');
    expect(refused(body, signature, new Date(now.getTime() + 4 * 60_000))).toBeNull();
  });

  it('ignores signed events about objects that are not ours', () => {
    const { body, signature } = stand.event('payment_intent.succeeded', { ...object, metadata: {} }, WEBHOOK_SECRET, seconds(now));
    expect(processor.parseWebhook(body, signature, now)).toBeNull();
  });
});

describe('the app with PAYMENT_PROCESSOR=stripe', async () => {
  const { app, clock } = await buildTestApp({ paymentProcessor: 'stripe', stripe: settings });
  let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;
  let store: Store;
  beforeAll(async () => {
    catalogue = await buildCatalogue(app);
    store = await buildStore(app, catalogue);
  });

  const deliver = (type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const { body, signature } = stand.event(type, object, secret, seconds(clock.now()));
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  };

  it('buys a plan with a card: charged on Stripe, credits granted', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex4 });
    expect(result.status).toBe('succeeded');
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 4 });
  });

  it('3-D Secure: the purchase completes once the customer authenticated with Stripe; its late webhook is stale', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex4 }, { method: card(CARDS.authenticate) });
    expect(result.status).toBe('requires_action');
    const reference = result.purchase.nextAction!.reference;
    expect(reference).toMatch(/^pi_/);
    const pi = stand.authenticate(reference, true);
    const done = await gql<{ completePaymentAction: { status: string } }>(
      app,
      buyer,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: true) { status } }',
      { p: result.purchase.id, r: reference },
    );
    expect(done.data!.completePaymentAction.status).toBe('succeeded');
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 4 });
    const late = await deliver('payment_intent.succeeded', pi);
    expect(late.json()).toMatchObject({ received: true, outcome: 'stale' });
  });

  it('SEPA settles through a signed webhook on the existing route; a replay is a duplicate; a forged one is refused', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(
      app,
      buyer,
      { variantId: store.flex4 },
      { method: { type: 'sepa_debit', iban: 'DE89370400440532013000', accountHolder: 'Mia Keller' } },
    );
    expect(result.status).toBe('processing');
    const pi = stand.settle(String(stand.lastIntent().id));

    const forged = await deliver('payment_intent.succeeded', pi, 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 0 });

    const { body, signature } = stand.event('payment_intent.succeeded', pi, WEBHOOK_SECRET, seconds(clock.now()));
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    expect((await post()).json()).toMatchObject({ outcome: 'applied' });
    expect((await post()).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 4 });

    // The test processor's route and signature mean nothing here.
    const test = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(test.statusCode).toBe(404);
  });
});
