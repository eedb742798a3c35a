import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { CARDS, allBooksBalance, buy, card, createPurchase, credits, drainJobs, subscriptionsOf } from './commerce-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildBuyer, buildCatalogue, buildStore, type Catalogue, DAY, type Store, type TestUser } from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let store: Store;
let admin: TestUser;

beforeAll(async () => {
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
  admin = await buildAdmin(app);
});

const coupon = (input: Record<string, unknown>) =>
  gql<{ adminCreateCoupon: { code: string } }>(
    app,
    admin,
    'mutation($i: CouponInput!) { adminCreateCoupon(input: $i) { code percentOff lifetime } }',
    { i: input },
  );

describe('converting group credits into private credits', () => {
  it('needs an active subscription; previews live; 3 group make 1 private, never back', async () => {
    const outsider = await buildBuyer(app, catalogue, 'DE', { group: 9 });
    const refused = await gql<{ creditsConversionPreview: { allowed: boolean; blockingError: string } }>(
      app,
      outsider,
      '{ creditsConversionPreview(privateCredits: 1) { allowed blockingError } }',
    );
    expect(refused.data!.creditsConversionPreview).toEqual({ allowed: false, blockingError: 'conversion_requires_subscription' });
    expect(
      (await gql(app, outsider, 'mutation { convertCredits(privateCredits: 1, idempotencyKey: "conv-outsider-1") { privateCredits } }'))
        .code,
    ).toBe('conversion_requires_subscription');

    const student = await buildBuyer(app, catalogue);
    await buy(app, student, { variantId: store.flex8 });
    const preview = await gql<{ creditsConversionPreview: Record<string, unknown> }>(
      app,
      student,
      '{ creditsConversionPreview(privateCredits: 2) { privateCredits groupCreditsNeeded groupCreditsAvailable groupCreditsAfter privateCreditsAfter maxPrivateCredits allowed blockingError } }',
    );
    expect(preview.data!.creditsConversionPreview).toEqual({
      privateCredits: 2,
      groupCreditsNeeded: 6,
      groupCreditsAvailable: 8,
      groupCreditsAfter: 2,
      privateCreditsAfter: 2,
      maxPrivateCredits: 2,
      allowed: true,
      blockingError: null,
    });
    const tooMany = await gql<{ creditsConversionPreview: { blockingError: string } }>(
      app,
      student,
      '{ creditsConversionPreview(privateCredits: 3) { blockingError } }',
    );
    expect(tooMany.data!.creditsConversionPreview.blockingError).toBe('not_enough_credits');
    const key = randomUUID();
    const converted = await gql<{ convertCredits: { groupCredits: number; privateCredits: number } }>(
      app,
      student,
      'mutation($k: String!) { convertCredits(privateCredits: 2, idempotencyKey: $k) { groupCredits privateCredits } }',
      { k: key },
    );
    expect(converted.data!.convertCredits).toEqual({ groupCredits: 2, privateCredits: 2 });
    // a replay converts nothing more
    await gql(app, student, 'mutation($k: String!) { convertCredits(privateCredits: 2, idempotencyKey: $k) { groupCredits } }', { k: key });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 2, privateCredits: 2 });
    expect(
      (await gql(app, student, 'mutation { convertCredits(privateCredits: 1, idempotencyKey: "conv-too-many") { groupCredits } }')).code,
    ).toBe('not_enough_credits');
  });
});

