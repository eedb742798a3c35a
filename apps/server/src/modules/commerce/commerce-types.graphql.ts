import {
  CANCEL_REASONS,
  CARD_BRANDS,
  CURRENCIES,
  INVOICE_KINDS,
  PAUSE_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  PRODUCT_TYPES,
  PURCHASE_STATUSES,
  REFERRAL_STATUSES,
  STORE_KINDS,
  SUBSCRIPTION_DISPLAY_STATES,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_KINDS,
} from '@parla/contracts';
import { CREDIT_KINDS, amountInMajor, zonedDateKey } from '@parla/domain';
import { type Currency, formatMinorUnits, localeLanguageTag } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { pageLocale } from '../../lib/reader-locale.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { Section } from '../curriculum/curriculum.graphql.ts';
import { type MoneyView, type PackageKey, type SprintView, packagesByKeys } from './store/catalogue.service.ts';
import {
  couponCodesByIds,
  lastChargesOfSubscriptions,
  paymentMethodsByIds,
  paymentMethodsOfStudents,
  sprintsByIds,
} from './commerce-batch-loads.ts';
import type { CouponView } from './checkout/coupons.service.ts';
import type { CreditsInfo as CreditsInfoShape } from './credits/credits.service.ts';
import type { InvoiceView } from './invoices/invoices.service.ts';
import type { AgreementView } from './checkout/purchase.service.ts';
import type { NextActionView, PurchaseView, TransactionView } from './checkout/purchase-views.ts';
import type { OwnReferralView, ReferralEntryView } from './referrals/referrals.service.ts';
import type { PauseView, SubscriptionView, SubscriptionsView } from './subscriptions/subscription-views.ts';

export const CreditKind = builder.enumType('CreditKind', { values: CREDIT_KINDS });
export const CurrencyEnum = builder.enumType('Currency', { values: CURRENCIES });
export const ProductTypeEnum = builder.enumType('ProductType', { values: PRODUCT_TYPES });
export const StoreKindEnum = builder.enumType('StoreKind', { values: STORE_KINDS });
export const PlanTypeEnum = builder.enumType('PlanType', { values: PLAN_TYPES });
export const PurchaseStatusEnum = builder.enumType('PurchaseStatus', { values: PURCHASE_STATUSES });
export const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
export const TransactionKindEnum = builder.enumType('TransactionKind', { values: TRANSACTION_KINDS });
export const PaymentMethodTypeEnum = builder.enumType('PaymentMethodType', { values: PAYMENT_METHOD_TYPES });
export const CardBrandEnum = builder.enumType('CardBrand', { values: CARD_BRANDS });
export const NextActionTypeEnum = builder.enumType('NextActionType', { values: ['authenticate', 'paypal_approval'] as const });
export const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', { values: SUBSCRIPTION_STATUSES });
export const SubscriptionDisplayStateEnum = builder.enumType('SubscriptionDisplayState', { values: SUBSCRIPTION_DISPLAY_STATES });
export const PauseStatusEnum = builder.enumType('PauseStatus', { values: PAUSE_STATUSES });
export const InvoiceKindEnum = builder.enumType('InvoiceKind', { values: INVOICE_KINDS });
export const ReferralStatusEnum = builder.enumType('ReferralStatus', { values: REFERRAL_STATUSES });
export const CancelReasonEnum = builder.enumType('CancelReason', { values: CANCEL_REASONS });

export const CreditsInfo = builder.objectRef<CreditsInfoShape>('CreditsInfo').implement({
  fields: (t) => ({
    groupCredits: t.exposeInt('groupCredits'),
    privateCredits: t.exposeInt('privateCredits'),
    canBuyExtraCredits: t.exposeBoolean('canBuyExtraCredits'),
    nextExpiry: t.field({ type: 'DateTime', nullable: true, resolve: (info) => info.nextExpiry }),
  }),
});

export const Money = builder.objectRef<MoneyView>('Money').implement({
  description: 'Integer minor units plus a currency; amountInMajor is "19.99".',
  fields: (t) => ({
    amount: t.exposeInt('amount'),
    amountInMajor: t.string({ resolve: (m) => amountInMajor(m.amount) }),
    currency: t.field({ type: CurrencyEnum, resolve: (m) => m.currency }),
    formatted: t.string({
      description: 'In the page’s language (X-Locale), as the web formats it: "€19.99", "19,99 €" (decision 118).',
      resolve: (m, _args, ctx) => formatMinorUnits(m, localeLanguageTag(pageLocale(ctx.request))),
    }),
  }),
});

