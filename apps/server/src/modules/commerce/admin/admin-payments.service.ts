import type { Currency, ReferralStatus } from '@parla/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { type MoneyView, money } from '../store/catalogue.service.ts';

/** The money views of the back office (issue 19 "failed payments, refunds and withdrawals"). */
export const PAYMENT_LISTS = ['failed', 'refunds', 'withdrawals'] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];

export interface AdminPerson {
  id: string;
  name: string;
  email: string;
}

export interface AdminPaymentView {
  id: string;
  occurredAt: Date;
  student: AdminPerson;
  product: string | null;
  amount: MoneyView;
  /** The payment's status; for a withdrawal, the purchase's. */
  status: string;
  errorCode: string | null;
  errorMessage: string | null;
}

export interface PaymentFilter {
  list: PaymentList;
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
}

interface PaymentRow {
  id: string;
  occurred_at: Date | string;
  student_id: string;
  first_name: string;
  last_name: string;
  email: string;
  product: string | null;
  amount_cents: number;
  currency: Currency;
  status: string;
  error_code: string | null;
  error_message: string | null;
  total: number | string;
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

function range(column: SQL, from: Date | null, to: Date | null): SQL {
  const parts = [sql`true`];
  if (from) parts.push(sql`${column} >= ${from.toISOString()}`);
  if (to) parts.push(sql`${column} < ${to.toISOString()}`);
  return sql.join(parts, sql` and `);
}

/**
 * Failed charges, refunds, or withdrawals (a purchase given back within 14 days, 001 §9: its
 * amount is what was refunded), newest first. One statement: the total rides on each row.
 */
export async function listPayments(db: Db, filter: PaymentFilter): Promise<{ total: number; payments: AdminPaymentView[] }> {
  const query =
    filter.list === 'withdrawals'
      ? sql`select p.id, p.withdrawn_at as occurred_at, p.student_id, u.first_name, u.last_name, u.email, v.name as product,
            coalesce((select sum(r.amount_cents) from transactions r where r.purchase_id = p.id and r.kind = 'refund'), 0)::int as amount_cents,
            p.currency, p.status, null as error_code, null as error_message, count(*) over () as total
          from purchases p join users u on u.id = p.student_id join product_variants v on v.id = p.variant_id
          where p.withdrawn_at is not null and ${range(sql`p.withdrawn_at`, filter.from, filter.to)}
          order by p.withdrawn_at desc, p.id limit ${filter.limit} offset ${filter.offset}`
      : sql`select t.id, t.created_at as occurred_at, t.student_id, u.first_name, u.last_name, u.email, v.name as product,
            t.amount_cents, t.currency, t.status, t.error_code, t.error_message, count(*) over () as total
          from transactions t join users u on u.id = t.student_id
            left join purchases p on p.id = t.purchase_id left join product_variants v on v.id = p.variant_id
          where ${filter.list === 'failed' ? sql`t.kind = 'charge' and t.status = 'failed'` : sql`t.kind = 'refund'`}
            and ${range(sql`t.created_at`, filter.from, filter.to)}
          order by t.created_at desc, t.id limit ${filter.limit} offset ${filter.offset}`;
  const rows = await queryRows<PaymentRow>(db, query);
  return {
    total: rows.length > 0 ? Number(rows[0].total) : await countOnly(db, filter),
    payments: rows.map((row) => ({
      id: row.id,
      occurredAt: new Date(row.occurred_at),
      student: { id: row.student_id, name: nameOf(row.first_name, row.last_name), email: row.email },
      product: row.product,
      amount: money(Number(row.amount_cents), row.currency),
      status: row.status,
      errorCode: row.error_code,
      errorMessage: row.error_message,
    })),
  };
}

/** A page past the end still says how many there are, so the pager can step back. */
async function countOnly(db: Db, filter: PaymentFilter): Promise<number> {
  if (filter.offset === 0) return 0;
  const [row] = await queryRows<{ total: number | string }>(
    db,
    filter.list === 'withdrawals'
      ? sql`select count(*) as total from purchases p where p.withdrawn_at is not null and ${range(sql`p.withdrawn_at`, filter.from, filter.to)}`
      : sql`select count(*) as total from transactions t where ${filter.list === 'failed' ? sql`t.kind = 'charge' and t.status = 'failed'` : sql`t.kind = 'refund'`} and ${range(sql`t.created_at`, filter.from, filter.to)}`,
  );
  return Number(row.total);
}

export interface AdminReferralView {
  id: string;
  createdAt: Date;
  referrer: AdminPerson;
  friend: AdminPerson;
  /** What the friend paid for the purchase that made the referral. */
  purchase: MoneyView;
  status: ReferralStatus;
  rewardAt: Date;
  rewardedAt: Date | null;
}

interface ReferralRow {
  id: string;
  created_at: Date | string;
  referrer_id: string;
  referrer_first: string;
  referrer_last: string;
  referrer_email: string;
  friend_id: string;
  friend_first: string;
  friend_last: string;
  friend_email: string;
  charge_total_cents: number;
  currency: Currency;
  status: ReferralStatus;
  reward_at: Date | string;
  rewarded_at: Date | string | null;
  total: number | string;
}

/** Referrals, newest first; the referrer's reward follows 14 days after the friend's purchase. */
export async function listReferrals(
  db: Db,
  filter: { status: ReferralStatus | null; limit: number; offset: number },
): Promise<{ total: number; referrals: AdminReferralView[] }> {
  const rows = await queryRows<ReferralRow>(
    db,
    sql`select r.id, r.created_at, r.status, r.reward_at, r.rewarded_at,
          a.id as referrer_id, a.first_name as referrer_first, a.last_name as referrer_last, a.email as referrer_email,
          b.id as friend_id, b.first_name as friend_first, b.last_name as friend_last, b.email as friend_email,
          p.charge_total_cents, p.currency, count(*) over () as total
        from referrals r join users a on a.id = r.referrer_id join users b on b.id = r.friend_id join purchases p on p.id = r.purchase_id
        where ${filter.status ? sql`r.status = ${filter.status}` : sql`true`}
        order by r.created_at desc, r.id limit ${filter.limit} offset ${filter.offset}`,
  );
  const total =
    rows.length > 0 || filter.offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (
            await queryRows<{ total: number | string }>(
              db,
              sql`select count(*) as total from referrals r where ${filter.status ? sql`r.status = ${filter.status}` : sql`true`}`,
            )
          )[0].total,
        );
  return {
    total,
    referrals: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      referrer: { id: row.referrer_id, name: nameOf(row.referrer_first, row.referrer_last), email: row.referrer_email },
      friend: { id: row.friend_id, name: nameOf(row.friend_first, row.friend_last), email: row.friend_email },
      purchase: money(Number(row.charge_total_cents), row.currency),
      status: row.status,
      rewardAt: new Date(row.reward_at),
      rewardedAt: row.rewarded_at ? new Date(row.rewarded_at) : null,
    })),
  };
}
