import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { gql, ledgerMismatches, seatMismatches } from './graphql-requests.ts';
import type { TestUser } from './factories/index.ts';

/**
 * Commerce calls (purchases, payments, subscriptions) and the money checks every commerce test
 * ends with (moneyMismatches, like ledgerMismatches for credits). The store and buyers come
 * from ./factories (buildStore, buildBuyer).
 */

export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  incorrectNumber: '4242424242424241',
  incorrectZip: '4000000000000036',
  lost: '4000000000009987',
  stolen: '4000000000009979',
  authenticate: '4000002500003155',
  failsLater: '4000000000000341',
} as const;

export const card = (number: string, extra: Record<string, unknown> = {}) => ({
  type: 'card',
  card: { number, expMonth: 12, expYear: 2040, cvc: number.startsWith('3') ? '1234' : '123', postalCode: '10115', ...extra },
});

export const PURCHASE_FIELDS = `id status type withTrial subtotal { amount currency } discount { amount } total { amount } chargeTotal { amount currency }
  lastTransaction { id paymentStatus errorCode errorMessage amount { amount } } nextAction { type reference message }
  subscription { id status displayState nextPaymentDate expiresAt isInTrial trialEndsAt }`;

export const ALL_AGREEMENTS = ['terms', 'immediate_start', 'auto_renewal'];

export async function createPurchase(app: FastifyInstance, who: TestUser, input: Record<string, unknown>) {
  return gql<{
    createPurchase: {
      id: string;
      status: string;
      chargeTotal: { amount: number };
      total: { amount: number };
      discount: { amount: number };
    };
  }>(app, who, `mutation($input: CreatePurchaseInput!) { createPurchase(input: $input) { ${PURCHASE_FIELDS} } }`, { input });
}

export interface PayResult {
  status: string;
  purchase: {
    id: string;
    status: string;
    lastTransaction: { id: string; paymentStatus: string; errorCode: string | null; errorMessage: string | null } | null;
    nextAction: { type: string; reference: string } | null;
    subscription: {
      id: string;
      status: string;
      displayState: string;
      nextPaymentDate: string | null;
      isInTrial: boolean;
      trialEndsAt: string | null;
    } | null;
  };
  transaction: { id: string } | null;
}

export async function pay(
  app: FastifyInstance,
  who: TestUser,
  purchaseId: string,
  options: { method?: unknown; methodId?: string; key?: string } = {},
) {
  return gql<{ payPurchase: PayResult }>(
    app,
    who,
    `mutation($input: PayPurchaseInput!) { payPurchase(input: $input) { status transaction { id } purchase { ${PURCHASE_FIELDS} } } }`,
    {
      input: {
        purchaseId,
        idempotencyKey: options.key ?? randomUUID(),
        acceptedAgreements: ALL_AGREEMENTS,
        ...(options.methodId ? { paymentMethodId: options.methodId } : { newPaymentMethod: options.method ?? card(CARDS.visa) }),
      },
    },
  );
}

/** Creates and pays a purchase; returns the payment result (throws on GraphQL errors). */
export async function buy(
  app: FastifyInstance,
  who: TestUser,
  input: Record<string, unknown>,
  options: { method?: unknown; methodId?: string; key?: string } = {},
) {
  const created = await createPurchase(app, who, input);
  if (!created.data) throw new Error(`createPurchase: ${created.code} ${created.errors?.[0]?.message}`);
  const paid = await pay(app, who, created.data.createPurchase.id, options);
  if (!paid.data) throw new Error(`payPurchase: ${paid.code} ${paid.errors?.[0]?.message}`);
  return paid.data.payPurchase;
}

/** Runs due jobs until none is left (deliveries, ticks); bounded. */
export async function drainJobs(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await app.jobs.runDue(200)) === 0) return;
  }
}

export const SUBSCRIPTIONS_QUERY = `{ subscriptions {
  current { id status displayState nextPaymentDate expiresAt isInTrial trialEndsAt currentPeriodEnd price { amount }
    canPause canCancel canReactivate canChange canRollover canSkipTrial canCancelTrial canResumeCharges canUnpause canCancelPause
    pause { id status dateFrom dateTo numberOfDays } }
  next { id status displayState startsAt originalStartsAt canDelayStart canCancelDelay canDelete }
  latest { id status displayState canReactivate } } }`;

export interface SubView {
  id: string;
  status: string;
  displayState: string;
  nextPaymentDate: string | null;
  expiresAt: string | null;
  isInTrial: boolean;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  price: { amount: number };
  canPause: boolean;
  canCancel: boolean;
  canReactivate: boolean;
  canChange: boolean;
  canRollover: boolean;
  canSkipTrial: boolean;
  canCancelTrial: boolean;
  canResumeCharges: boolean;
  canUnpause: boolean;
  canCancelPause: boolean;
  pause: { id: string; status: string; dateFrom: string; dateTo: string; numberOfDays: number } | null;
}