export const Sprint = builder.objectRef<SprintView>('Sprint').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    startDate: t.field({ type: 'DateTime', resolve: (s) => s.startDate }),
    startDateInStudentTimezone: t.string({ resolve: (s) => zonedDateKey(s.startDate, s.timeZone) }),
    durationMonths: t.int({ description: '1 = 4 weeks, 2 = 8 weeks.', resolve: (s) => Math.round(s.durationWeeks / 4) }),
    durationWeeks: t.exposeInt('durationWeeks'),
    endDate: t.field({ type: 'DateTime', resolve: (s) => s.endDate }),
    hasStarted: t.exposeBoolean('hasStarted'),
    section: t.field({ type: Section, resolve: (s) => s.section }),
  }),
});

/** A Package field may return the package or its key: keys asked for in one request load together, once each. */
const packageKey = ({ variantId, currency, studentId }: PackageKey) => `${variantId}/${currency}/${studentId ?? ''}`;
function parsePackageKey(key: string): PackageKey {
  const [variantId, currency, studentId] = key.split('/');
  return { variantId, currency: currency as Currency, studentId: studentId || null };
}

export const Package = builder.loadableObjectRef('Package', {
  load: (keys: string[], ctx) => packagesByKeys(ctx.app.db, keys.map(parsePackageKey), ctx.app.clock.now(), readerLocale(ctx.request)),
});

Package.implement({
  description: 'A package (product variant) of the store, priced in the requested currency.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    type: t.field({ type: ProductTypeEnum, resolve: (p) => p.type }),
    planType: t.field({ type: PlanTypeEnum, resolve: (p) => p.planType }),
    displayName: t.exposeString('displayName'),
    description: t.exposeString('description'),
    contentBlocks: t.exposeStringList('contentBlocks'),
    groupCredits: t.exposeInt('groupCredits'),
    privateCredits: t.exposeInt('privateCredits'),
    isSubscription: t.exposeBoolean('isSubscription'),
    recurrenceIntervalWeeks: t.exposeInt('recurrenceIntervalWeeks', { nullable: true }),
    durationWeeks: t.exposeInt('durationWeeks', { nullable: true }),
    validityDays: t.exposeInt('validityDays'),
    recurringSpecialType: t.exposeString('recurringSpecialType', { nullable: true }),
    isRecommended: t.exposeBoolean('isRecommended', { description: 'The plan the store recommends within its section.' }),
    withTrialAvailable: t.exposeBoolean('withTrialAvailable'),
    purchasableOnce: t.exposeBoolean('purchasableOnce'),
    isCurrent: t.exposeBoolean('isCurrent'),
    section: t.field({ type: Section, nullable: true, resolve: (p) => p.section }),
    curriculumId: t.exposeID('curriculumId', { nullable: true }),
    curriculumName: t.exposeString('curriculumName', { nullable: true }),
    subTotal: t.field({ type: Money, resolve: (p) => p.subTotal }),
    pricePerClass: t.field({ type: Money, description: 'Rounded to .49/.99.', resolve: (p) => p.pricePerClass }),
    sprints: t.field({ type: [Sprint], resolve: (p) => p.sprints }),
  }),
});

export const Agreement = builder.objectRef<AgreementView>('Agreement').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    url: t.exposeString('url', { nullable: true }),
    required: t.exposeBoolean('required'),
  }),
});

export const Coupon = builder.objectRef<CouponView>('Coupon').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    percentOff: t.exposeInt('percentOff', { nullable: true }),
    amountOff: t.field({ type: Money, nullable: true, resolve: (c) => c.amountOff }),
    lifetime: t.exposeBoolean('lifetime'),
    description: t.exposeString('description'),
  }),
});

/** A PaymentMethod field may return the method or its id (loaded with the other ids of the request). */
export const PaymentMethod = builder.loadableObjectRef('PaymentMethod', {
  load: (ids: string[], ctx) => paymentMethodsByIds(ctx.app.db, ids),
  sort: (method) => method.id,
});

