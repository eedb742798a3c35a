import { createHash } from 'node:crypto';
import { CURRENCIES, type Currency } from '@parla/contracts';
import { addDaysToKey, COMMERCE_CONFIG, weekdayIndexOfKey, roundPricePerClassCents } from '@parla/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cancelClassesForPlan } from '../../modules/commerce/credits/class-cancellations.ts';
import { grantCreditsOnce } from '../../modules/commerce/credits/credits.service.ts';
import { issueDocumentFor } from '../../modules/commerce/invoices/invoices.service.ts';
import type { Tx } from '../client.ts';
import {
  coupons,
  paymentMethods,
  productVariants,
  purchases,
  sprints,
  subscriptionPauses,
  subscriptions,
  testProcessorMethods,
  transactions,
  trialFingerprints,
  users,
  variantPrices,
} from '../schema/index.ts';

import { schoolDate, schoolHour } from './berlin-time.ts';
import { VARIANT_TRANSLATIONS } from './commerce-translations.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

const DAY = 86_400_000;

/** EUR to each currency, for the price list; prices per class are then rounded to .49/.99. */
const RATES: Record<Currency, number> = { EUR: 1, USD: 1.09, GBP: 0.86, CHF: 0.96, PLN: 4.32, TRY: 37.5, BRL: 5.9 };

interface VariantSeed {
  slug: string;
  type: 'flex' | 'sprint' | 'teams' | 'extra_credits';
  planType: 'monthly' | 'marathon' | 'package';
  name: string;
  description: string;
  contentBlocks: string[];
  group: number;
  private: number;
  /** Price per class in EUR cents, before rounding per currency. */
  perClassEur: number;
  recurrenceWeeks?: number;
  durationWeeks?: number;
  withTrial?: boolean;
  purchasableOnce?: boolean;
  canUseCoupon?: boolean;
  recurringSpecialType?: string;
  /** The plan the store recommends in its section (decision 040). */
  recommended?: boolean;
  section?: string;
  stores: string[];
}

const SUBSCRIPTION_STORES = ['store', 'internal', 'subscriptions'];
const flex = (classes: number, perClassEur: number, extra: Partial<VariantSeed> = {}): VariantSeed => ({
  slug: `flex-${classes}-group`,
  type: 'flex',
  planType: 'monthly',
  name: `Flex ${classes}`,
  description: 'Live group classes with a teacher, at the times you choose.',
  contentBlocks: ['Up to 5 students per class', 'Pause or cancel any time'],
  group: classes,
  private: 0,
  perClassEur,
  recurrenceWeeks: 4,
  withTrial: true,
  stores: SUBSCRIPTION_STORES,
  ...extra,
});

/** The store (001 §1): Flex in three sizes, private Flex, a Business English plan, Sprints, LearningTeams, extra credits. */
export const VARIANTS: readonly VariantSeed[] = [
  flex(4, 1299),
  // Twice a week: the rhythm the curriculum is planned for, and cheaper per class than Flex 4 (decision 040).
  flex(8, 1199, { recommended: true }),
  flex(12, 1099),
  flex(4, 2499, {
    slug: 'flex-4-private',
    name: 'Flex Private 4',
    description: 'One-to-one classes with the teacher of your choice.',
    contentBlocks: ['Your pace, your topics', 'Pause or cancel any time'],
    group: 0,
    private: 4,
    recurringSpecialType: 'private',
  }),
  flex(8, 2399, {
    slug: 'flex-8-private',
    name: 'Flex Private 8',
    description: 'One-to-one classes with the teacher of your choice.',
    contentBlocks: ['Your pace, your topics', 'Pause or cancel any time'],
    group: 0,
    private: 8,
    recurringSpecialType: 'private',
  }),
  flex(8, 1499, {
    slug: 'flex-8-business',
    name: 'Business English Flex 8',
    description: 'Business English in small groups: meetings, e-mails, negotiations.',
    section: 'business-english',
  }),
  {
    slug: 'sprint-4-weeks',
    type: 'sprint',
    planType: 'marathon',
    name: 'Sprint 4 weeks',
    description: 'A class every weekday: a level in a month.',
    contentBlocks: ['One class per day', 'Starts on a fixed date'],
    group: 20,
    private: 0,
    perClassEur: 899,
    recurrenceWeeks: 4,
    durationWeeks: 4,
    stores: SUBSCRIPTION_STORES,
  },
  {
    slug: 'sprint-8-weeks',
    type: 'sprint',
    planType: 'marathon',
    name: 'Sprint 8 weeks',
    description: 'A class every weekday for two months, paid in two monthly instalments.',
    contentBlocks: ['One class per day', 'Starts on a fixed date'],
    group: 20,
    private: 0,
    perClassEur: 849,
    recurrenceWeeks: 4,
    durationWeeks: 8,
    stores: SUBSCRIPTION_STORES,
  },
  {
    slug: 'teams-starter',
    type: 'teams',
    planType: 'package',
    name: 'LearningTeam starter',
    description: 'Try group classes with your colleagues.',
    contentBlocks: ['For teams of 3 to 5', 'One per company'],
    group: 10,
    private: 0,
    perClassEur: 999,
    purchasableOnce: true,
    canUseCoupon: false,
    stores: ['teams'],
  },
  {
    slug: 'teams-24',
    type: 'teams',
    planType: 'package',
    name: 'LearningTeam 24',
    description: 'Group classes for your team, booked together.',
    contentBlocks: ['For teams of 3 to 5', 'Invoice for your company'],
    group: 24,
    private: 0,
    perClassEur: 1049,
    stores: ['teams'],
  },
  ...(
    [
      [1, 0, 1349],
      [5, 0, 1299],
      [0, 1, 2699],
      [0, 3, 2599],
    ] as const
  ).map(
    ([group, priv, perClassEur]): VariantSeed => ({
      slug: `extra-${group || priv}-${group ? 'group' : 'private'}`,
      type: 'extra_credits',
      planType: 'package',
      name: `${group || priv} extra ${group ? 'group' : 'private'} class${group + priv > 1 ? 'es' : ''}`,
      description: 'More classes this month, on top of your plan.',
      contentBlocks: [],
      group,
      private: priv,
      perClassEur,
      stores: ['extra_credits'],
    }),
  ),
];

