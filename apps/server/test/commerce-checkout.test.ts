import { randomUUID } from 'node:crypto';
import { type ErrorCode, formatErrorMessage } from '@parla/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { CARDS, allBooksBalance, buy, card, createPurchase, credits, drainJobs, pay, subscriptionsOf } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildBuyer, buildCatalogue, buildStore, type Store } from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;
let store: Store;

beforeAll(async () => {
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
});

describe('catalogue', () => {
  it('lists packages in the currency of the country, with prices per class on .49/.99', async () => {
    const buyer = await buildBuyer(app, catalogue, 'GB');
    const res = await gql<{
      packages: {
        id: string;
        subTotal: { amount: number; currency: string; amountInMajor: string };
        pricePerClass: { amount: number };
        withTrialAvailable: boolean;
      }[];
    }>(app, buyer, '{ packages { id subTotal { amount currency amountInMajor } pricePerClass { amount } withTrialAvailable } }');
    const flex8 = res.data!.packages.find((p) => p.id === store.flex8)!;
    expect(flex8.subTotal.currency).toBe('GBP');
    expect(flex8.subTotal.amountInMajor).toBe((flex8.subTotal.amount / 100).toFixed(2));
    for (const p of res.data!.packages) expect([49, 99]).toContain(p.pricePerClass.amount % 100);
    expect(flex8.withTrialAvailable).toBe(true);
    const anonymous = await gql<{ packages: { id: string; subTotal: { currency: string } }[]; currencyByCountry: string }>(
      app,
      null,
      '{ packages(currency: CHF) { id subTotal { currency } } currencyByCountry(countryCode: "BR") }',
    );
    expect(anonymous.data!.packages.every((p) => p.subTotal.currency === 'CHF')).toBe(true);
    expect(anonymous.data!.currencyByCountry).toBe('BRL');
  });
});

describe('buying a Flex plan', () => {
  it('charges, starts the subscription, grants the credits and issues an invoice', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex8 });
    expect(result.status).toBe('succeeded');
    expect(result.purchase.subscription?.status).toBe('active');
    expect(result.purchase.subscription?.displayState).toBe('active');
    const next = new Date(result.purchase.subscription!.nextPaymentDate!).getTime();
    expect(Math.abs(next - (clock.now().getTime() + 28 * 86_400_000))).toBeLessThan(60_000);
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 8, privateCredits: 0, canBuyExtraCredits: true });
    const invoices = await gql<{ studentInvoices: { number: string; total: { amount: number }; pdfUrl: string }[] }>(
      app,
      buyer,
      '{ studentInvoices { number total { amount } pdfUrl } }',
    );
    expect(invoices.data!.studentInvoices).toHaveLength(1);
    expect(invoices.data!.studentInvoices[0].number).toMatch(/^INV-\d{4}-\d{6}$/);
    await drainJobs(app);
    expect(await allBooksBalance(app)).toEqual({ money: [], ledger: [], seats: [], failedJobs: [] });
  });

  it('refuses a second plan while one runs, and extra credits to non-subscribers', async () => {
    const buyer = await buildBuyer(app, catalogue);
    expect((await createPurchase(app, buyer, { variantId: store.extra5 })).code).toBe('extra_credits_not_available');
    await buy(app, buyer, { variantId: store.flex4 });
    expect((await createPurchase(app, buyer, { variantId: store.flex8 })).code).toBe('subscription_not_eligible');
    const extra = await buy(app, buyer, { variantId: store.extra5 });
    expect(extra.status).toBe('succeeded');
    expect((await credits(app, buyer)).groupCredits).toBe(9);
  });

  it('needs the agreements accepted', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, buyer, { variantId: store.flex4 });
    const res = await gql(app, buyer, 'mutation($i: PayPurchaseInput!) { payPurchase(input: $i) { status } }', {
      i: {
        purchaseId: created.data!.createPurchase.id,
        idempotencyKey: randomUUID(),
        acceptedAgreements: ['terms'],
        newPaymentMethod: card(CARDS.visa),
      },
    });
    expect(res.code).toBe('agreements_required');
  });
});

