import { CANCEL_REASONS, CURRENCIES, type Currency, payPurchaseBody } from '@parla/contracts';
import { COMMERCE_CONFIG, COUNTRIES, GROUP_CREDITS_PER_PRIVATE, MINIMUM_CHARGE_CENTS, currencyForCountry } from '@parla/domain';
import { z } from 'zod';
import type { GraphQLContext, SignedInContext } from '../../../graphql/builder.ts';
import { builder } from '../../../graphql/builder.ts';
import { readerLocale } from '../../../lib/reader-locale.ts';
import { parseInput } from '../../../lib/validation.ts';
import { Section } from '../../curriculum/curriculum.graphql.ts';
import { type MoneyView, listPackages, money, packageById, upcomingSprints } from './catalogue.service.ts';
import {
  Agreement,
  CancelReasonEnum,
  CardBrandEnum,
  Coupon,
  CreditKind,
  CurrencyEnum,
  Invoice,
  Money,
  NextAction,
  OwnReferral,
  Package,
  PaymentMethodTypeEnum,
  ProductTypeEnum,
  Purchase,
  PurchaseStatusEnum,
  Sprint,
  StoreKindEnum,
  Subscription,
  Transaction,
} from '../commerce-types.graphql.ts';
import { resolveSectionId, studentFacts } from '../shared/commerce-queries.ts';
import { type CouponView, lifetimeCouponValidity, validateCoupon } from '../checkout/coupons.service.ts';
import { listInvoices } from '../invoices/invoices.service.ts';
import { type ConversionPreview, conversionPreview } from '../credits/conversion.service.ts';
import { availablePaymentMethods } from '../payments/payment-methods.service.ts';
import {
  type PaymentOutcome,
  cardRequiredForTrial,
  completePaymentAction,
  createPurchase,
  payPurchase,
  purchaseRow,
  updatePurchase,
} from '../checkout/purchase.service.ts';
import {
  type PurchaseView,
  type TransactionView,
  lastTransactionOfStudent,
  purchaseView,
  transactionById,
} from '../checkout/purchase-views.ts';
import { ownReferral, referralByCode } from '../referrals/referrals.service.ts';
import { withdrawPurchase } from '../subscriptions/withdrawal.service.ts';
import { subscriptionById, subscriptionView } from '../subscriptions/subscription-views.ts';
import { nextSubscription } from '../shared/commerce-queries.ts';

const uuid = z.string().uuid();
const studentOf = (ctx: SignedInContext) => ctx.auth.userId;
const nowOf = (ctx: GraphQLContext) => ctx.app.clock.now();
const viewerOf = (ctx: GraphQLContext) => ({
  studentId: ctx.auth?.roles.includes('student') ? ctx.auth.userId : null,
  now: ctx.app.clock.now(),
  locale: readerLocale(ctx.request),
});

Purchase.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: ProductTypeEnum, resolve: (p) => p.type }),
    status: t.field({ type: PurchaseStatusEnum, resolve: (p) => p.status }),
    displayName: t.exposeString('displayName'),
    package: t.field({ type: Package, resolve: (p) => p.package }),
    privateCredits: t.exposeInt('privateCredits'),
    groupCredits: t.exposeInt('groupCredits'),
    isSubscription: t.exposeBoolean('isSubscription'),
    withTrial: t.exposeBoolean('withTrial'),
    trialCreditKind: t.field({ type: CreditKind, nullable: true, resolve: (p) => p.trialCreditKind }),
    canUseCoupon: t.exposeBoolean('canUseCoupon'),
    coupons: t.field({ type: [Coupon], resolve: (p) => p.coupons }),
    currency: t.field({ type: CurrencyEnum, resolve: (p) => p.currency }),
    subtotal: t.field({ type: Money, resolve: (p) => p.subtotal }),
    discount: t.field({ type: Money, resolve: (p) => p.discount }),
    total: t.field({ type: Money, resolve: (p) => p.total }),
    chargeTotal: t.field({ type: Money, description: 'What is charged now: 0 for a free trial.', resolve: (p) => p.chargeTotal }),
    referralDiscount: t.field({ type: Money, nullable: true, resolve: (p) => p.referralDiscount }),
    agreements: t.field({ type: [Agreement], resolve: (p) => p.agreements }),
    validityInterval: t.exposeString('validityInterval'),
    recurrenceInterval: t.exposeString('recurrenceInterval', { nullable: true }),
    lastTransaction: t.field({ type: Transaction, nullable: true, resolve: (p) => p.lastTransaction }),
    nextAction: t.field({ type: NextAction, nullable: true, resolve: (p) => p.nextAction }),
    sprint: t.field({ type: Sprint, nullable: true, resolve: (p) => p.sprint }),
    subscription: t.field({
      type: Subscription,
      nullable: true,
      resolve: async (p, _a, ctx) => {
        if (!p.subscriptionId) return null;
        const row = await subscriptionById(ctx.app.db, p.subscriptionId);
        if (!row) return null;
        const next = await nextSubscription(ctx.app.db, row.studentId);
        return subscriptionView(ctx.app.db, row, nowOf(ctx), { hasNext: !!next && next.id !== row.id });
      },
    }),
    newSection: t.field({ type: Section, nullable: true, resolve: (p) => p.newSection }),
    cardRequired: t.exposeBoolean('cardRequired'),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.completedAt }),
    canWithdraw: t.exposeBoolean('canWithdraw'),
    withdrawalEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.withdrawalEndsAt }),
  }),
});

