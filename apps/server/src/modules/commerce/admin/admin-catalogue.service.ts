import type { Currency, PlanType, ProductType, StoreKind } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { productVariants } from '../../../db/schema/index.ts';
import { noteForAudit } from '../../audit/audit-context.ts';
import { type MoneyView, money } from '../store/catalogue.service.ts';

/** A package of the store as the back office sees it: every price, inactive ones too. */
export interface AdminPackageView {
  id: string;
  slug: string;
  name: string;
  type: ProductType;
  planType: PlanType;
  section: string | null;
  groupCredits: number;
  privateCredits: number;
  recurrenceWeeks: number | null;
  durationWeeks: number | null;
  withTrial: boolean;
  stores: StoreKind[];
  prices: MoneyView[];
  /** Paid purchases of it, all time. */
  sold: number;
  active: boolean;
}

interface PackageRow {
  id: string;
  slug: string;
  name: string;
  type: ProductType;
  plan_type: PlanType;
  section: string | null;
  group_credits: number;
  private_credits: number;
  recurrence_weeks: number | null;
  duration_weeks: number | null;
  with_trial: boolean;
  stores: StoreKind[];
  prices: { currency: Currency; amount: number }[] | null;
  sold: number | string;
  active: boolean;
}

/** Every package in the store's order, with its prices and sales; one statement. */
export async function listCatalogue(db: Db, onlyId: string | null = null): Promise<AdminPackageView[]> {
  const rows = await queryRows<PackageRow>(
    db,
    sql`select v.id, v.slug, v.name, v.type, v.plan_type, s.name as section, v.group_credits, v.private_credits,
          v.recurrence_weeks, v.duration_weeks, v.with_trial, v.stores, v.active,
          (select json_agg(json_build_object('currency', p.currency, 'amount', p.amount_cents) order by p.currency)
             from variant_prices p where p.variant_id = v.id) as prices,
          (select count(*) from purchases b where b.variant_id = v.id and b.paid_at is not null) as sold
        from product_variants v left join sections s on s.id = v.section_id
        where ${onlyId === null ? sql`true` : sql`v.id = ${onlyId}`}
        order by s.position nulls first, v.position, v.slug`,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    planType: row.plan_type,
    section: row.section,
    groupCredits: row.group_credits,
    privateCredits: row.private_credits,
    recurrenceWeeks: row.recurrence_weeks,
    durationWeeks: row.duration_weeks,
    withTrial: row.with_trial,
    stores: row.stores,
    prices: (row.prices ?? []).map((price) => money(price.amount, price.currency)),
    sold: Number(row.sold),
    active: row.active,
  }));
}

/**
 * Takes a package off the store or puts it back. Members who bought it keep their plan: the store
 * only stops offering it (001 §3 lists only active variants).
 */
export async function setPackageActive(db: Db, variantId: string, active: boolean): Promise<AdminPackageView> {
  const [before] = await db.select({ active: productVariants.active }).from(productVariants).where(eq(productVariants.id, variantId));
  if (!before) throw new DomainError('not_found');
  noteForAudit({ objectType: 'package', objectId: variantId, before });
  await db.update(productVariants).set({ active }).where(eq(productVariants.id, variantId));
  const [view] = await listCatalogue(db, variantId);
  return view;
}