describe('coupons', () => {
  it('apply with their discount; each refusal has its own code', async () => {
    await coupon({ code: 'TENOFF', percentOff: 10 });
    await coupon({ code: 'NEWBIE', percentOff: 15, newUsersOnly: true });
    await coupon({ code: 'FIVEEUR', amountOffCents: 500, currency: 'EUR' });
    await coupon({ code: 'USDONLY', percentOff: 5, currencies: ['USD'] });
    await coupon({ code: 'SPRINTONLY', percentOff: 5, productTypes: ['sprint'] });
    await coupon({ code: 'OTHERLANG', percentOff: 5, sectionIds: [randomUUID()] });
    await coupon({ code: 'FLEX8ONLY', percentOff: 5, variantIds: [store.flex8] });
    const someoneElse = await buildBuyer(app, catalogue);
    await coupon({ code: 'PERSONAL', percentOff: 5, userId: someoneElse.id });

    const student = await buildBuyer(app, catalogue);
    const flex4Price = 5196;
    const ok = await createPurchase(app, student, { variantId: store.flex4, couponCode: 'tenoff' });
    expect(ok.data!.createPurchase).toMatchObject({ discount: { amount: 520 }, total: { amount: flex4Price - 520 } });
    const amount = await createPurchase(app, student, { variantId: store.flex4, couponCode: 'FIVEEUR' });
    expect(amount.data!.createPurchase.total.amount).toBe(flex4Price - 500);
    const codes: [string, string, Record<string, unknown>?][] = [
      ['NOPE', 'coupon_invalid'],
      ['USDONLY', 'coupon_invalid_currency'],
      ['SPRINTONLY', 'coupon_invalid_plan'],
      ['OTHERLANG', 'coupon_invalid_language'],
      ['FLEX8ONLY', 'coupon_not_for_package'],
      ['PERSONAL', 'coupon_invalid_user'],
    ];
    for (const [code, error] of codes)
      expect((await createPurchase(app, student, { variantId: store.flex4, couponCode: code })).code, code).toBe(error);
    // the teams package takes no coupons
    expect((await createPurchase(app, student, { variantId: store.teams, couponCode: 'TENOFF' })).code).toBe('coupon_not_for_package');
    const check = await gql<{ validateCoupon: { valid: boolean; errorCode: string; message: string } }>(
      app,
      student,
      'query($v: ID!) { validateCoupon(code: "USDONLY", variantId: $v) { valid errorCode message } }',
      { v: store.flex4 },
    );
    expect(check.data!.validateCoupon).toEqual({
      valid: false,
      errorCode: 'coupon_invalid_currency',
      message: 'This promo code is not valid for this currency.',
    });
    // new users only: fine before the first purchase, refused after
    expect((await createPurchase(app, student, { variantId: store.flex4, couponCode: 'NEWBIE' })).data).toBeTruthy();
    await buy(app, student, { variantId: store.flex4, couponCode: 'TENOFF' });
    expect((await createPurchase(app, student, { variantId: store.extra5, couponCode: 'NEWBIE' })).code).toBe('coupon_new_users_only');
  });

  it('a lifetime 20% coupon discounts every renewal', async () => {
    await coupon({ code: 'LIFETIME20', percentOff: 20, lifetime: true });
    const student = await buildBuyer(app, catalogue);
    const paid = await buy(app, student, { variantId: store.flex8, couponCode: 'LIFETIME20' });
    expect(paid.status).toBe('succeeded');
    const validity = await gql<{ lifetimeCouponValidity: { valid: boolean; percentOff: number; couponCode: string } }>(
      app,
      student,
      '{ lifetimeCouponValidity { valid percentOff couponCode } }',
    );
    expect(validity.data!.lifetimeCouponValidity).toEqual({ valid: true, percentOff: 20, couponCode: 'LIFETIME20' });
    expect((await subscriptionsOf(app, student)).current!.price.amount).toBe(9592 - 1918);
    clock.advance(28 * DAY + 3_600_000);
    await drainJobs(app);
    const amounts = await queryRows<{ amount_cents: number }>(
      app.db,
      sql`select amount_cents from transactions where student_id = ${student.id} and kind = 'charge' and status = 'succeeded' order by created_at`,
    );
    expect(amounts.map((a) => a.amount_cents)).toEqual([9592 - 1918, 9592 - 1918]);
  });

  it('discounts are whole and at least 1 cent; codes are unique', async () => {
    expect((await coupon({ code: 'ZERO', amountOffCents: 0, currency: 'EUR' })).code).toBe('validation_failed');
    expect((await coupon({ code: 'HALF', percentOff: 0 })).code).toBe('validation_failed');
    expect((await coupon({ code: 'NOCUR', amountOffCents: 100 })).code).toBe('validation_failed');
    expect((await coupon({ code: 'TENOFF', percentOff: 10 })).code).toBe('validation_failed');
    expect((await coupon({ code: 'ONECENT', amountOffCents: 1, currency: 'EUR' })).data).toBeTruthy();
    const student = await buildBuyer(app, catalogue);
    expect(
      (
        await gql(app, student, 'mutation($i: CouponInput!) { adminCreateCoupon(input: $i) { code } }', {
          i: { code: 'X1X', percentOff: 5 },
        })
      ).code,
    ).toBe('forbidden');
  });
});