interface PaymentResultShape {
  purchase: PurchaseView;
  transaction: TransactionView | null;
}

export const PaymentResult = builder.objectRef<PaymentResultShape>('PaymentResult').implement({
  fields: (t) => ({
    purchase: t.field({ type: Purchase, resolve: (r) => r.purchase }),
    status: t.field({ type: PurchaseStatusEnum, resolve: (r) => r.purchase.status }),
    transaction: t.field({ type: Transaction, nullable: true, resolve: (r) => r.transaction }),
    nextAction: t.field({ type: NextAction, nullable: true, resolve: (r) => r.purchase.nextAction }),
    subscription: t.field({
      type: Subscription,
      nullable: true,
      resolve: async (r, _a, ctx) => {
        if (!r.purchase.subscriptionId) return null;
        const row = await subscriptionById(ctx.app.db, r.purchase.subscriptionId);
        return row ? subscriptionView(ctx.app.db, row, nowOf(ctx), { hasNext: false }) : null;
      },
    }),
  }),
});

/** The GraphQL answer of a payment: the purchase as it is now and the transaction the first request made. */
export async function paymentResult(ctx: SignedInContext, outcome: PaymentOutcome): Promise<PaymentResultShape> {
  const row = await purchaseRow(ctx.app.db, ctx.auth.userId, outcome.purchaseId);
  const transaction = outcome.transactionId ? await transactionById(ctx.app.db, outcome.transactionId) : null;
  return { purchase: await purchaseView(ctx.app, row, nowOf(ctx), readerLocale(ctx.request)), transaction };
}

const CardInput = builder.inputType('CardInput', {
  fields: (t) => ({
    number: t.string({ required: true }),
    expMonth: t.int({ required: true }),
    expYear: t.int({ required: true }),
    cvc: t.string({ required: true }),
    postalCode: t.string(),
    holderName: t.string(),
  }),
});

export const PaymentMethodInput = builder.inputType('PaymentMethodInput', {
  fields: (t) => ({
    type: t.field({ type: PaymentMethodTypeEnum, required: true }),
    card: t.field({ type: CardInput }),
    paypalEmail: t.string(),
    iban: t.string(),
    accountHolder: t.string(),
    setDefault: t.boolean(),
  }),
});

const CreatePurchaseInput = builder.inputType('CreatePurchaseInput', {
  fields: (t) => ({
    variantId: t.id({ required: true, description: 'Package.id' }),
    currency: t.field({ type: CurrencyEnum, description: "Default: by the viewer's country." }),
    withTrial: t.boolean({ description: 'Flex only: 7-day free trial.' }),
    trialCreditKind: t.field({ type: CreditKind, description: 'Trial: 3 group (default) or 1 private.' }),
    couponCode: t.string(),
    referralCode: t.string(),
    sprintId: t.id(),
    sectionId: t.id({ description: 'Buy for another language (default: own).' }),
  }),
});

const UpdatePurchaseInput = builder.inputType('UpdatePurchaseInput', {
  fields: (t) => ({
    couponCode: t.string(),
    currency: t.field({ type: CurrencyEnum }),
    withTrial: t.boolean(),
    trialCreditKind: t.field({ type: CreditKind }),
    referralCode: t.string(),
    removeCoupon: t.boolean(),
  }),
});

const PayPurchaseInput = builder.inputType('PayPurchaseInput', {
  fields: (t) => ({
    purchaseId: t.id({ required: true }),
    idempotencyKey: t.string({ required: true }),
    paymentMethodId: t.id(),
    newPaymentMethod: t.field({ type: PaymentMethodInput }),
    acceptedAgreements: t.stringList({ required: true }),
  }),
});

