// The back office's commerce (issue 19): promo codes with usage (list, pause, end, limit),
// packages and prices (take off the store), failed payments, refunds, withdrawals, referrals.
// Every operation is the admin's only: the access matrix is at the end.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { CARDS, buy, card, createPurchase, pay } from './commerce-requests.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildStore,
  buildTeacher,
  type Catalogue,
  DAY,
  type Store,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let store: Store;
let admin: TestUser;

beforeAll(async () => {
  clock.set(new Date('2026-06-01T08:00:00Z'));
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
  admin = await buildAdmin(app);
});

const CREATE = 'mutation($i: CouponInput!) { adminCreateCoupon(input: $i) { code } }';
const COUPONS = `query($search: String, $state: CouponState, $offset: Int) {
  adminCoupons(search: $search, state: $state, limit: 10, offset: $offset) {
    total coupons { id code percentOff redemptions maxRedemptions active state validUntil }
  }
}`;
const UPDATE = `mutation($id: ID!, $active: Boolean, $validUntil: DateTime, $clearValidUntil: Boolean, $max: Int, $clearMax: Boolean) {
  adminUpdateCoupon(id: $id, active: $active, validUntil: $validUntil, clearValidUntil: $clearValidUntil, maxRedemptions: $max, clearMaxRedemptions: $clearMax) {
    id code active state maxRedemptions validUntil redemptions
  }
}`;

interface CouponRow {
  id: string;
  code: string;
  percentOff: number | null;
  redemptions: number;
  maxRedemptions: number | null;
  active: boolean;
  state: string;
  validUntil: string | null;
}

const coupons = async (variables: Record<string, unknown>) =>
  (await gql<{ adminCoupons: { total: number; coupons: CouponRow[] } }>(app, admin, COUPONS, variables)).data!.adminCoupons;

async function newCoupon(prefix: string, extra: Record<string, unknown> = {}): Promise<CouponRow> {
  const code = `${prefix}${randomUUID().slice(0, 6)}`.toUpperCase();
  const created = await gql(app, admin, CREATE, { i: { code, percentOff: 10, ...extra } });
  expect(created.errors).toBeUndefined();
  const found = await coupons({ search: code });
  expect(found.total).toBe(1);
  return found.coupons[0];
}

