// The back office's commerce (issue 19): promo codes with their usage, the packages and prices,
// failed payments, refunds and withdrawals, referrals. Resolvers only translate.
import { couponMaxRedemptions } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { auditObject } from '../../audit/audit-context.ts';
import { Money, PlanTypeEnum, ProductTypeEnum, ReferralStatusEnum, StoreKindEnum } from '../commerce-types.graphql.ts';
import { type AdminPackageView, listCatalogue, setPackageActive } from './admin-catalogue.service.ts';
import {
  type AdminCouponPage,
  type AdminCouponView,
  COUPON_STATES,
  couponById,
  listCoupons,
  updateCoupon,
} from './admin-coupons.service.ts';
import {
  type AdminPaymentView,
  type AdminPerson,
  type AdminReferralView,
  PAYMENT_LISTS,
  listPayments,
  listReferrals,
} from './admin-payments.service.ts';

const limit = z.number().int().min(1).max(100);
const offset = z.number().int().min(0).max(1_000_000);

const CouponStateEnum = builder.enumType('CouponState', { values: COUPON_STATES });

const AdminCoupon = builder.objectRef<AdminCouponView>('AdminCoupon').implement({
  description: 'A promo code with its rules and usage, as the back office sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    percentOff: t.exposeInt('percentOff', { nullable: true }),
    amountOff: t.field({ type: Money, nullable: true, resolve: (c) => c.amountOff }),
    lifetime: t.exposeBoolean('lifetime', { description: 'The discount stays on every payment of the plan.' }),
    newUsersOnly: t.exposeBoolean('newUsersOnly'),
    forOneStudent: t.exposeBoolean('forOneStudent', { description: 'Only one student may use it.' }),
    validFrom: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.validFrom }),
    validUntil: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.validUntil }),
    maxRedemptions: t.exposeInt('maxRedemptions', { nullable: true }),
    redemptions: t.exposeInt('redemptions'),
    active: t.exposeBoolean('active', { description: 'False: paused by an admin.' }),
    state: t.field({ type: CouponStateEnum, resolve: (c) => c.state }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
  }),
});

const AdminCouponPageRef = builder.objectRef<AdminCouponPage>('AdminCouponPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    coupons: t.field({ type: [AdminCoupon], resolve: (p) => p.coupons }),
  }),
});

builder.queryField('adminCoupons', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminCouponPageRef,
    description: 'Back office: promo codes, newest first, by code or description and state.',
    args: {
      search: t.arg.string({ validate: { schema: z.string().max(100) } }),
      state: t.arg({ type: CouponStateEnum }),
      limit: t.arg.int({ defaultValue: 25, validate: { schema: limit } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: offset } }),
    },
    resolve: (_root, args, ctx) =>
      listCoupons(
        ctx.app.db,
        { search: args.search?.trim() || null, state: args.state ?? null, limit: args.limit ?? 25, offset: args.offset ?? 0 },
        ctx.app.clock.now(),
      ),
  }),
);

builder.queryField('adminCoupon', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminCoupon,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => couponById(ctx.app.db, String(args.id), ctx.app.clock.now()),
  }),
);

builder.mutationField('adminUpdateCoupon', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('coupon', (args) => args.id),
    type: AdminCoupon,
    description:
      'Back office: pause or resume a promo code, end it (validUntil) or limit its uses. Omitted arguments stay; clearValidUntil removes the end.',
    args: {
      id: t.arg.id({ required: true }),
      active: t.arg.boolean(),
      validUntil: t.arg({ type: 'DateTime' }),
      clearValidUntil: t.arg.boolean(),
      maxRedemptions: t.arg.int({ validate: { schema: couponMaxRedemptions } }),
      clearMaxRedemptions: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      updateCoupon(
        ctx.app.db,
        String(args.id),
        {
          active: args.active ?? undefined,
          validUntil: args.clearValidUntil ? null : (args.validUntil ?? undefined),
          maxRedemptions: args.clearMaxRedemptions ? null : (args.maxRedemptions ?? undefined),
        },
        ctx.app.clock.now(),
      ),
  }),
);