const ConversionPreviewType = builder.objectRef<ConversionPreview>('ConversionPreview').implement({
  fields: (t) => ({
    privateCredits: t.exposeInt('privateCredits'),
    groupCreditsNeeded: t.exposeInt('groupCreditsNeeded'),
    groupCreditsAvailable: t.exposeInt('groupCreditsAvailable'),
    privateCreditsAvailable: t.exposeInt('privateCreditsAvailable'),
    groupCreditsAfter: t.exposeInt('groupCreditsAfter'),
    privateCreditsAfter: t.exposeInt('privateCreditsAfter'),
    maxPrivateCredits: t.exposeInt('maxPrivateCredits'),
    allowed: t.exposeBoolean('allowed'),
    blockingError: t.exposeString('blockingError', { nullable: true }),
  }),
});

const CouponCheck = builder
  .objectRef<{
    valid: boolean;
    code: string;
    errorCode: string | null;
    message: string | null;
    coupon: CouponView | null;
    discount: MoneyView | null;
  }>('CouponCheck')
  .implement({
    fields: (t) => ({
      valid: t.exposeBoolean('valid'),
      code: t.exposeString('code'),
      errorCode: t.exposeString('errorCode', { nullable: true }),
      message: t.exposeString('message', { nullable: true }),
      coupon: t.field({ type: Coupon, nullable: true, resolve: (c) => c.coupon }),
      discount: t.field({ type: Money, nullable: true, resolve: (c) => c.discount }),
    }),
  });

const LifetimeCouponValidity = builder
  .objectRef<{ valid: boolean; percentOff: number; couponCode: string | null; validUntil: Date | null }>('LifetimeCouponValidity')
  .implement({
    fields: (t) => ({
      valid: t.exposeBoolean('valid'),
      percentOff: t.exposeInt('percentOff'),
      couponCode: t.exposeString('couponCode', { nullable: true }),
      validUntil: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.validUntil }),
    }),
  });

const ReferralLanding = builder
  .objectRef<{ code: string; referrerFirstName: string; userDiscount: MoneyView; minimumSpent: MoneyView; valid: boolean }>(
    'ReferralLanding',
  )
  .implement({
    fields: (t) => ({
      code: t.exposeString('code'),
      referrerFirstName: t.exposeString('referrerFirstName'),
      userDiscount: t.field({ type: Money, resolve: (r) => r.userDiscount }),
      minimumSpent: t.field({ type: Money, resolve: (r) => r.minimumSpent }),
      valid: t.exposeBoolean('valid'),
    }),
  });

const AvailablePaymentMethod = builder.objectRef<ReturnType<typeof availablePaymentMethods>[number]>('AvailablePaymentMethod').implement({
  fields: (t) => ({
    type: t.field({ type: PaymentMethodTypeEnum, resolve: (m) => m.type }),
    brands: t.field({ type: [CardBrandEnum], resolve: (m) => m.brands }),
  }),
});

const Country = builder.objectRef<{ code: string; commonName: string }>('Country').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    commonName: t.exposeString('commonName'),
    currency: t.field({ type: CurrencyEnum, resolve: (c) => currencyForCountry(c.code) }),
  }),
});

const LearningTeamInfo = builder.objectRef<{ currency: Currency }>('LearningTeamInfo').implement({
  fields: (t) => ({
    packages: t.field({
      type: [Package],
      resolve: (info, _a, ctx) => listPackages(ctx.app.db, { currency: info.currency, store: 'teams', type: 'teams' }, viewerOf(ctx)),
    }),
    minMembers: t.int({ resolve: () => 3 }),
    maxMembers: t.int({ resolve: () => 5 }),
    contactEmail: t.string({ resolve: () => 'teams@parla.school' }),
  }),
});

const CommerceConfig = builder.objectRef<{ cardRequiredForTrial: boolean }>('CommerceConfig').implement({
  fields: (t) => ({
    currencies: t.field({ type: [CurrencyEnum], resolve: () => [...CURRENCIES] }),
    trialDays: t.int({ resolve: () => COMMERCE_CONFIG.trialDays }),
    trialGroupCredits: t.int({ resolve: () => COMMERCE_CONFIG.trialGroupCredits }),
    trialPrivateCredits: t.int({ resolve: () => COMMERCE_CONFIG.trialPrivateCredits }),
    periodWeeks: t.int({ resolve: () => COMMERCE_CONFIG.periodDays / 7 }),
    maxPauseWeeks: t.int({ resolve: () => COMMERCE_CONFIG.maxPauseDays / 7 }),
    withdrawalDays: t.int({ resolve: () => COMMERCE_CONFIG.withdrawalDays }),
    lifetimeDiscountPercent: t.int({ resolve: () => COMMERCE_CONFIG.lifetimeDiscountPercent }),
    groupCreditsPerPrivate: t.int({ resolve: () => GROUP_CREDITS_PER_PRIVATE }),
    creditValidityDays: t.int({ resolve: () => COMMERCE_CONFIG.creditValidityDays }),
    referralRewardDays: t.int({ resolve: () => COMMERCE_CONFIG.referralRewardDays }),
    minimumCharges: t.field({ type: [Money], resolve: () => CURRENCIES.map((c) => money(MINIMUM_CHARGE_CENTS[c], c)) }),
    cardRequiredForTrial: t.exposeBoolean('cardRequiredForTrial'),
  }),
});