export function priceCents(v: Pick<VariantSeed, 'perClassEur' | 'group' | 'private'>, currency: Currency): number {
  return roundPricePerClassCents(v.perClassEur * RATES[currency]) * (v.group + v.private);
}

const COUPONS = [
  { code: 'LIFETIME20', description: '20% off for as long as you stay', percentOff: 20, lifetime: true },
  { code: 'WELCOME10', description: '10% off your first purchase', percentOff: 10, newUsersOnly: true },
  { code: 'SPRING5', description: '5 € off', amountOffCents: 500, amountCurrency: 'EUR' },
  { code: 'SPRINT15', description: '15% off a Sprint', percentOff: 15, productTypes: ['sprint'] },
] as const;

async function seedCatalogueRows(tx: Tx, catalogue: Catalogue, now: Date): Promise<Map<string, string>> {
  await tx
    .insert(productVariants)
    .values(
      VARIANTS.map((v, position) => ({
        slug: v.slug,
        type: v.type,
        planType: v.planType,
        name: v.name,
        description: v.description,
        contentBlocks: v.contentBlocks,
        translations: VARIANT_TRANSLATIONS[v.slug] ?? {},
        groupCredits: v.group,
        privateCredits: v.private,
        recurrenceWeeks: v.recurrenceWeeks ?? null,
        durationWeeks: v.durationWeeks ?? null,
        withTrial: v.withTrial ?? false,
        purchasableOnce: v.purchasableOnce ?? false,
        canUseCoupon: v.canUseCoupon ?? true,
        recurringSpecialType: v.recurringSpecialType ?? null,
        recommended: v.recommended ?? false,
        sectionId: v.section ? catalogue.get(v.section)!.id : null,
        stores: v.stores,
        position,
      })),
    )
    // A row keeps everything it has; only translations a database seeded before issue 21 lacks are
    // filled in, never ones someone has set since.
    .onConflictDoUpdate({
      target: productVariants.slug,
      set: { translations: sql`excluded.translations` },
      setWhere: sql`${productVariants.translations} = '{}'::jsonb`,
    });
  const rows = await tx
    .select({ id: productVariants.id, slug: productVariants.slug })
    .from(productVariants)
    .where(
      inArray(
        productVariants.slug,
        VARIANTS.map((v) => v.slug),
      ),
    );
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await tx
    .insert(variantPrices)
    .values(
      VARIANTS.flatMap((v) =>
        CURRENCIES.map((currency) => ({ variantId: ids.get(v.slug)!, currency, amountCents: priceCents(v, currency) })),
      ),
    )
    .onConflictDoNothing();

  // Upcoming Sprints per language: the Monday at least a week away and four weeks later, 4 and 8 weeks long.
  const today = schoolDate(now);
  const weekday = ((weekdayIndexOfKey(today) + 6) % 7) + 1;
  const firstMonday = addDaysToKey(today, 8 - weekday + 7);
  const sprintRows = [...catalogue.values()].flatMap((section) =>
    [0, 28].flatMap((offset) =>
      [4, 8].map((weeks) => {
        const date = addDaysToKey(firstMonday, offset);
        return {
          slug: `${section.slug}-${date}-${weeks}w`,
          sectionId: section.id,
          name: `${section.name} Sprint from ${date}`,
          startsAt: schoolHour(date, 0),
          durationWeeks: weeks,
        };
      }),
    ),
  );
  await tx.insert(sprints).values(sprintRows).onConflictDoNothing();
  await tx
    .insert(coupons)
    .values(COUPONS.map((c) => ({ ...c, productTypes: 'productTypes' in c ? [...c.productTypes] : null, createdAt: now })))
    .onConflictDoNothing();
  return ids;
}