describe('declined cards', () => {
  const cases: [keyof typeof CARDS, string][] = [
    ['declined', 'card_declined'],
    ['insufficientFunds', 'insufficient_funds'],
    ['expired', 'expired_card'],
    ['incorrectCvc', 'incorrect_cvc'],
    ['incorrectZip', 'incorrect_zip'],
  ];
  it.each(cases)('%s: the purchase fails with its own message and nothing is granted', async (name, code) => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex4 }, { method: card(CARDS[name]) });
    expect(result.status).toBe('failed');
    expect(result.purchase.lastTransaction).toMatchObject({
      paymentStatus: 'failed',
      errorCode: code,
      errorMessage: formatErrorMessage(code as ErrorCode),
    });
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 0 });
    expect((await subscriptionsOf(app, buyer)).current).toBeNull();
    // the failed purchase can be paid again with another card
    const retry = await pay(app, buyer, result.purchase.id, { method: card(CARDS.mastercard) });
    expect(retry.data!.payPurchase.status).toBe('succeeded');
  });

  it('an invalid number is refused before any charge', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, buyer, { variantId: store.flex4 });
    const res = await pay(app, buyer, created.data!.createPurchase.id, { method: card(CARDS.incorrectNumber) });
    expect(res.code).toBe('incorrect_number');
    expect(res.errors![0].message).toBe(formatErrorMessage('incorrect_number'));
  });

  it('a lost or stolen card locks the account for unusual payment activity', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex4 }, { method: card(CARDS.stolen) });
    expect(result.purchase.lastTransaction?.errorCode).toBe('stolen_card');
    const again = await pay(app, buyer, result.purchase.id, { method: card(CARDS.visa) });
    expect(again.code).toBe('account_temporarily_locked');
    clock.advance(25 * 3_600_000);
    expect((await pay(app, buyer, result.purchase.id, { method: card(CARDS.visa) })).data!.payPurchase.status).toBe('succeeded');
  });

  it('after 5 declines in a day the card may be retried only 24 hours later', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, buyer, { variantId: store.flex4 });
    const id = created.data!.createPurchase.id;
    for (let i = 0; i < 5; i++) {
      const res = await pay(app, buyer, id, { method: card(CARDS.insufficientFunds) });
      expect(res.data!.payPurchase.status).toBe('failed');
    }
    expect((await pay(app, buyer, id, { method: card(CARDS.visa) })).code).toBe('card_declined_too_many_times');
    clock.advance(24 * 3_600_000 + 60_000);
    expect((await pay(app, buyer, id, { method: card(CARDS.visa) })).data!.payPurchase.status).toBe('succeeded');
  });
});