const SprintCancelQuestion = builder.objectRef<{ key: string; label: string }>('SprintCancelQuestion').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label') }),
});

const SPRINT_CANCEL_QUESTIONS = [
  { key: 'schedule', label: 'The daily rhythm did not fit my schedule.' },
  { key: 'level', label: 'The classes were too easy or too hard.' },
  { key: 'timezone', label: 'The class times did not suit my time zone.' },
  { key: 'goal_reached', label: 'I reached my goal.' },
  { key: 'other', label: 'Something else.' },
];

// ----- queries -----

builder.queryFields((t) => ({
  packages: t.field({
    type: [Package],
    args: {
      section: t.arg.id(),
      currency: t.arg({ type: CurrencyEnum }),
      store: t.arg({ type: StoreKindEnum, defaultValue: 'store' }),
      type: t.arg({ type: ProductTypeEnum }),
    },
    resolve: (_r, args, ctx) =>
      listPackages(
        ctx.app.db,
        { section: args.section ? String(args.section) : null, currency: args.currency, store: args.store, type: args.type },
        viewerOf(ctx),
      ),
  }),
  package: t.field({
    type: Package,
    args: { id: t.arg.id({ required: true }), currency: t.arg({ type: CurrencyEnum }) },
    resolve: (_r, args, ctx) => packageById(ctx.app.db, String(args.id), args.currency, viewerOf(ctx)),
  }),
  sprints: t.field({
    type: [Sprint],
    args: { section: t.arg.id() },
    resolve: async (_r, args, ctx) =>
      upcomingSprints(ctx.app.db, await resolveSectionId(ctx.app.db, args.section ? String(args.section) : null), nowOf(ctx)),
  }),
  purchase: t.withAuth({ student: true }).field({
    type: Purchase,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) =>
      purchaseView(ctx.app, await purchaseRow(ctx.app.db, studentOf(ctx), String(args.id)), nowOf(ctx), readerLocale(ctx.request)),
  }),
  creditsConversionPreview: t.withAuth({ student: true }).field({
    type: ConversionPreviewType,
    args: { privateCredits: t.arg.int({ required: true, validate: { schema: z.number().int().min(0).max(1000) } }) },
    resolve: (_r, args, ctx) => conversionPreview(ctx.app.db, studentOf(ctx), args.privateCredits, nowOf(ctx)),
  }),
  validateCoupon: t.withAuth({ student: true }).field({
    type: CouponCheck,
    args: { code: t.arg.string({ required: true }), variantId: t.arg.id({ required: true }), currency: t.arg({ type: CurrencyEnum }) },
    resolve: (_r, args, ctx) =>
      validateCoupon(ctx.app.db, studentOf(ctx), args.code, String(args.variantId), args.currency ?? null, nowOf(ctx)),
  }),
  lifetimeCouponValidity: t.withAuth({ student: true }).field({
    type: LifetimeCouponValidity,
    resolve: (_r, _a, ctx) => lifetimeCouponValidity(ctx.app.db, studentOf(ctx)),
  }),
  ownReferral: t.withAuth({ student: true }).field({
    type: OwnReferral,
    resolve: (_r, _a, ctx) => ownReferral(ctx.app, studentOf(ctx)),
  }),
  referralByCode: t.field({
    type: ReferralLanding,
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const viewer = viewerOf(ctx);
      const currency = viewer.studentId ? currencyForCountry((await studentFacts(ctx.app.db, viewer.studentId)).countryCode) : 'EUR';
      return referralByCode(ctx.app.db, args.code, currency);
    },
  }),
  availablePaymentMethods: t.field({
    type: [AvailablePaymentMethod],
    args: { currency: t.arg({ type: CurrencyEnum, required: true }) },
    resolve: (_r, args) => availablePaymentMethods(args.currency),
  }),
  studentInvoices: t.withAuth({ student: true }).field({
    type: [Invoice],
    resolve: (_r, _a, ctx) => listInvoices(ctx.app.db, studentOf(ctx)),
  }),
  lastTransaction: t.withAuth({ student: true }).field({
    type: Transaction,
    nullable: true,
    resolve: (_r, _a, ctx) => lastTransactionOfStudent(ctx.app.db, studentOf(ctx)),
  }),
  learningTeamInfo: t.field({
    type: LearningTeamInfo,
    args: { currency: t.arg({ type: CurrencyEnum }) },
    resolve: async (_r, args, ctx) => {
      const viewer = viewerOf(ctx);
      const country = viewer.studentId ? (await studentFacts(ctx.app.db, viewer.studentId)).countryCode : null;
      return { currency: args.currency ?? currencyForCountry(country) };
    },
  }),
  currencyByCountry: t.field({
    type: CurrencyEnum,
    args: { countryCode: t.arg.string({ required: true }) },
    resolve: (_r, args) => currencyForCountry(args.countryCode),
  }),
  countries: t.field({ type: [Country], resolve: () => [...COUNTRIES] }),
  commerceConfig: t.field({
    type: CommerceConfig,
    resolve: async (_r, _a, ctx) => ({
      cardRequiredForTrial: await cardRequiredForTrial(
        ctx.app,
        ctx.auth ? { userId: ctx.auth.userId, anonymousId: null, roles: ctx.auth.roles } : null,
      ),
    }),
  }),
  sprintCancelQuestionnaire: t.field({ type: [SprintCancelQuestion], resolve: () => SPRINT_CANCEL_QUESTIONS }),
  cancelReasons: t.field({ type: [CancelReasonEnum], resolve: () => [...CANCEL_REASONS] }),
}));