const AdminPackage = builder.objectRef<AdminPackageView>('AdminPackage').implement({
  description: 'A package of the store with every price and its sales, inactive ones too.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    type: t.field({ type: ProductTypeEnum, resolve: (p) => p.type }),
    planType: t.field({ type: PlanTypeEnum, resolve: (p) => p.planType }),
    section: t.exposeString('section', { nullable: true, description: 'Null: offered in every language.' }),
    groupCredits: t.exposeInt('groupCredits'),
    privateCredits: t.exposeInt('privateCredits'),
    recurrenceWeeks: t.exposeInt('recurrenceWeeks', { nullable: true }),
    durationWeeks: t.exposeInt('durationWeeks', { nullable: true }),
    withTrial: t.exposeBoolean('withTrial'),
    stores: t.field({ type: [StoreKindEnum], resolve: (p) => p.stores }),
    prices: t.field({ type: [Money], resolve: (p) => p.prices }),
    sold: t.exposeInt('sold', { description: 'Paid purchases, all time.' }),
    active: t.exposeBoolean('active'),
  }),
});

builder.queryField('adminCatalogue', (t) =>
  t.withAuth({ admin: true }).field({
    type: [AdminPackage],
    description: "Back office: every package in the store's order.",
    resolve: (_root, _args, ctx) => listCatalogue(ctx.app.db),
  }),
);

builder.mutationField('adminSetPackageActive', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('package', (args) => args.variantId),
    type: AdminPackage,
    description: 'Back office: take a package off the store or put it back; members who bought it keep their plan.',
    args: {
      variantId: t.arg.id({ required: true }),
      active: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => setPackageActive(ctx.app.db, String(args.variantId), args.active),
  }),
);

const AdminPersonRef = builder.objectRef<AdminPerson>('AdminPerson').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const PaymentListEnum = builder.enumType('AdminPaymentList', { values: PAYMENT_LISTS });

const AdminPayment = builder.objectRef<AdminPaymentView>('AdminPayment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    occurredAt: t.field({ type: 'DateTime', resolve: (p) => p.occurredAt }),
    student: t.field({ type: AdminPersonRef, resolve: (p) => p.student }),
    product: t.exposeString('product', { nullable: true }),
    amount: t.field({ type: Money, resolve: (p) => p.amount }),
    status: t.exposeString('status'),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
  }),
});

const AdminPaymentPage = builder.objectRef<{ total: number; payments: AdminPaymentView[] }>('AdminPaymentPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    payments: t.field({ type: [AdminPayment], resolve: (p) => p.payments }),
  }),
});

builder.queryField('adminPayments', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminPaymentPage,
    description: 'Back office: failed charges, refunds or withdrawals, newest first; `to` is exclusive.',
    args: {
      list: t.arg({ type: PaymentListEnum, required: true }),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      limit: t.arg.int({ defaultValue: 25, validate: { schema: limit } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: offset } }),
    },
    resolve: (_root, args, ctx) =>
      listPayments(ctx.app.db, {
        list: args.list,
        from: args.from ?? null,
        to: args.to ?? null,
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      }),
  }),
);

const AdminReferral = builder.objectRef<AdminReferralView>('AdminReferral').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    referrer: t.field({ type: AdminPersonRef, resolve: (r) => r.referrer }),
    friend: t.field({ type: AdminPersonRef, resolve: (r) => r.friend }),
    purchase: t.field({ type: Money, resolve: (r) => r.purchase }),
    status: t.field({ type: ReferralStatusEnum, resolve: (r) => r.status }),
    rewardAt: t.field({ type: 'DateTime', resolve: (r) => r.rewardAt }),
    rewardedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.rewardedAt }),
  }),
});

const AdminReferralPage = builder.objectRef<{ total: number; referrals: AdminReferralView[] }>('AdminReferralPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    referrals: t.field({ type: [AdminReferral], resolve: (p) => p.referrals }),
  }),
});

builder.queryField('adminReferrals', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminReferralPage,
    description: 'Back office: referrals, newest first, by status.',
    args: {
      status: t.arg({ type: ReferralStatusEnum }),
      limit: t.arg.int({ defaultValue: 25, validate: { schema: limit } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: offset } }),
    },
    resolve: (_root, args, ctx) =>
      listReferrals(ctx.app.db, { status: args.status ?? null, limit: args.limit ?? 25, offset: args.offset ?? 0 }),
  }),
);
