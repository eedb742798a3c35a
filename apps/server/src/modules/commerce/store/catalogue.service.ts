import { type Currency, type DisplayLocale, type PlanType, type ProductType, type StoreKind, localizedPlanTexts } from '@parla/contracts';
import { COMMERCE_CONFIG, DomainError, roundPricePerClassCents, notFound } from '@parla/domain';
import { and, arrayContains, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  curricula,
  productVariants,
  sections,
  sprints,
  subscriptions,
  trialFingerprints,
  variantPrices,
} from '../../../db/schema/index.ts';
import {
  type VariantRow,
  currentSubscription,
  currencyFor,
  isUuid,
  resolveSectionId,
  studentFacts,
  variantById,
} from '../shared/commerce-queries.ts';

export interface MoneyView {
  amount: number;
  currency: Currency;
}
export interface SectionRef {
  id: string;
  slug: string;
  name: string;
}
export interface SprintView {
  id: string;
  name: string;
  startDate: Date;
  durationWeeks: number;
  endDate: Date;
  hasStarted: boolean;
  section: SectionRef;
  timeZone: string;
}
export interface PackageView {
  id: string;
  slug: string;
  type: ProductType;
  planType: PlanType;
  displayName: string;
  description: string;
  contentBlocks: string[];
  groupCredits: number;
  privateCredits: number;
  isSubscription: boolean;
  recurrenceIntervalWeeks: number | null;
  durationWeeks: number | null;
  validityDays: number;
  recurringSpecialType: string | null;
  /** The store marks it as the plan to start with in its section (catalogue data, decision 040). */
  isRecommended: boolean;
  withTrialAvailable: boolean;
  purchasableOnce: boolean;
  canUseCoupon: boolean;
  isCurrent: boolean;
  section: SectionRef | null;
  curriculumId: string | null;
  curriculumName: string | null;
  subTotal: MoneyView;
  pricePerClass: MoneyView;
  sprints: SprintView[];
}

export const money = (amount: number, currency: Currency): MoneyView => ({ amount, currency });

interface Viewer {
  studentId: string | null;
  now: Date;
  /** The reader's display language: the package's texts in it, field by field, else English (issue 21). */
  locale?: DisplayLocale;
}

/** Whether a student may still start a free trial: never had a subscription nor a trial. */
export async function trialAvailableTo(db: Db | Tx, studentId: string | null): Promise<boolean> {
  if (!studentId) return true;
  const [sub] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.studentId, studentId)).limit(1);
  if (sub) return false;
  const [fp] = await db
    .select({ f: trialFingerprints.fingerprint })
    .from(trialFingerprints)
    .where(eq(trialFingerprints.studentId, studentId))
    .limit(1);
  return !fp;
}