describe('promo codes', () => {
  it('lists by code and state, with their usage', async () => {
    const coupon = await newCoupon('LIST', { maxRedemptions: 1 });
    expect(coupon).toMatchObject({ percentOff: 10, redemptions: 0, maxRedemptions: 1, active: true, state: 'active' });

    const buyer = await buildBuyer(app, catalogue);
    const bought = await buy(app, buyer, { variantId: store.flex8, couponCode: coupon.code });
    expect(bought.status).toBe('succeeded');
    const used = (await coupons({ search: coupon.code })).coupons[0];
    expect(used).toMatchObject({ redemptions: 1, state: 'used_up' });
    expect((await coupons({ search: coupon.code, state: 'used_up' })).total).toBe(1);
    expect((await coupons({ search: coupon.code, state: 'active' })).total).toBe(0);
    // The search is by part of the code or the description, case-insensitive; % and _ are plain.
    expect((await coupons({ search: coupon.code.slice(2).toLowerCase() })).total).toBe(1);
    expect((await coupons({ search: '%' })).total).toBe(0);
  });

  it('pauses and resumes: a paused code is refused at checkout', async () => {
    const coupon = await newCoupon('PAUSE');
    const paused = await gql<{ adminUpdateCoupon: CouponRow }>(app, admin, UPDATE, { id: coupon.id, active: false });
    expect(paused.data!.adminUpdateCoupon).toMatchObject({ active: false, state: 'inactive' });
    const buyer = await buildBuyer(app, catalogue);
    const refused = await createPurchase(app, buyer, { variantId: store.flex8, couponCode: coupon.code });
    expect(refused.code).toBe('coupon_invalid');
    const resumed = await gql<{ adminUpdateCoupon: CouponRow }>(app, admin, UPDATE, { id: coupon.id, active: true });
    expect(resumed.data!.adminUpdateCoupon.state).toBe('active');
    const accepted = await createPurchase(app, buyer, { variantId: store.flex8, couponCode: coupon.code });
    expect(accepted.data!.createPurchase.discount.amount).toBeGreaterThan(0);
  });

  it('ends a code now or later, and removes the end', async () => {
    const coupon = await newCoupon('END');
    const later = new Date(clock.now().getTime() + 2 * DAY).toISOString();
    const ending = await gql<{ adminUpdateCoupon: CouponRow }>(app, admin, UPDATE, { id: coupon.id, validUntil: later });
    expect(ending.data!.adminUpdateCoupon).toMatchObject({ state: 'active', validUntil: later });
    clock.advance(3 * DAY);
    expect((await coupons({ search: coupon.code })).coupons[0].state).toBe('expired');
    const reopened = await gql<{ adminUpdateCoupon: CouponRow }>(app, admin, UPDATE, { id: coupon.id, clearValidUntil: true });
    expect(reopened.data!.adminUpdateCoupon).toMatchObject({ state: 'active', validUntil: null });
  });

  it('a limit never goes below the uses already made; removing the limit reopens a used-up code', async () => {
    const coupon = await newCoupon('LIMIT', { maxRedemptions: 1 });
    await buy(app, await buildBuyer(app, catalogue), { variantId: store.flex8, couponCode: coupon.code });
    const below = await gql(app, admin, UPDATE, { id: coupon.id, max: 0 });
    expect(below.code).toBe('validation_failed');
    const equal = await gql<{ adminUpdateCoupon: CouponRow }>(app, admin, UPDATE, { id: coupon.id, max: 1 });
    expect(equal.data!.adminUpdateCoupon.state).toBe('used_up');
    const raised = await gql<{ adminUpdateCoupon: CouponRow }>(app, admin, UPDATE, { id: coupon.id, max: 5 });
    expect(raised.data!.adminUpdateCoupon).toMatchObject({ state: 'active', maxRedemptions: 5 });
    const open = await gql<{ adminUpdateCoupon: CouponRow }>(app, admin, UPDATE, { id: coupon.id, clearMax: true });
    expect(open.data!.adminUpdateCoupon.maxRedemptions).toBeNull();
  });

  it('an unknown or malformed id is not_found, never a 500', async () => {
    expect((await gql(app, admin, UPDATE, { id: randomUUID(), active: false })).code).toBe('not_found');
    expect((await gql(app, admin, UPDATE, { id: 'nope', active: false })).code).toBe('not_found');
    expect((await gql(app, admin, 'query($id: ID!) { adminCoupon(id: $id) { code } }', { id: randomUUID() })).code).toBe('not_found');
  });

  it('every change writes one audit row with the state before', async () => {
    const coupon = await newCoupon('AUDIT');
    await gql(app, admin, UPDATE, { id: coupon.id, active: false });
    const rows = await queryRows<{ object_id: string; before: Record<string, unknown> }>(
      app.db,
      sql`select object_id, before from audit_log where action = 'adminUpdateCoupon' and object_id = ${coupon.code}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].before).toMatchObject({ active: true, redemptions: 0 });
  });
});

describe('packages and prices', () => {
  const CATALOGUE = '{ adminCatalogue { id name type planType groupCredits prices { amount currency } sold active } }';
  const SET_ACTIVE = 'mutation($v: ID!, $a: Boolean!) { adminSetPackageActive(variantId: $v, active: $a) { id active } }';

  it('lists every package with its prices and sales; an inactive one leaves the store but its members keep it', async () => {
    const before = (
      await gql<{ adminCatalogue: { id: string; prices: { currency: string }[]; sold: number; active: boolean }[] }>(app, admin, CATALOGUE)
    ).data!.adminCatalogue;
    const flex4 = before.find((p) => p.id === store.flex4)!;
    expect(flex4.prices.map((p) => p.currency)).toContain('EUR');
    const buyer = await buildBuyer(app, catalogue);
    await buy(app, buyer, { variantId: store.flex4 });
    const after = (await gql<{ adminCatalogue: { id: string; sold: number }[] }>(app, admin, CATALOGUE)).data!.adminCatalogue;
    expect(after.find((p) => p.id === store.flex4)!.sold).toBe(flex4.sold + 1);

    const off = await gql<{ adminSetPackageActive: { active: boolean } }>(app, admin, SET_ACTIVE, { v: store.teams, a: false });
    expect(off.data!.adminSetPackageActive.active).toBe(false);
    const refused = await createPurchase(app, await buildBuyer(app, catalogue), { variantId: store.teams });
    expect(refused.code).toBe('package_not_found');
    await gql(app, admin, SET_ACTIVE, { v: store.teams, a: true });
    const again = await createPurchase(app, await buildBuyer(app, catalogue), { variantId: store.teams });
    expect(again.errors).toBeUndefined();
    expect((await gql(app, admin, SET_ACTIVE, { v: randomUUID(), a: true })).code).toBe('not_found');
  });
});

describe('failed payments, refunds, withdrawals, referrals', () => {
  const PAYMENTS = `query($list: AdminPaymentList!, $from: DateTime) {
    adminPayments(list: $list, from: $from, limit: 50) { total payments { id student { id email } product amount { amount currency } status errorCode } }
  }`;
  type Payments = {
    adminPayments: {
      total: number;
      payments: { student: { id: string }; amount: { amount: number }; status: string; errorCode: string | null }[];
    };
  };

  it('a declined card is a failed payment; a withdrawal is listed with the refunded amount and its refund', async () => {
    const from = clock.now().toISOString();
    const declined = await buildBuyer(app, catalogue);
    const purchase = await createPurchase(app, declined, { variantId: store.flex8 });
    await pay(app, declined, purchase.data!.createPurchase.id, { method: card(CARDS.declined) });
    const failed = (await gql<Payments>(app, admin, PAYMENTS, { list: 'failed', from })).data!.adminPayments;
    const mine = failed.payments.filter((p) => p.student.id === declined.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'failed', errorCode: expect.any(String) });

    const withdrawing = await buildBuyer(app, catalogue);
    const bought = await buy(app, withdrawing, { variantId: store.flex4 });
    const withdrawn = await gql(
      app,
      withdrawing,
      'mutation($p: ID!, $k: String!) { withdrawPurchase(purchaseId: $p, idempotencyKey: $k) { status } }',
      {
        p: bought.purchase.id,
        k: randomUUID(),
      },
    );
    expect(withdrawn.errors).toBeUndefined();
    const withdrawals = (await gql<Payments>(app, admin, PAYMENTS, { list: 'withdrawals', from })).data!.adminPayments;
    const entry = withdrawals.payments.find((p) => p.student.id === withdrawing.id)!;
    expect(entry.amount.amount).toBeGreaterThan(0);
    const refunds = (await gql<Payments>(app, admin, PAYMENTS, { list: 'refunds', from })).data!.adminPayments;
    expect(refunds.payments.filter((p) => p.student.id === withdrawing.id).map((p) => p.amount.amount)).toEqual([entry.amount.amount]);
    expect(refunds.payments.some((p) => p.student.id === declined.id)).toBe(false);
  });

  it('a page past the end still gives the total', async () => {
    const page = await gql<Payments>(
      app,
      admin,
      'query { adminPayments(list: refunds, limit: 5, offset: 100000) { total payments { id } } }',
    );
    expect(page.data!.adminPayments.payments).toEqual([]);
    const all = await gql<Payments>(app, admin, 'query { adminPayments(list: refunds, limit: 1) { total payments { id } } }');
    expect(page.data!.adminPayments.total).toBe(all.data!.adminPayments.total);
  });

  it("lists a friend's referral as pending, by status", async () => {
    const referrer = await buildBuyer(app, catalogue);
    await buy(app, referrer, { variantId: store.flex4 });
    const own = await gql<{ ownReferral: { code: string } }>(app, referrer, '{ ownReferral { code } }');
    const friend = await buildBuyer(app, catalogue);
    await buy(app, friend, { variantId: store.flex8, referralCode: own.data!.ownReferral.code });
    const list = await gql<{
      adminReferrals: {
        total: number;
        referrals: { referrer: { id: string }; friend: { id: string }; status: string; purchase: { amount: number } }[];
      };
    }>(
      app,
      admin,
      'query($s: ReferralStatus) { adminReferrals(status: $s, limit: 100) { total referrals { referrer { id } friend { id } status purchase { amount } } } }',
      { s: 'pending' },
    );
    const entry = list.data!.adminReferrals.referrals.find((r) => r.friend.id === friend.id)!;
    expect(entry).toMatchObject({ referrer: { id: referrer.id }, status: 'pending' });
    expect(entry.purchase.amount).toBeGreaterThan(0);
  });
});

describe('access: admins only', () => {
  const OPERATIONS: [string, Record<string, unknown>][] = [
    ['{ adminCoupons { total } }', {}],
    ['query($id: ID!) { adminCoupon(id: $id) { code } }', { id: randomUUID() }],
    ['mutation($id: ID!) { adminUpdateCoupon(id: $id, active: false) { code } }', { id: randomUUID() }],
    ['{ adminCatalogue { id } }', {}],
    ['mutation($v: ID!) { adminSetPackageActive(variantId: $v, active: false) { id } }', { v: randomUUID() }],
    ['{ adminPayments(list: failed) { total } }', {}],
    ['{ adminReferrals { total } }', {}],
  ];

  it.each(OPERATIONS)('%s', async (operation, variables) => {
    const student = await buildBuyer(app, catalogue);
    const teacher = await buildTeacher(app, catalogue);
    expect((await gql(app, null, operation, variables)).code).toBe('unauthenticated');
    expect((await gql(app, student, operation, variables)).code).toBe('forbidden');
    expect((await gql(app, teacher, operation, variables)).code).toBe('forbidden');
    const res = await gql(app, admin, operation, variables);
    expect(res.code === undefined || res.code === 'not_found').toBe(true);
  });
});
