import type { Currency } from '@parla/contracts';
import { DomainError, currencyForCountry, notFound } from '@parla/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import {
  type paymentMethods,
  productVariants,
  sections,
  studentProfiles,
  subscriptions,
  type transactions,
  users,
  variantPrices,
} from '../../../db/schema/index.ts';

// Row types every use case passes around live here, below all of them, so that no two
// sub-folders import each other for a type (docs/decisions/033).
export type VariantRow = typeof productVariants.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | null | undefined): value is string => !!value && UUID.test(value);

/** Statuses of the one current subscription (the partial unique index subscriptions_one_current). */
export const CURRENT_STATUSES = ['trial', 'active', 'past_due', 'pending', 'cancelled', 'suspended'] as const;
/** A current subscription that runs (User.hasSubscription): every current status but suspended. */
export const RUNNING_STATUSES = CURRENT_STATUSES.filter((status) => status !== 'suspended');

export interface StudentFacts {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string | null;
  studentNumber: string | null;
  sectionId: string | null;
  timezone: string;
  locale: string;
}

export async function studentFacts(db: Db | Tx, studentId: string): Promise<StudentFacts> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      countryCode: users.countryCode,
      studentNumber: users.studentId,
      sectionId: studentProfiles.sectionId,
      timezone: users.timezone,
      locale: users.locale,
      roles: users.roles,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId))
    .limit(1);
  if (!row?.roles.includes('student')) throw notFound();
  return row;
}

/** The currency of a student: chosen explicitly, else by their country (001 §7 currencies by country). */
export function currencyFor(student: Pick<StudentFacts, 'countryCode'> | null, requested?: Currency | null): Currency {
  return requested ?? currencyForCountry(student?.countryCode);
}

/** A section by id or slug (the store takes either). */
export async function resolveSectionId(db: Db | Tx, idOrSlug: string | null | undefined): Promise<string | null> {
  if (!idOrSlug) return null;
  const [row] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(isUuid(idOrSlug) ? or(eq(sections.id, idOrSlug), eq(sections.slug, idOrSlug)) : eq(sections.slug, idOrSlug))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

export async function variantById(db: Db | Tx, variantId: string): Promise<VariantRow> {
  const [row] = isUuid(variantId) ? await db.select().from(productVariants).where(eq(productVariants.id, variantId)).limit(1) : [];
  if (!row?.active) throw new DomainError('package_not_found');
  return row;
}

export async function priceOf(db: Db | Tx, variantId: string, currency: Currency): Promise<number> {
  const [row] = await db
    .select({ amount: variantPrices.amountCents })
    .from(variantPrices)
    .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, currency)))
    .limit(1);
  if (!row) throw new DomainError('plan_not_available', undefined, { currency });
  return row.amount;
}

/** The student's current subscription (trial, active, failing, cancelled-but-running, suspended), row-locked on request. */
const currentSubscriptionQuery = (db: Db | Tx) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, sql.placeholder('studentId')), inArray(subscriptions.status, [...CURRENT_STATUSES])))
    .limit(1);

/** Prepared once per connection (decision 082): the booking page, booking and credits read it on every request. */
export async function currentSubscription(db: Db | Tx, studentId: string, lock = false): Promise<SubscriptionRow | null> {
  const [row] = lock
    ? await prepared(db, 'parla_current_subscription_locked', (db) => currentSubscriptionQuery(db).for('update')).execute({ studentId })
    : await prepared(db, 'parla_current_subscription', currentSubscriptionQuery).execute({ studentId });
  return row ?? null;
}

export async function nextSubscription(db: Db | Tx, studentId: string, lock = false): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, studentId), eq(subscriptions.status, 'waiting')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The most recent subscription that has ended (expired, deleted excluded). */
export async function latestEndedSubscription(db: Db | Tx, studentId: string): Promise<SubscriptionRow | null> {
  const [row] = await prepared(db, 'parla_latest_ended_subscription', (db) =>
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.studentId, sql.placeholder('studentId')), eq(subscriptions.status, 'expired')))
      .orderBy(desc(subscriptions.endedAt))
      .limit(1),
  ).execute({ studentId });
  return row ?? null;
}

/** A subscription of the student, row-locked. */
export async function ownSubscription(tx: Tx, studentId: string, subscriptionId: string): Promise<SubscriptionRow> {
  const [row] = isUuid(subscriptionId)
    ? await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update')
    : [];
  if (!row || row.studentId !== studentId) throw notFound();
  return row;
}

/**
 * Serialises one student's money operations (purchases, renewals, lifecycle changes) on their
 * user row: FOR NO KEY UPDATE, the same lock booking takes, so a pause cancelling classes and a
 * booking of the same student queue instead of interleaving.
 */
export async function lockStudent(tx: Tx, studentId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('no key update');
}

/** Extra credits are sold to subscribers (001 §8): a running paid plan, not a trial. */
export function canBuyExtraCredits(current: SubscriptionRow, now: Date): boolean {
  if (!['active', 'past_due', 'pending', 'cancelled'].includes(current.status)) return false;
  return !current.endsAt || current.endsAt.getTime() > now.getTime();
}