interface DemoPlan {
  email: string;
  variant: string;
  cardNumber: string;
  brand: 'visa' | 'mastercard';
  state: 'active' | 'trial' | 'paused' | 'cancelled';
  /** Days since the current period (or trial) began. */
  startedDaysAgo: number;
}

/** Subscriptions of the demo students (issue 5): active with a saved Visa, one in trial, one paused, one cancelled. */
const PLANS: readonly DemoPlan[] = [
  {
    email: 'student@example.com',
    variant: 'flex-8-group',
    cardNumber: '4242424242424242',
    brand: 'visa',
    state: 'active',
    startedDaysAgo: 10,
  },
  {
    email: 'tom.fischer@example.com',
    variant: 'flex-8-group',
    cardNumber: '5555555555554444',
    brand: 'mastercard',
    state: 'trial',
    startedDaysAgo: 2,
  },
  {
    email: 'chloe.martin@example.com',
    variant: 'flex-8-group',
    cardNumber: '4242424242424242',
    brand: 'visa',
    state: 'paused',
    startedDaysAgo: 10,
  },
  {
    email: 'liam.oconnor@example.com',
    variant: 'flex-4-group',
    cardNumber: '5555555555554444',
    brand: 'mastercard',
    state: 'cancelled',
    startedDaysAgo: 19,
  },
];

const fingerprintOf = (userId: string, number: string) =>
  createHash('sha256').update(`seed:${userId}:${number}`).digest('hex').slice(0, 24);