describe('confirmation steps and asynchronous payments', () => {
  it('3-D Secure: requires action, then succeeds when confirmed', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex4 }, { method: card(CARDS.authenticate) });
    expect(result.status).toBe('requires_action');
    expect(result.purchase.nextAction?.type).toBe('authenticate');
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 0 });
    const done = await gql<{ completePaymentAction: { status: string } }>(
      app,
      buyer,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: true) { status } }',
      { p: result.purchase.id, r: result.purchase.nextAction!.reference },
    );
    expect(done.data!.completePaymentAction.status).toBe('succeeded');
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 4 });
    // the processor's events arrive afterwards and change nothing
    await drainJobs(app);
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 4 });
    const twice = await gql(
      app,
      buyer,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: true) { status } }',
      {
        p: result.purchase.id,
        r: result.purchase.nextAction!.reference,
      },
    );
    expect(twice.code).toBe('transaction_already_processed');
  });

  it('3-D Secure abandoned: the purchase fails with authentication_required', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex4 }, { method: card(CARDS.authenticate) });
    const done = await gql<{
      completePaymentAction: { status: string; purchase: { status: string; lastTransaction: { errorCode: string | null } } };
    }>(
      app,
      buyer,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: false) { status purchase { status lastTransaction { errorCode } } } }',
      { p: result.purchase.id, r: result.purchase.nextAction!.reference },
    );
    expect(done.data!.completePaymentAction).toEqual({
      status: 'failed',
      purchase: { status: 'failed', lastTransaction: { errorCode: 'authentication_required' } },
    });
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 0 });
  });

  it('SEPA: processing, then validated by the signed webhook a few minutes later', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(
      app,
      buyer,
      { variantId: store.flex4 },
      { method: { type: 'sepa_debit', iban: 'DE89370400440532013000', accountHolder: 'Mia Keller' } },
    );
    expect(result.status).toBe('processing');
    await drainJobs(app);
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 0 });
    clock.advance(4 * 60_000);
    await drainJobs(app);
    const purchase = await gql<{ purchase: { status: string } }>(app, buyer, 'query($id: ID!) { purchase(id: $id) { status } }', {
      id: result.purchase.id,
    });
    expect(purchase.data!.purchase.status).toBe('succeeded');
    expect(await credits(app, buyer)).toMatchObject({ groupCredits: 4 });
  });

  it('SEPA: a debit that bounces fails the purchase; SEPA needs euros', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const result = await buy(app, buyer, { variantId: store.flex4 }, { method: { type: 'sepa_debit', iban: 'DE62370400440532013001' } });
    expect(result.status).toBe('processing');
    clock.advance(4 * 60_000);
    await drainJobs(app);
    const purchase = await gql<{ purchase: { status: string; lastTransaction: { errorCode: string } } }>(
      app,
      buyer,
      'query($id: ID!) { purchase(id: $id) { status lastTransaction { errorCode } } }',
      { id: result.purchase.id },
    );
    expect(purchase.data!.purchase).toMatchObject({ status: 'failed', lastTransaction: { errorCode: 'insufficient_funds' } });
    const swiss = await buildBuyer(app, catalogue, 'CH');
    const chf = await buy(app, swiss, { variantId: store.flex4 }, { method: { type: 'sepa_debit', iban: 'DE89370400440532013000' } });
    expect(chf.purchase.lastTransaction?.errorCode).toBe('sepa_unsupported');
  });

  it('PayPal: approval step, then paid', async () => {
    const buyer = await buildBuyer(app, catalogue, 'US');
    const result = await buy(app, buyer, { variantId: store.flex4 }, { method: { type: 'paypal', paypalEmail: 'mia@example.com' } });
    expect(result.purchase.nextAction?.type).toBe('paypal_approval');
    const done = await gql<{ completePaymentAction: { status: string } }>(
      app,
      buyer,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: true) { status } }',
      { p: result.purchase.id, r: result.purchase.nextAction!.reference },
    );
    expect(done.data!.completePaymentAction.status).toBe('succeeded');
  });
});

describe('once-only products and replays', () => {
  it('a product sold once cannot be bought twice', async () => {
    const buyer = await buildBuyer(app, catalogue);
    expect((await buy(app, buyer, { variantId: store.teams })).status).toBe('succeeded');
    expect((await createPurchase(app, buyer, { variantId: store.teams })).code).toBe('product_purchasable_once');
  });

  it('replaying a payment returns the first answer; the same key for another purchase is refused', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, buyer, { variantId: store.flex4 });
    const key = randomUUID();
    const first = await pay(app, buyer, created.data!.createPurchase.id, { key });
    const replay = await pay(app, buyer, created.data!.createPurchase.id, { key });
    expect(replay.data!.payPurchase.transaction!.id).toBe(first.data!.payPurchase.transaction!.id);
    expect(replay.data!.payPurchase.status).toBe('succeeded');
    expect((await credits(app, buyer)).groupCredits).toBe(4);
    const other = await createPurchase(app, await buildBuyer(app, catalogue), { variantId: store.flex4 });
    void other;
    const extra = await createPurchase(app, buyer, { variantId: store.extra5 });
    expect((await pay(app, buyer, extra.data!.createPurchase.id, { key })).code).toBe('idempotency_key_reused');
    // paying an already paid purchase with a new key is refused
    expect((await pay(app, buyer, created.data!.createPurchase.id)).code).toBe('transaction_already_processed');
  });

  it('every book balances at the end', async () => {
    await drainJobs(app);
    expect(await allBooksBalance(app)).toEqual({ money: [], ledger: [], seats: [], failedJobs: [] });
  });
});