PaymentMethod.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: PaymentMethodTypeEnum, resolve: (m) => m.type }),
    brand: t.field({ type: CardBrandEnum, resolve: (m) => m.brand }),
    last4: t.exposeString('last4', { nullable: true }),
    expMonth: t.exposeInt('expMonth', { nullable: true }),
    expYear: t.exposeInt('expYear', { nullable: true }),
    holderName: t.exposeString('holderName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    isDefault: t.exposeBoolean('isDefault'),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    label: t.exposeString('label'),
  }),
});

export const Transaction = builder.objectRef<TransactionView>('Transaction').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: TransactionKindEnum, resolve: (x) => x.kind }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (x) => x.paymentStatus }),
    currency: t.field({ type: CurrencyEnum, resolve: (x) => x.currency }),
    amount: t.field({ type: Money, resolve: (x) => x.amount }),
    discount: t.field({ type: Money, resolve: (x) => x.discount }),
    createdAt: t.field({ type: 'DateTime', resolve: (x) => x.createdAt }),
    errorCode: t.exposeString('errorCode', { nullable: true, description: 'Decline code (card_declined, insufficient_funds, ...).' }),
    errorMessage: t.exposeString('errorMessage', { nullable: true, description: 'The message of 001 §8 for the decline.' }),
    paymentMethod: t.field({ type: PaymentMethod, nullable: true, resolve: (x) => x.paymentMethodId }),
  }),
});

export const NextAction = builder.objectRef<NextActionView>('NextAction').implement({
  fields: (t) => ({
    type: t.field({ type: NextActionTypeEnum, resolve: (a) => a.type }),
    reference: t.exposeString('reference', { description: 'Pass back to completePaymentAction.' }),
    message: t.exposeString('message'),
  }),
});

export const SubscriptionPause = builder.objectRef<PauseView>('SubscriptionPause').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: PauseStatusEnum, resolve: (p) => p.status }),
    dateFrom: t.field({ type: 'DateTime', resolve: (p) => p.dateFrom }),
    dateTo: t.field({ type: 'DateTime', description: 'Half-open [from, to).', resolve: (p) => p.dateTo }),
    numberOfDays: t.exposeInt('numberOfDays'),
    endDate: t.field({ type: 'DateTime', resolve: (p) => p.endDate }),
    unpauseDate: t.field({ type: 'DateTime', resolve: (p) => p.unpauseDate }),
  }),
});

export const Subscription = builder.objectRef<SubscriptionView>('Subscription');
export const Purchase = builder.objectRef<PurchaseView>('Purchase');

const packageOf = (s: SubscriptionView) => packageKey({ variantId: s.variantId, currency: s.price.currency, studentId: s.row.studentId });

