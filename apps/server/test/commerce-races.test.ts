import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { testProcessor } from '../src/modules/commerce/payments/processor-registry.ts';
import type { ProcessorEvent } from '../src/modules/commerce/payments/processor.ts';
import { signPayload } from '../src/modules/commerce/payments/webhook-signature.ts';
import { receiveWebhook } from '../src/modules/commerce/payments/webhooks.service.ts';
import { loginCookies } from './graphql-requests.ts';
import { ALL_AGREEMENTS, CARDS, allBooksBalance, buy, card, createPurchase, credits, drainJobs } from './commerce-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildBuyer, buildCatalogue, buildStore, type Catalogue, type Store } from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let store: Store;

beforeAll(async () => {
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
});

const PAY = `mutation($input: PayPurchaseInput!) { payPurchase(input: $input) { status transaction { id } purchase { id status } } }`;

function payRequest(cookie: string, input: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...clientHeaders, 'content-type': 'application/json', cookie },
    payload: { query: PAY, variables: { input } },
  });
}

async function processorEvents(reference: string): Promise<ProcessorEvent[]> {
  const rows = await queryRows<{ payload: { event: ProcessorEvent } }>(
    app.db,
    sql`select payload from jobs where name = 'commerce.test-processor.deliver' and payload->'event'->'intent'->>'reference' = ${reference} order by created_at`,
  );
  return rows.map((r) => r.payload.event);
}

function deliver(event: ProcessorEvent) {
  const processor = testProcessor(app);
  const body = JSON.stringify(event);
  return receiveWebhook(app, processor.name, body, signPayload(processor.webhookSecret, body, clock.now()));
}

describe('idempotent purchases under concurrency', () => {
  it('50 parallel replays of one purchase: one charge, one subscription, every replay the same answer', async () => {
    const student = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, student, { variantId: store.flex8 });
    const cookie = await loginCookies(app, student);
    const input = {
      purchaseId: created.data!.createPurchase.id,
      idempotencyKey: randomUUID(),
      acceptedAgreements: ALL_AGREEMENTS,
      newPaymentMethod: card(CARDS.visa),
    };
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 50 }, () => payRequest(cookie, input)));
    const ms = performance.now() - started;
    const bodies = responses.map((r) =>
      r.json<{ data?: { payPurchase: { status: string; transaction: { id: string } } }; errors?: unknown[] }>(),
    );
    expect(bodies.filter((b) => b.errors)).toEqual([]);
    const transactionIds = new Set(bodies.map((b) => b.data!.payPurchase.transaction.id));
    expect(transactionIds.size).toBe(1);
    expect(new Set(bodies.map((b) => b.data!.payPurchase.status))).toEqual(new Set(['succeeded']));
    const [{ charges, processor, subs }] = await queryRows<{ charges: number; processor: number; subs: number }>(
      app.db,
      sql`select
        (select count(*)::int from transactions where student_id = ${student.id} and kind = 'charge') as charges,
        (select count(*)::int from test_processor_payments p join transactions t on t.processor_ref = p.reference where t.student_id = ${student.id} and p.kind = 'charge') as processor,
        (select count(*)::int from subscriptions where student_id = ${student.id}) as subs`,
    );
    expect({ charges, processor, subs }).toEqual({ charges: 1, processor: 1, subs: 1 });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 8 });
    console.info(`[commerce-races] 50 parallel replays of one payment on ${app.database.kind}: ${Math.round(ms)} ms`);
  });

  it('two different keys racing for one purchase: one pays, the other is told it was processed', async () => {
    const student = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, student, { variantId: store.flex4 });
    const cookie = await loginCookies(app, student);
    const base = { purchaseId: created.data!.createPurchase.id, acceptedAgreements: ALL_AGREEMENTS, newPaymentMethod: card(CARDS.visa) };
    const responses = await Promise.all(Array.from({ length: 10 }, () => payRequest(cookie, { ...base, idempotencyKey: randomUUID() })));
    const bodies = responses.map((r) =>
      r.json<{ data?: { payPurchase: { status: string } }; errors?: { extensions: { code: string } }[] }>(),
    );
    expect(bodies.filter((b) => b.data?.payPurchase.status === 'succeeded')).toHaveLength(1);
    expect(bodies.filter((b) => b.errors?.[0]?.extensions.code === 'transaction_already_processed')).toHaveLength(9);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 4 });
  });
});