async function seedPlan(tx: Tx, plan: DemoPlan, studentId: string, variantId: string, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.studentId, studentId)).limit(1);
  if (existing) return;
  // The demo students pay in euros (their countries' currency).
  const currency: Currency = 'EUR';
  const variant = VARIANTS.find((v) => v.slug === plan.variant)!;
  const price = priceCents(variant, currency);
  const started = new Date(now.getTime() - plan.startedDaysAgo * DAY);
  const token = `tpm_seed_${studentId.replaceAll('-', '')}`;
  const fingerprint = fingerprintOf(studentId, plan.cardNumber);
  await tx
    .insert(testProcessorMethods)
    .values({ token, type: 'card', brand: plan.brand, fingerprint, behaviour: 'ok', createdAt: started })
    .onConflictDoNothing();
  const [method] = await tx
    .insert(paymentMethods)
    .values({
      studentId,
      type: 'card',
      brand: plan.brand,
      last4: plan.cardNumber.slice(-4),
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      fingerprint,
      processor: 'test',
      processorToken: token,
      isDefault: true,
      createdAt: started,
    })
    .returning();
  const trial = plan.state === 'trial';
  const [purchase] = await tx
    .insert(purchases)
    .values({
      studentId,
      variantId,
      type: 'flex',
      status: 'succeeded',
      currency,
      subtotalCents: price,
      totalCents: price,
      chargeTotalCents: trial ? 0 : price,
      withTrial: trial,
      trialCreditKind: trial ? 'group' : null,
      paymentMethodId: method.id,
      agreementsAcceptedAt: started,
      createdAt: started,
      paidAt: started,
    })
    .returning();
  const periodEnd = new Date(started.getTime() + COMMERCE_CONFIG.periodDays * DAY);
  const pauseDays = 14;
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      studentId,
      variantId,
      type: 'monthly',
      status: trial ? 'trial' : plan.state === 'cancelled' ? 'cancelled' : 'active',
      currency,
      priceCents: price,
      paymentMethodId: method.id,
      purchaseId: purchase.id,
      trialStartedAt: trial ? started : null,
      trialEndsAt: trial ? new Date(started.getTime() + COMMERCE_CONFIG.trialDays * DAY) : null,
      trialCreditKind: trial ? 'group' : null,
      startsAt: started,
      activatedAt: started,
      currentPeriodStart: trial ? null : started,
      currentPeriodEnd: trial ? null : plan.state === 'paused' ? new Date(periodEnd.getTime() + pauseDays * DAY) : periodEnd,
      endsAt: plan.state === 'cancelled' ? periodEnd : null,
      cancelledAt: plan.state === 'cancelled' ? new Date(now.getTime() - DAY) : null,
      cancelReasons: plan.state === 'cancelled' ? ['not_enough_time'] : [],
      endReason: plan.state === 'cancelled' ? 'cancelled' : null,
      createdAt: started,
    })
    .returning();
  await tx.update(purchases).set({ subscriptionId: sub.id }).where(eq(purchases.id, purchase.id));
  if (trial) {
    await tx.insert(trialFingerprints).values({ fingerprint, studentId, createdAt: started }).onConflictDoNothing();
    return;
  }
  const [charge] = await tx
    .insert(transactions)
    .values({
      studentId,
      purchaseId: purchase.id,
      subscriptionId: sub.id,
      periodStart: started,
      kind: 'charge',
      status: 'succeeded',
      amountCents: price,
      currency,
      paymentMethodId: method.id,
      fingerprint,
      processor: 'test',
      processorRef: `seed_${sub.id}`,
      processorSequence: 1,
      createdAt: started,
      settledAt: started,
    })
    .returning();
  await issueDocumentFor(tx, charge, started);
  for (const [kind, amount] of [
    ['group', variant.group],
    ['private', variant.private],
  ] as const) {
    if (amount > 0) {
      await grantCreditsOnce(tx, {
        studentId,
        kind,
        amount,
        source: 'purchase',
        sourceRef: `sub:${sub.id}:${started.toISOString()}`,
        reason: 'grant',
        now: started,
      });
    }
  }
  if (plan.state === 'paused') {
    const from = new Date(now.getTime() - 3 * DAY);
    await tx.insert(subscriptionPauses).values({
      subscriptionId: sub.id,
      studentId,
      startsAt: from,
      endsAt: new Date(from.getTime() + pauseDays * DAY),
      plannedEndsAt: new Date(from.getTime() + pauseDays * DAY),
      status: 'active',
      cycleStart: started,
      createdAt: new Date(from.getTime() - 2 * DAY),
    });
  }
}

/**
 * The classes seed books for every normal student; a pause or a cancellation takes back what
 * falls inside it (as the real actions do), on every run, so later days stay consistent.
 */
async function keepPlansConsistent(tx: Tx, studentIds: string[], now: Date): Promise<void> {
  if (studentIds.length === 0) return;
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.studentId, studentIds), inArray(subscriptions.status, ['active', 'cancelled'])));
  for (const sub of rows) {
    if (sub.status === 'cancelled' && sub.endsAt) {
      await cancelClassesForPlan(tx, {
        studentId: sub.studentId,
        from: sub.endsAt,
        to: null,
        cause: 'subscription_end',
        refund: () => true,
        now,
      });
    }
    const pauses = await tx
      .select()
      .from(subscriptionPauses)
      .where(and(eq(subscriptionPauses.subscriptionId, sub.id), inArray(subscriptionPauses.status, ['scheduled', 'active'])));
    for (const pause of pauses) {
      await cancelClassesForPlan(tx, {
        studentId: sub.studentId,
        from: pause.startsAt,
        to: pause.endsAt,
        cause: 'pause',
        refund: () => true,
        now,
      });
    }
  }
}

/** Demo data of commerce (catalogue, prices, subscriptions of the demo students); idempotent. */
export async function seedCommerce(tx: Tx, catalogue: Catalogue, people: People, now: Date): Promise<void> {
  const variantIds = await seedCatalogueRows(tx, catalogue, now);
  const emails = PLANS.map((p) => p.email);
  const students = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idByEmail = new Map(students.map((s) => [s.email, s.id]));
  for (const plan of PLANS) {
    const studentId = idByEmail.get(plan.email);
    if (studentId) await seedPlan(tx, plan, studentId, variantIds.get(plan.variant)!, now);
  }
  await keepPlansConsistent(tx, [...idByEmail.values()], now);
  void people;
}