describe('referrals', () => {
  it("own code, landing page, the friend's first purchase discount over the minimum, the reward 14 days later", async () => {
    const referrer = await buildBuyer(app, catalogue);
    await buy(app, referrer, { variantId: store.flex4 });
    const own = await gql<{
      ownReferral: {
        code: string;
        url: string;
        ownerGroupCredits: number;
        userDiscount: { amount: number; currency: string };
        minimumSpent: { amount: number };
      };
    }>(
      app,
      referrer,
      '{ ownReferral { code url ownerGroupCredits userDiscount { amount currency } minimumSpent { amount } referrals { id } } }',
    );
    const { code } = own.data!.ownReferral;
    expect(own.data!.ownReferral).toMatchObject({
      ownerGroupCredits: 2,
      userDiscount: { amount: 2000, currency: 'EUR' },
      minimumSpent: { amount: 6000 },
    });
    expect(own.data!.ownReferral.url).toContain(`/referral/${code}`);
    const landing = await gql<{ referralByCode: { valid: boolean; referrerFirstName: string } }>(
      app,
      null,
      'query($c: String!) { referralByCode(code: $c) { valid referrerFirstName } }',
      {
        c: code.toLowerCase(),
      },
    );
    expect(landing.data!.referralByCode).toEqual({ valid: true, referrerFirstName: 'Mia' });

    // below the minimum spend: no discount
    const small = await buildBuyer(app, catalogue);
    const below = await createPurchase(app, small, { variantId: store.flex4, referralCode: code });
    expect(below.data!.createPurchase.discount.amount).toBe(0);
    // own code: no discount
    const self = await createPurchase(app, referrer, { variantId: store.extra5, referralCode: code });
    expect(self.data!.createPurchase.discount.amount).toBe(0);

    const friend = await buildBuyer(app, catalogue);
    const result = await buy(app, friend, { variantId: store.flex8, referralCode: code });
    expect(result.status).toBe('succeeded');
    const [{ charged }] = await queryRows<{ charged: number }>(
      app.db,
      sql`select amount_cents as charged from transactions where purchase_id = ${result.purchase.id} and kind = 'charge'`,
    );
    expect(charged).toBe(9592 - 2000);
    const before = (await credits(app, referrer)).groupCredits;
    clock.advance(13 * DAY);
    await drainJobs(app);
    expect((await credits(app, referrer)).groupCredits).toBe(before);
    clock.advance(DAY + 60_000);
    await drainJobs(app);
    expect((await credits(app, referrer)).groupCredits).toBe(before + 2);
    const list = await gql<{ ownReferral: { referrals: { status: string; friendFirstName: string }[] } }>(
      app,
      referrer,
      '{ ownReferral { referrals { status friendFirstName } } }',
    );
    expect(list.data!.ownReferral.referrals).toEqual([{ status: 'rewarded', friendFirstName: 'Mia' }]);
  });
});