// ----- checkout mutations -----

builder.mutationFields((t) => ({
  createPurchase: t.withAuth({ student: true }).field({
    type: Purchase,
    args: { input: t.arg({ type: CreatePurchaseInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = await createPurchase(ctx.app, studentOf(ctx), {
        variantId: String(input.variantId),
        currency: input.currency,
        withTrial: input.withTrial,
        trialCreditKind: input.trialCreditKind,
        couponCode: input.couponCode,
        referralCode: input.referralCode,
        sprintId: input.sprintId ? String(input.sprintId) : null,
        sectionId: input.sectionId ? String(input.sectionId) : null,
      });
      return purchaseView(ctx.app, await purchaseRow(ctx.app.db, studentOf(ctx), id), nowOf(ctx), readerLocale(ctx.request));
    },
  }),
  updatePurchase: t.withAuth({ student: true }).field({
    type: Purchase,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdatePurchaseInput, required: true }) },
    resolve: async (_r, { id, input }, ctx) => {
      await updatePurchase(ctx.app, studentOf(ctx), String(id), input);
      return purchaseView(ctx.app, await purchaseRow(ctx.app.db, studentOf(ctx), String(id)), nowOf(ctx), readerLocale(ctx.request));
    },
  }),
  payPurchase: t.withAuth({ student: true }).field({
    type: PaymentResult,
    args: { input: t.arg({ type: PayPurchaseInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      // The checkout form checks this contract before sending; the REST route's body is the same.
      parseInput(payPurchaseBody, input);
      return paymentResult(
        ctx,
        await payPurchase(ctx.app, studentOf(ctx), {
          purchaseId: String(input.purchaseId),
          idempotencyKey: input.idempotencyKey,
          paymentMethodId: input.paymentMethodId ? String(input.paymentMethodId) : null,
          newPaymentMethod: input.newPaymentMethod ?? null,
          acceptedAgreements: input.acceptedAgreements,
        }),
      );
    },
  }),
  completePaymentAction: t.withAuth({ student: true }).field({
    type: PaymentResult,
    args: {
      purchaseId: t.arg.id({ required: true }),
      reference: t.arg.string({ required: true }),
      approve: t.arg.boolean({ required: true }),
    },
    resolve: async (_r, args, ctx) =>
      paymentResult(ctx, await completePaymentAction(ctx.app, studentOf(ctx), String(args.purchaseId), args.reference, args.approve)),
  }),
  withdrawPurchase: t.withAuth({ student: true }).field({
    type: Purchase,
    args: { purchaseId: t.arg.id({ required: true, validate: { schema: uuid } }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await withdrawPurchase(ctx.app, studentOf(ctx), String(args.purchaseId), args.idempotencyKey);
      return purchaseView(
        ctx.app,
        await purchaseRow(ctx.app.db, studentOf(ctx), String(args.purchaseId)),
        nowOf(ctx),
        readerLocale(ctx.request),
      );
    },
  }),
}));
