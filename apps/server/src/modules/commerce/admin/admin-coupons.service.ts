import { INPUT_MESSAGES } from '@parla/contracts';
import type { Currency } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import { type SQL, and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import { noteForAudit } from '../../audit/audit-context.ts';
import { type MoneyView, money } from '../store/catalogue.service.ts';

/** Where a promo code stands today, as the checkout would judge it (001 §8). */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export interface AdminCouponView {
  id: string;
  code: string;
  description: string;
  percentOff: number | null;
  amountOff: MoneyView | null;
  lifetime: boolean;
  newUsersOnly: boolean;
  forOneStudent: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  active: boolean;
  state: CouponState;
  createdAt: Date;
}

type CouponRow = typeof coupons.$inferSelect;

export function couponState(row: CouponRow, now: Date): CouponState {
  if (!row.active) return 'inactive';
  if (row.validUntil && row.validUntil <= now) return 'expired';
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return 'used_up';
  if (row.validFrom && row.validFrom > now) return 'scheduled';
  return 'active';
}

const toView = (row: CouponRow, now: Date): AdminCouponView => ({
  id: row.id,
  code: row.code,
  description: row.description,
  percentOff: row.percentOff,
  amountOff: row.amountOffCents !== null ? money(row.amountOffCents, row.amountCurrency as Currency) : null,
  lifetime: row.lifetime,
  newUsersOnly: row.newUsersOnly,
  forOneStudent: row.userId !== null,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  maxRedemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  active: row.active,
  state: couponState(row, now),
  createdAt: row.createdAt,
});

/** The SQL twin of `couponState`, so the list filters and counts in the database. */
function stateCondition(state: CouponState, now: Date): SQL {
  const notExpired = or(isNull(coupons.validUntil), gt(coupons.validUntil, now))!;
  const notUsedUp = or(isNull(coupons.maxRedemptions), sql`${coupons.redemptions} < ${coupons.maxRedemptions}`)!;
  switch (state) {
    case 'inactive':
      return eq(coupons.active, false);
    case 'expired':
      return and(eq(coupons.active, true), isNotNull(coupons.validUntil), lte(coupons.validUntil, now))!;
    case 'used_up':
      return and(eq(coupons.active, true), notExpired, sql`${coupons.redemptions} >= ${coupons.maxRedemptions}`)!;
    case 'scheduled':
      return and(eq(coupons.active, true), notExpired, notUsedUp, gt(coupons.validFrom, now))!;
    case 'active':
      return and(eq(coupons.active, true), notExpired, notUsedUp, or(isNull(coupons.validFrom), lte(coupons.validFrom, now)))!;
  }
}

export interface CouponFilter {
  search: string | null;
  state: CouponState | null;
  limit: number;
  offset: number;
}

export interface AdminCouponPage {
  total: number;
  coupons: AdminCouponView[];
}

/** Back office: promo codes, newest first, by code or description and by state. */
export async function listCoupons(db: Db, filter: CouponFilter, now: Date): Promise<AdminCouponPage> {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(coupons.code, pattern), ilike(coupons.description, pattern))!);
  }
  if (filter.state) conditions.push(stateCondition(filter.state, now));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), coupons.code).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { total, coupons: rows.map((row) => toView(row, now)) };
}

export async function couponById(db: Db, id: string, now: Date): Promise<AdminCouponView> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new DomainError('not_found');
  return toView(row, now);
}

export interface CouponChange {
  active?: boolean | null;
  /** `null` removes the end date; `undefined` leaves it. */
  validUntil?: Date | null;
  maxRedemptions?: number | null;
}

/**
 * Pause, resume, end or limit a promo code. A code already used keeps its past redemptions: the
 * limit cannot go below them (the database's CHECK says the same), and an end date in the past
 * simply ends it now. The row is locked, so a checkout redeeming it meanwhile is counted first.
 */
export async function updateCoupon(db: Db, id: string, change: CouponChange, now: Date): Promise<AdminCouponView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw new DomainError('not_found');
    noteForAudit({
      objectType: 'coupon',
      objectId: row.code,
      before: { active: row.active, validUntil: row.validUntil, maxRedemptions: row.maxRedemptions, redemptions: row.redemptions },
    });
    const limit = change.maxRedemptions === undefined ? row.maxRedemptions : change.maxRedemptions;
    if (limit !== null && limit < row.redemptions) {
      throw new ValidationError([{ field: 'maxRedemptions', message: INPUT_MESSAGES.couponLimitBelowUsage }]);
    }
    const [updated] = await tx
      .update(coupons)
      .set({
        active: change.active ?? row.active,
        validUntil: change.validUntil === undefined ? row.validUntil : change.validUntil,
        maxRedemptions: limit,
      })
      .where(eq(coupons.id, id))
      .returning();
    return toView(updated, now);
  });
}