export async function subscriptionsOf(app: FastifyInstance, who: TestUser) {
  const res = await gql<{
    subscriptions: {
      current: SubView | null;
      next: (SubView & { startsAt: string; originalStartsAt: string | null }) | null;
      latest: SubView | null;
    };
  }>(app, who, SUBSCRIPTIONS_QUERY);
  if (!res.data) throw new Error(`subscriptions: ${res.code}`);
  return res.data.subscriptions;
}

export async function credits(app: FastifyInstance, who: TestUser) {
  const res = await gql<{ creditsInfo: { groupCredits: number; privateCredits: number; canBuyExtraCredits: boolean } }>(
    app,
    who,
    '{ creditsInfo { groupCredits privateCredits canBuyExtraCredits } }',
  );
  return res.data!.creditsInfo;
}

/**
 * Every way our money books can disagree with themselves or with the processor's (the test
 * processor keeps its own books): must be empty after every test.
 */
export async function moneyMismatches(app: FastifyInstance): Promise<{ check: string; id: string }[]> {
  const rows = await queryRows<{ check: string; id: string }>(
    app.db,
    sql`
    -- a paid purchase (that charged money) has exactly one succeeded charge of its charge total
    select 'paid purchase without its one charge' as check, p.id::text as id from purchases p
      where p.status in ('succeeded', 'withdrawn') and p.charge_total_cents > 0 and not p.with_trial
        and (select count(*) from transactions t where t.purchase_id = p.id and t.kind = 'charge' and t.status = 'succeeded' and t.amount_cents = p.charge_total_cents) <> 1
    union all
    -- a failed or unpaid purchase took no money
    select 'unpaid purchase with money', p.id::text from purchases p
      where p.status in ('draft', 'failed') and exists (select 1 from transactions t where t.purchase_id = p.id and t.kind = 'charge' and t.status = 'succeeded')
    union all
    -- at most one paid charge per subscription period
    select 'period charged twice', t.subscription_id::text from transactions t
      where t.kind = 'charge' and t.status = 'succeeded' and t.period_start is not null
      group by t.subscription_id, t.period_start having count(*) > 1
    union all
    -- every settled charge has its invoice, every settled refund its credit memo, with the same amount
    select 'document missing or wrong', t.id::text from transactions t
      where t.status = 'succeeded' and t.kind in ('charge', 'refund') and t.amount_cents > 0
        and (select count(*) from student_invoices i where i.transaction_id = t.id and i.total_cents = t.amount_cents
             and i.kind = case t.kind when 'charge' then 'invoice' else 'credit_memo' end) <> 1
    union all
    select 'document without settled money', i.id::text from student_invoices i join transactions t on t.id = i.transaction_id
      where t.status <> 'succeeded'
    union all
    -- refunds never exceed the charge
    select 'refunded more than charged', c.id::text from transactions c
      where c.kind in ('charge', 'verification') and c.amount_cents < (select coalesce(sum(r.amount_cents), 0) from transactions r where r.refund_of = c.id and r.status = 'succeeded')
    union all
    -- a verification charge that succeeded was given back
    select 'verification not refunded', v.id::text from transactions v
      where v.kind = 'verification' and v.status = 'succeeded'
        and not exists (select 1 from transactions r where r.refund_of = v.id and r.kind = 'verification_refund' and r.status = 'succeeded' and r.amount_cents = v.amount_cents)
    union all
    -- our books against the processor's: same amount and outcome for every payment
    select 'disagrees with processor', t.id::text from transactions t join test_processor_payments p on p.reference = t.processor_ref
      where p.amount_cents <> t.amount_cents or (p.status = 'succeeded') <> (t.status = 'succeeded') or p.settled_cents <> case when t.status = 'succeeded' then t.amount_cents else 0 end
    union all
    select 'processor money unknown to us', p.reference from test_processor_payments p
      where not exists (select 1 from transactions t where t.processor_ref = p.reference)
    union all
    -- a paid period's credits were granted exactly once
    select 'period credits missing', t.id::text from transactions t join subscriptions s on s.id = t.subscription_id join product_variants v on v.id = s.variant_id
      where t.kind = 'charge' and t.status = 'succeeded' and t.period_start is not null and s.status <> 'expired'
        and not exists (select 1 from credit_grants g where g.source_ref = 'sub:' || s.id::text || ':' || to_char(t.period_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    union all
    -- a coupon's counter equals its redemptions
    select 'coupon counter', c.id::text from coupons c where c.redemptions <> (select count(*) from coupon_redemptions r where r.coupon_id = c.id)
    `,
  );
  return rows;
}

/** Commerce jobs that failed at least once (a webhook delivery or tick that threw): none expected. */
export async function failedCommerceJobs(app: FastifyInstance): Promise<{ name: string; last_error: string }[]> {
  return queryRows(app.db, sql`select name, last_error from jobs where name like 'commerce.%' and last_error is not null`);
}

export async function allBooksBalance(app: FastifyInstance) {
  return {
    money: await moneyMismatches(app),
    ledger: await ledgerMismatches(app),
    seats: await seatMismatches(app),
    failedJobs: await failedCommerceJobs(app),
  };
}

export async function setCountry(app: FastifyInstance, userId: string, country: string) {
  await app.db.execute(sql`update ${users} set country_code = ${country} where id = ${userId}`);
}
