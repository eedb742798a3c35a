// Batch loads behind the GraphQL dataloaders of the commerce types (decision 036): each takes every
// key a request asks for and answers with ONE query, one result per key in key order, so a list of
// subscriptions or transactions costs the same number of queries as a single one.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { coupons, paymentMethods, sections, sprints, transactions } from '../../db/schema/index.ts';
import { type SprintView, sprintView } from './store/catalogue.service.ts';
import { isUuid } from './shared/commerce-queries.ts';
import { type PaymentMethodView, toMethodView } from './payments/payment-methods.service.ts';
import { type TransactionView, toTransactionView } from './checkout/purchase-views.ts';

/** Postgres rejects a malformed uuid in `IN (...)`; such a key simply finds nothing. */
const uuids = (keys: readonly string[]) => [...new Set(keys.filter(isUuid))];

/** Payment methods by id, in storage order (the dataloader sorts them); removed ones too: a past transaction still shows what paid it. */
export async function paymentMethodsByIds(db: Db | Tx, ids: readonly string[]): Promise<PaymentMethodView[]> {
  const wanted = uuids(ids);
  const rows = wanted.length ? await db.select().from(paymentMethods).where(inArray(paymentMethods.id, wanted)) : [];
  return rows.map(toMethodView);
}

/** Each student's usable payment methods, the default first (the order of `listPaymentMethods`). */
export async function paymentMethodsOfStudents(db: Db | Tx, studentIds: readonly string[]): Promise<PaymentMethodView[][]> {
  const wanted = uuids(studentIds);
  const rows = wanted.length
    ? await db
        .select()
        .from(paymentMethods)
        .where(and(inArray(paymentMethods.studentId, wanted), isNull(paymentMethods.removedAt)))
        .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt))
    : [];
  return studentIds.map((id) => rows.filter((row) => row.studentId === id).map(toMethodView));
}

export async function couponCodesByIds(db: Db | Tx, ids: readonly string[]): Promise<(string | null)[]> {
  const wanted = uuids(ids);
  const rows = wanted.length
    ? await db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, wanted))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row.code]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Sprints with their section, dated in the school's zone (as the subscription page shows them). */
export async function sprintsByIds(db: Db | Tx, ids: readonly string[], now: Date): Promise<(SprintView | null)[]> {
  const wanted = uuids(ids);
  const rows = wanted.length
    ? await db
        .select({ sprint: sprints, section: { id: sections.id, slug: sections.slug, name: sections.name } })
        .from(sprints)
        .innerJoin(sections, eq(sections.id, sprints.sectionId))
        .where(inArray(sprints.id, wanted))
    : [];
  const byId = new Map(rows.map(({ sprint, section }) => [sprint.id, sprintView(sprint, section, now, 'Europe/Berlin')]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** The latest charge of each subscription (the renewal banner reads its status). */
export async function lastChargesOfSubscriptions(db: Db | Tx, subscriptionIds: readonly string[]): Promise<(TransactionView | null)[]> {
  const wanted = uuids(subscriptionIds);
  const rows = wanted.length
    ? await db
        .selectDistinctOn([transactions.subscriptionId])
        .from(transactions)
        .where(and(inArray(transactions.subscriptionId, wanted), eq(transactions.kind, 'charge')))
        .orderBy(transactions.subscriptionId, desc(transactions.createdAt))
    : [];
  const byId = new Map(rows.map((row) => [row.subscriptionId, toTransactionView(row)]));
  return subscriptionIds.map((id) => byId.get(id) ?? null);
}