describe('payment methods', () => {
  it('add (a test charge taken and refunded), set default, remove; at least one must remain', async () => {
    const student = await buildBuyer(app, catalogue);
    const add = (input: unknown) =>
      gql<{ addPaymentMethod: { id: string; brand: string; isDefault: boolean; label: string } }>(
        app,
        student,
        'mutation($i: PaymentMethodInput!, $k: String!) { addPaymentMethod(input: $i, idempotencyKey: $k) { id brand isDefault label } }',
        { i: input, k: randomUUID() },
      );
    const visa = (await add(card(CARDS.visa))).data!.addPaymentMethod;
    expect(visa).toMatchObject({ brand: 'visa', isDefault: true, label: 'Visa •••• 4242' });
    const amex = (await add(card(CARDS.amex))).data!.addPaymentMethod;
    expect(amex).toMatchObject({ brand: 'amex', isDefault: false });
    const paypal = (await add({ type: 'paypal', paypalEmail: 'mia@example.com' })).data!.addPaymentMethod;
    const sepa = (await add({ type: 'sepa_debit', iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Mia Keller' })).data!
      .addPaymentMethod;
    expect([paypal.brand, sepa.brand]).toEqual(['paypal', 'sepa']);
    const declined = await add(card(CARDS.declined));
    expect(declined.code).toBe('card_declined');
    expect(declined.errors![0].message).toBe('Your card was declined.');
    const [verif] = await queryRows<{ charged: number; refunded: number }>(
      app.db,
      sql`select count(*) filter (where kind = 'verification' and status = 'succeeded')::int as charged,
                 count(*) filter (where kind = 'verification_refund' and status = 'succeeded')::int as refunded
          from transactions where student_id = ${student.id}`,
    );
    expect(verif).toEqual({ charged: 4, refunded: 4 });
    const made = await gql<{ setDefaultPaymentMethod: { id: string; isDefault: boolean }[] }>(
      app,
      student,
      'mutation($id: ID!) { setDefaultPaymentMethod(id: $id) { id isDefault } }',
      { id: amex.id },
    );
    expect(made.data!.setDefaultPaymentMethod.filter((m) => m.isDefault).map((m) => m.id)).toEqual([amex.id]);
    const remove = (id: string) =>
      gql<{ removePaymentMethod: { id: string; isDefault: boolean }[] }>(
        app,
        student,
        'mutation($id: ID!) { removePaymentMethod(id: $id) { id isDefault } }',
        { id },
      );
    await remove(visa.id);
    await remove(paypal.id);
    const afterDefault = await remove(amex.id);
    expect(afterDefault.data!.removePaymentMethod).toEqual([{ id: sepa.id, isDefault: true }]);
    expect((await remove(sepa.id)).code).toBe('payment_method_last');
  });

  it('REST: methods per currency (SEPA only in euros), list, change default', async () => {
    const eur = await app.inject({ method: 'GET', url: '/api/payments/methods/EUR' });
    expect(eur.json<{ type: string }[]>().map((m) => m.type)).toEqual(['card', 'paypal', 'sepa_debit']);
    const usd = await app.inject({ method: 'GET', url: '/api/payments/methods/usd' });
    expect(usd.json<{ type: string }[]>().map((m) => m.type)).toEqual(['card', 'paypal']);
    const student = await buildBuyer(app, catalogue);
    const cookie = await loginCookies(app, student);
    const added = await app.inject({
      method: 'POST',
      url: '/api/payments/methods',
      headers: { ...clientHeaders, 'content-type': 'application/json', cookie },
      payload: { method: card(CARDS.mastercard), idempotencyKey: randomUUID() },
    });
    expect(added.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/payments/methods', headers: { cookie } });
    expect(list.json<{ brand: string }[]>().map((m) => m.brand)).toEqual(['mastercard']);
    const declined = await app.inject({
      method: 'POST',
      url: '/api/payments/methods',
      headers: { ...clientHeaders, 'content-type': 'application/json', cookie },
      payload: { method: card(CARDS.insufficientFunds), idempotencyKey: randomUUID() },
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });
});

describe('limits and plan rules outside GraphQL', () => {
  it('after 20 payment attempts in a day: transactions limit exceeded', async () => {
    const student = await buildBuyer(app, catalogue);
    const add = () =>
      gql(app, student, 'mutation($i: PaymentMethodInput!, $k: String!) { addPaymentMethod(input: $i, idempotencyKey: $k) { id } }', {
        i: card(CARDS.visa),
        k: randomUUID(),
      });
    for (let i = 0; i < 20; i++) expect((await add()).data).toBeTruthy();
    expect((await add()).code).toBe('transactions_limit_exceeded');
    clock.advance(DAY + 60_000);
    expect((await add()).data).toBeTruthy();
  });

  it('REST: cancel, uncancel and change a subscription; no time zone change during a Sprint', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex4 });
    const cookie = await loginCookies(app, student);
    const post = (url: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...clientHeaders, 'content-type': 'application/json', cookie },
        payload: payload as Record<string, unknown>,
      });
    const id = bought.purchase.subscription!.id;
    const cancelled = await post(`/api/subscriptions/${id}/cancel`, { reasons: ['reached_goal'], feedback: 'Thanks!' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', displayState: 'cancelled' });
    const uncancelled = await post(`/api/subscriptions/${id}/uncancel`, {});
    expect(uncancelled.json()).toMatchObject({ status: 'active' });
    const changed = await post('/api/subscriptions/change', { subscriptionId: id, variantId: store.flex8 });
    expect(changed.json()).toMatchObject({ current: { status: 'cancelled' }, next: { status: 'waiting' } });
    const last = await app.inject({ method: 'GET', url: '/api/transactions/last', headers: { cookie } });
    expect(last.json()).toMatchObject({ kind: 'charge', paymentStatus: 'succeeded' });
    const { assertTimezoneChangeAllowedFor } = await import('../src/modules/commerce/subscriptions/booking-plan.ts');
    await expect(assertTimezoneChangeAllowedFor(app.db, student.id, clock.now())).resolves.toBeUndefined();
    const sprinter = await buildBuyer(app, catalogue);
    const { sprints } = await import('../src/db/schema/index.ts');
    const [sprint] = await app.db
      .insert(sprints)
      .values({
        slug: `s-${randomUUID()}`,
        sectionId: catalogue.sectionId,
        name: 'Sprint',
        startsAt: new Date(clock.now().getTime() + 2 * DAY),
        durationWeeks: 4,
      })
      .returning();
    await buy(app, sprinter, { variantId: store.sprint4, sprintId: sprint.id });
    clock.advance(3 * DAY);
    await drainJobs(app);
    await expect(assertTimezoneChangeAllowedFor(app.db, sprinter.id, clock.now())).rejects.toMatchObject({
      code: 'sprint_timezone_locked',
    });
  });
});

describe('invoices', () => {
  it('lists the student invoices and serves them as PDF; credit memos for refunds; others cannot read them', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex4 });
    await gql(app, student, 'mutation($p: ID!, $k: String!) { withdrawPurchase(purchaseId: $p, idempotencyKey: $k) { status } }', {
      p: bought.purchase.id,
      k: randomUUID(),
    });
    const cookie = await loginCookies(app, student);
    const list = await app.inject({ method: 'GET', url: `/api/users/${student.id}/student-invoices`, headers: { cookie } });
    const invoices =
      list.json<{ id: string; kind: string; number: string; pdfUrl: string; relatesTo: string | null; total: { amount: number } }[]>();
    expect(invoices.map((i) => i.kind).sort()).toEqual(['credit_memo', 'invoice']);
    const memo = invoices.find((i) => i.kind === 'credit_memo')!;
    const invoice = invoices.find((i) => i.kind === 'invoice')!;
    expect(memo.relatesTo).toBe(invoice.number);
    expect(memo.total.amount).toBe(invoice.total.amount);
    const pdf = await app.inject({ method: 'GET', url: invoice.pdfUrl, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const parsed = await PDFDocument.load(pdf.rawPayload);
    expect(parsed.getTitle()).toBe(`Invoice ${invoice.number}`);
    const other = await buildBuyer(app, catalogue);
    const forbidden = await app.inject({ method: 'GET', url: invoice.pdfUrl, headers: { cookie: await loginCookies(app, other) } });
    expect(forbidden.statusCode).toBe(403);
  });

  it('books balance', async () => {
    await drainJobs(app);
    expect(await allBooksBalance(app)).toEqual({ money: [], ledger: [], seats: [], failedJobs: [] });
  });
});