async function sectionRefs(db: Db | Tx, ids: string[]): Promise<Map<string, SectionRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sections.id, slug: sections.slug, name: sections.name })
    .from(sections)
    .where(inArray(sections.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function upcomingSprints(db: Db | Tx, sectionId: string | null, now: Date, timeZone = 'Europe/Berlin'): Promise<SprintView[]> {
  const rows = await db
    .select()
    .from(sprints)
    .where(and(gt(sprints.startsAt, now), sectionId ? eq(sprints.sectionId, sectionId) : undefined))
    .orderBy(asc(sprints.startsAt));
  const refs = await sectionRefs(db, [...new Set(rows.map((r) => r.sectionId))]);
  return rows.map((r) => sprintView(r, refs.get(r.sectionId)!, now, timeZone));
}

export function sprintView(row: typeof sprints.$inferSelect, section: SectionRef, now: Date, timeZone: string): SprintView {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startsAt,
    durationWeeks: row.durationWeeks,
    endDate: new Date(row.startsAt.getTime() + row.durationWeeks * 7 * 86_400_000),
    hasStarted: row.startsAt.getTime() <= now.getTime(),
    section,
    timeZone,
  };
}

/** The packages of a storefront in one currency (001 §7 "packages (section, currency, store)"). */
export async function listPackages(
  db: Db | Tx,
  input: { section?: string | null; currency?: Currency | null; store?: StoreKind | null; type?: ProductType | null },
  viewer: Viewer,
): Promise<PackageView[]> {
  const student = viewer.studentId ? await studentFacts(db, viewer.studentId) : null;
  const sectionId = (await resolveSectionId(db, input.section)) ?? student?.sectionId ?? null;
  const currency = currencyFor(student, input.currency);
  const rows = await db
    .select({ variant: productVariants, amount: variantPrices.amountCents, curriculumName: curricula.name })
    .from(productVariants)
    .innerJoin(variantPrices, and(eq(variantPrices.variantId, productVariants.id), eq(variantPrices.currency, currency)))
    .leftJoin(curricula, eq(curricula.id, productVariants.curriculumId))
    .where(
      and(
        eq(productVariants.active, true),
        arrayContains(productVariants.stores, [input.store ?? 'store']),
        input.type ? eq(productVariants.type, input.type) : undefined,
        sectionId ? or(isNull(productVariants.sectionId), eq(productVariants.sectionId, sectionId)) : undefined,
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.slug));
  return packageViews(db, rows, currency, sectionId, viewer, student?.timezone);
}

export async function packageById(
  db: Db | Tx,
  variantId: string,
  currencyArg: Currency | null | undefined,
  viewer: Viewer,
): Promise<PackageView> {
  const student = viewer.studentId ? await studentFacts(db, viewer.studentId) : null;
  const variant = await variantById(db, variantId);
  const currency = currencyFor(student, currencyArg);
  const [price] = await db
    .select({ amount: variantPrices.amountCents })
    .from(variantPrices)
    .where(and(eq(variantPrices.variantId, variant.id), eq(variantPrices.currency, currency)));
  if (!price) throw notFound();
  const [curriculum] = variant.curriculumId
    ? await db.select({ name: curricula.name }).from(curricula).where(eq(curricula.id, variant.curriculumId))
    : [];
  const [view] = await packageViews(
    db,
    [{ variant, amount: price.amount, curriculumName: curriculum?.name ?? null }],
    currency,
    variant.sectionId ?? student?.sectionId ?? null,
    viewer,
    student?.timezone,
  );
  return view;
}

async function packageViews(
  db: Db | Tx,
  rows: { variant: VariantRow; amount: number; curriculumName: string | null }[],
  currency: Currency,
  sectionId: string | null,
  viewer: Viewer,
  timeZone = 'Europe/Berlin',
): Promise<PackageView[]> {
  const [current, trialOk, refs] = await Promise.all([
    viewer.studentId ? currentSubscription(db, viewer.studentId) : Promise.resolve(null),
    trialAvailableTo(db, viewer.studentId),
    sectionRefs(db, [...new Set(rows.map((r) => r.variant.sectionId).filter((id): id is string => !!id))]),
  ]);
  const needsSprints = rows.some((r) => r.variant.type === 'sprint');
  const sprintList = needsSprints ? await upcomingSprints(db, sectionId, viewer.now, timeZone) : [];
  return rows.map(({ variant: v, amount, curriculumName }) =>
    toPackageView(v, amount, currency, viewer.locale ?? 'en', {
      isCurrent: current?.variantId === v.id,
      withTrialAvailable: v.withTrial && trialOk,
      section: v.sectionId ? (refs.get(v.sectionId) ?? null) : null,
      curriculumName,
      sprints:
        v.type === 'sprint'
          ? sprintList.filter((s) => s.durationWeeks === v.durationWeeks && (!v.sectionId || s.section.id === v.sectionId))
          : [],
    }),
  );
}

export function toPackageView(
  v: VariantRow,
  amount: number,
  currency: Currency,
  locale: DisplayLocale,
  extra: {
    isCurrent: boolean;
    withTrialAvailable: boolean;
    section: SectionRef | null;
    curriculumName: string | null;
    sprints: SprintView[];
  },
): PackageView {
  const classes = v.groupCredits + v.privateCredits;
  const texts = localizedPlanTexts(v, v.translations, locale);
  return {
    id: v.id,
    slug: v.slug,
    type: v.type as ProductType,
    planType: v.planType as PlanType,
    displayName: texts.name,
    description: texts.description,
    contentBlocks: texts.contentBlocks,
    groupCredits: v.groupCredits,
    privateCredits: v.privateCredits,
    isSubscription: v.recurrenceWeeks !== null,
    recurrenceIntervalWeeks: v.recurrenceWeeks,
    durationWeeks: v.durationWeeks,
    validityDays: COMMERCE_CONFIG.creditValidityDays,
    recurringSpecialType: v.recurringSpecialType,
    isRecommended: v.recommended,
    purchasableOnce: v.purchasableOnce,
    canUseCoupon: v.canUseCoupon,
    subTotal: money(amount, currency),
    pricePerClass: money(roundPricePerClassCents(amount / classes), currency),
    curriculumId: v.curriculumId,
    ...extra,
  };
}

/** A package as one student (or a visitor) sees it in one currency: the Package dataloader's key. */
export interface PackageKey {
  variantId: string;
  currency: Currency;
  studentId: string | null;
}

/**
 * `packageById` for many keys at once, the batch load behind the Package dataloader: per student and
 * currency a fixed number of queries however many packages are asked for. A key answers the error
 * `packageById` would throw when its package is inactive or has no price in that currency.
 */
export async function packagesByKeys(
  db: Db | Tx,
  keys: readonly PackageKey[],
  now: Date,
  locale: DisplayLocale = 'en',
): Promise<(PackageView | Error)[]> {
  const groups = new Map<string, PackageKey[]>();
  for (const key of keys) {
    const group = `${key.studentId ?? ''}/${key.currency}`;
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  const found = new Map<string, PackageView | Error>();
  const keyOf = (variantId: string, currency: Currency, studentId: string | null) => `${variantId}/${currency}/${studentId ?? ''}`;
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const { currency, studentId } = group[0];
      const student = studentId ? await studentFacts(db, studentId) : null;
      const ids = [...new Set(group.map((k) => k.variantId).filter(isUuid))];
      const rows = ids.length
        ? await db
            .select({ variant: productVariants, amount: variantPrices.amountCents, curriculumName: curricula.name })
            .from(productVariants)
            .leftJoin(variantPrices, and(eq(variantPrices.variantId, productVariants.id), eq(variantPrices.currency, currency)))
            .leftJoin(curricula, eq(curricula.id, productVariants.curriculumId))
            .where(and(inArray(productVariants.id, ids), eq(productVariants.active, true)))
        : [];
      for (const row of rows) if (row.amount === null) found.set(keyOf(row.variant.id, currency, studentId), notFound());
      // The sprints a package lists are its section's, else the student's (as in packageById).
      const bySection = new Map<string | null, { variant: VariantRow; amount: number; curriculumName: string | null }[]>();
      for (const { variant, amount, curriculumName } of rows) {
        if (amount === null) continue;
        const sectionId = variant.sectionId ?? student?.sectionId ?? null;
        bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), { variant, amount, curriculumName }]);
      }
      for (const [sectionId, sectionRows] of bySection) {
        const views = await packageViews(db, sectionRows, currency, sectionId, { studentId, now, locale }, student?.timezone);
        for (const view of views) found.set(keyOf(view.id, currency, studentId), view);
      }
    }),
  );
  return keys.map((k) => found.get(keyOf(k.variantId, k.currency, k.studentId)) ?? new DomainError('package_not_found'));
}