Subscription.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: PlanTypeEnum, resolve: (s) => s.type }),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (s) => s.status }),
    displayState: t.field({ type: SubscriptionDisplayStateEnum, resolve: (s) => s.displayState }),
    package: t.field({ type: Package, resolve: packageOf }),
    // The same loader as `package`: asking for both loads the package once.
    displayName: t.string({ resolve: async (s, _a, ctx) => (await Package.getDataloader(ctx).load(packageOf(s))).displayName }),
    isInTrial: t.exposeBoolean('isInTrial'),
    trialEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.trialEndsAt }),
    trialCreditKind: t.field({ type: CreditKind, nullable: true, resolve: (s) => s.trialCreditKind }),
    activatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.activatedAt }),
    startsAt: t.field({ type: 'DateTime', resolve: (s) => s.startsAt }),
    currentPeriodStart: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.currentPeriodStart }),
    currentPeriodEnd: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.currentPeriodEnd }),
    nextPaymentDate: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.nextPaymentDate }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.expiresAt }),
    price: t.field({ type: Money, description: 'Per 4 weeks after the lifetime discount.', resolve: (s) => s.price }),
    couponCode: t.loadable({
      type: 'String',
      nullable: true,
      load: (ids: string[], ctx) => couponCodesByIds(ctx.app.db, ids),
      resolve: (s) => s.couponId,
    }),
    paymentMethodAdded: t.loadable({
      type: 'Boolean',
      load: async (studentIds: string[], ctx) =>
        (await paymentMethodsOfStudents(ctx.app.db, studentIds)).map((methods) => methods.length > 0),
      resolve: (s) => s.row.studentId,
    }),
    paymentMethod: t.loadable({
      type: PaymentMethod,
      nullable: true,
      load: async (studentIds: string[], ctx) =>
        (await paymentMethodsOfStudents(ctx.app.db, studentIds)).map((methods) => methods.find((m) => m.isDefault) ?? null),
      resolve: (s) => s.row.studentId,
    }),
    pause: t.field({ type: SubscriptionPause, nullable: true, resolve: (s) => s.pause }),
    pauses: t.field({ type: [SubscriptionPause], resolve: (s) => s.pauses }),
    sprint: t.loadable({
      type: Sprint,
      nullable: true,
      load: (ids: string[], ctx) => sprintsByIds(ctx.app.db, ids, ctx.app.clock.now()),
      resolve: (s) => s.sprintId,
    }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.cancelledAt }),
    cancelReasons: t.field({
      type: [CancelReasonEnum],
      resolve: (s) => s.cancelReasons.filter((r) => (CANCEL_REASONS as readonly string[]).includes(r)),
    }),
    originalStartsAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.originalStartsAt }),
    lastTransaction: t.loadable({
      type: Transaction,
      nullable: true,
      load: (ids: string[], ctx) => lastChargesOfSubscriptions(ctx.app.db, ids),
      resolve: (s) => s.id,
    }),
    canPause: t.exposeBoolean('canPause'),
    canCancelPause: t.exposeBoolean('canCancelPause'),
    canUnpause: t.exposeBoolean('canUnpause'),
    canCancel: t.exposeBoolean('canCancel'),
    canReactivate: t.exposeBoolean('canReactivate'),
    canChange: t.exposeBoolean('canChange'),
    canRollover: t.exposeBoolean('canRollover'),
    canSkipTrial: t.exposeBoolean('canSkipTrial'),
    canCancelTrial: t.exposeBoolean('canCancelTrial'),
    canResumeCharges: t.exposeBoolean('canResumeCharges'),
    canDelayStart: t.exposeBoolean('canDelayStart'),
    canCancelDelay: t.exposeBoolean('canCancelDelay'),
    canDelete: t.exposeBoolean('canDelete'),
    canStartNow: t.exposeBoolean('canStartNow'),
    canWithdraw: t.exposeBoolean('canWithdraw'),
    purchaseId: t.exposeID('purchaseId', {
      nullable: true,
      description: 'The purchase this subscription was bought with (withdrawPurchase takes it).',
    }),
  }),
});

export const Subscriptions = builder.objectRef<SubscriptionsView>('Subscriptions').implement({
  fields: (t) => ({
    current: t.field({ type: Subscription, nullable: true, resolve: (s) => s.current }),
    latest: t.field({ type: Subscription, nullable: true, resolve: (s) => s.latest }),
    next: t.field({ type: Subscription, nullable: true, resolve: (s) => s.next }),
  }),
});

export const Invoice = builder.objectRef<InvoiceView>('Invoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: InvoiceKindEnum, resolve: (i) => i.kind }),
    number: t.exposeString('number'),
    issuedAt: t.field({ type: 'DateTime', resolve: (i) => i.issuedAt }),
    total: t.field({ type: Money, resolve: (i) => i.total }),
    pdfUrl: t.exposeString('pdfUrl'),
    relatesTo: t.exposeString('relatesTo', { nullable: true, description: 'Credit memo: the number of the invoice it corrects.' }),
  }),
});

export const ReferralEntry = builder.objectRef<ReferralEntryView>('ReferralEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    friendFirstName: t.exposeString('friendFirstName'),
    status: t.field({ type: ReferralStatusEnum, resolve: (r) => r.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    rewardAt: t.field({ type: 'DateTime', resolve: (r) => r.rewardAt }),
    rewardedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.rewardedAt }),
  }),
});

export const OwnReferral = builder.objectRef<OwnReferralView>('OwnReferral').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    url: t.exposeString('url'),
    ownerGroupCredits: t.exposeInt('ownerGroupCredits'),
    userDiscount: t.field({ type: Money, resolve: (r) => r.userDiscount }),
    minimumSpent: t.field({ type: Money, resolve: (r) => r.minimumSpent }),
    referrals: t.field({ type: [ReferralEntry], resolve: (r) => r.referrals }),
  }),
});