describe('webhooks', () => {
  it('refuses a bad signature and an old one', async () => {
    const body = JSON.stringify({ id: 'evt_x', type: 'payment.updated', intent: { reference: 'tpi_x', sequence: 9 } });
    await expect(receiveWebhook(app, 'test', body, 't=1,v1=00')).rejects.toMatchObject({ code: 'invalid_request' });
    const old = signPayload(testProcessor(app).webhookSecret, body, new Date(clock.now().getTime() - 10 * 60_000));
    await expect(receiveWebhook(app, 'test', body, old)).rejects.toMatchObject({ code: 'invalid_request' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: { ...clientHeaders, 'content-type': 'application/json', 'parla-signature': 't=1,v1=00' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });

  it('the REST endpoint verifies and applies a signed event; duplicates and reordered events change nothing', async () => {
    const student = await buildBuyer(app, catalogue);
    const result = await buy(app, student, { variantId: store.flex4 }, { method: { type: 'sepa_debit', iban: 'DE89370400440532013000' } });
    expect(result.status).toBe('processing');
    const [{ reference }] = await queryRows<{ reference: string }>(
      app.db,
      sql`select processor_ref as reference from transactions where purchase_id = ${result.purchase.id} and kind = 'charge'`,
    );
    // the bank settles; take the events before the queue delivers them
    const processor = testProcessor(app);
    const { inTransaction } = await import('../src/lib/transaction.ts');
    await inTransaction(app.db, (tx) => processor.settle(reference, { tx, now: clock.now() }));
    const [processing, settled] = await processorEvents(reference);
    expect(processing.intent.status).toBe('processing');
    expect(settled.intent.status).toBe('succeeded');
    // newest first, through the real endpoint
    const body = JSON.stringify(settled);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: {
        ...clientHeaders,
        'content-type': 'application/json',
        'parla-signature': signPayload(processor.webhookSecret, body, clock.now()),
      },
      payload: body,
    });
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 4 });
    // the older event arrives late, then both again
    expect(await deliver(processing)).toBe('stale');
    expect(await deliver(settled)).toBe('duplicate');
    expect(await deliver(processing)).toBe('duplicate');
    // and 20 concurrent duplicates of the newest
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => deliver(settled)));
    expect(outcomes.every((o) => o === 'duplicate')).toBe(true);
    await drainJobs(app);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 4 });
    const [{ invoices }] = await queryRows<{ invoices: number }>(
      app.db,
      sql`select count(*)::int as invoices from student_invoices where student_id = ${student.id}`,
    );
    expect(invoices).toBe(1);
  });

  it('an event for a payment we do not know yet fails, so the processor delivers it again', async () => {
    const event: ProcessorEvent = {
      id: `evt_unknown_${randomUUID()}`,
      type: 'payment.updated',
      intent: {
        reference: 'tpi_unknown',
        status: 'succeeded',
        sequence: 2,
        amountCents: 100,
        currency: 'EUR',
        errorCode: null,
        nextAction: null,
      },
      createdAt: clock.now().toISOString(),
    };
    await expect(deliver(event)).rejects.toMatchObject({ code: 'payment_reference_unknown', status: 409 });
  });

  it('renewals delivered twice by parallel ticks charge once', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex4 });
    clock.advance(28 * 86_400_000 + 60_000);
    const { advanceSubscription } = await import('../src/modules/commerce/subscriptions/subscription-advance.ts');
    await Promise.all(Array.from({ length: 8 }, () => advanceSubscription(app, bought.purchase.subscription!.id, clock.now())));
    await drainJobs(app);
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from transactions where student_id = ${student.id} and kind = 'charge' and status = 'succeeded'`,
    );
    expect(n).toBe(2);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 8 });
  });

  it('books balance', async () => {
    await drainJobs(app);
    expect(await allBooksBalance(app)).toEqual({ money: [], ledger: [], seats: [], failedJobs: [] });
  });
});
