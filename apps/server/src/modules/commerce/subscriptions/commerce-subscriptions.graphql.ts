import { FEATURE_FLAG_KEY_PATTERN, paymentMethodInput } from '@parla/contracts';
import { z } from 'zod';
import type { GraphQLContext, SignedInContext } from '../../../graphql/builder.ts';
import { builder } from '../../../graphql/builder.ts';
import { parseInput } from '../../../lib/validation.ts';
import { paymentResult, PaymentMethodInput, PaymentResult } from '../store/commerce-store.graphql.ts';
import {
  CancelReasonEnum,
  Coupon,
  CreditKind,
  Money,
  CreditsInfo,
  CurrencyEnum,
  PaymentMethod,
  ProductTypeEnum,
  Subscription,
  Subscriptions,
} from '../commerce-types.graphql.ts';
import { convertCredits } from '../credits/conversion.service.ts';
import { createCoupon } from '../checkout/coupons.service.ts';
import { setFlagForEveryone } from '../../flags/flags.service.ts';
import { addPaymentMethod, listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from '../payments/payment-methods.service.ts';
import { subscriptionById, subscriptionView, subscriptionsOf } from './subscription-views.ts';
import {
  cancelDelayedStart,
  cancelScheduledPause,
  cancelSubscription,
  cancelTrial,
  changeSubscription,
  delayNextSubscription,
  deleteNextSubscription,
  reactivateSubscription,
  resumeCharges,
  rolloverSubscription,
  schedulePause,
  skipTrial,
  unpause,
} from './subscriptions.service.ts';
import { nextSubscription } from '../shared/commerce-queries.ts';
import type { CreditLapse } from '@parla/domain';
import { type ActionPreview, PREVIEW_ACTIONS, previewSubscriptionAction } from './subscription-preview.ts';
import { auditObject } from '../../audit/audit-context.ts';

const uuid = z.string().uuid();
const studentOf = (ctx: SignedInContext) => ctx.auth.userId;

async function subscriptionOut(ctx: GraphQLContext, id: string) {
  const row = await subscriptionById(ctx.app.db, id);
  if (!row) throw new Error('subscription vanished');
  const next = await nextSubscription(ctx.app.db, row.studentId);
  return subscriptionView(ctx.app.db, row, ctx.app.clock.now(), {
    hasNext: !!next && next.id !== row.id,
    currentHasEnded: row.status === 'waiting',
  });
}

const subscriptionsOut = (ctx: SignedInContext) => subscriptionsOf(ctx.app.db, studentOf(ctx), ctx.app.clock.now());

builder.queryField('subscriptions', (t) =>
  t.withAuth({ student: true }).field({ type: Subscriptions, resolve: (_r, _a, ctx) => subscriptionsOut(ctx) }),
);

builder.queryField('paymentMethods', (t) =>
  t.withAuth({ student: true }).field({
    type: [PaymentMethod],
    resolve: (_r, _a, ctx) => listPaymentMethods(ctx.app.db, studentOf(ctx)),
  }),
);

builder.mutationFields((t) => ({
  skipTrial: t.withAuth({ student: true }).field({
    type: PaymentResult,
    args: { subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => paymentResult(ctx, await skipTrial(ctx.app, studentOf(ctx), String(a.subscriptionId), a.idempotencyKey)),
  }),
  cancelTrial: t.withAuth({ student: true }).field({
    type: Subscription,
    args: { subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: async (_r, a, ctx) => {
      await cancelTrial(ctx.app, studentOf(ctx), String(a.subscriptionId));
      return subscriptionOut(ctx, String(a.subscriptionId));
    },
  }),
  schedulePause: t.withAuth({ student: true }).field({
    type: Subscription,
    args: {
      subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }),
      dateFrom: t.arg({ type: 'DateTime', required: true }),
      dateTo: t.arg({ type: 'DateTime', required: true }),
      acceptClassCancellation: t.arg.boolean({ required: true }),
    },
    resolve: async (_r, a, ctx) => {
      await schedulePause(ctx.app, studentOf(ctx), String(a.subscriptionId), {
        from: a.dateFrom,
        to: a.dateTo,
        acceptClassCancellation: a.acceptClassCancellation,
      });
      return subscriptionOut(ctx, String(a.subscriptionId));
    },
  }),
  cancelScheduledPause: t.withAuth({ student: true }).field({
    type: Subscription,
    args: { subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: async (_r, a, ctx) => {
      await cancelScheduledPause(ctx.app, studentOf(ctx), String(a.subscriptionId));
      return subscriptionOut(ctx, String(a.subscriptionId));
    },
  }),
  unpauseSubscription: t.withAuth({ student: true }).field({
    type: Subscription,
    args: { subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: async (_r, a, ctx) => {
      await unpause(ctx.app, studentOf(ctx), String(a.subscriptionId));
      return subscriptionOut(ctx, String(a.subscriptionId));
    },
  }),
  cancelSubscription: t.withAuth({ student: true }).field({
    type: Subscription,
    args: {
      subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }),
      reasons: t.arg({ type: [CancelReasonEnum], required: true }),
      feedback: t.arg.string({ validate: { schema: z.string().max(2000) } }),
    },
    resolve: async (_r, a, ctx) => {
      await cancelSubscription(ctx.app, studentOf(ctx), String(a.subscriptionId), a.reasons, a.feedback ?? null);
      return subscriptionOut(ctx, String(a.subscriptionId));
    },
  }),
  reactivateSubscription: t.withAuth({ student: true }).field({
    type: PaymentResult,
    args: { subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) =>
      paymentResult(ctx, await reactivateSubscription(ctx.app, studentOf(ctx), String(a.subscriptionId), a.idempotencyKey)),
  }),
  rolloverSubscription: t.withAuth({ student: true }).field({
    type: PaymentResult,
    args: {
      subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }),
      variantId: t.arg.id({ required: true, validate: { schema: uuid } }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) =>
      paymentResult(
        ctx,
        await rolloverSubscription(ctx.app, studentOf(ctx), String(a.subscriptionId), String(a.variantId), a.idempotencyKey),
      ),
  }),
  changeSubscription: t.withAuth({ student: true }).field({
    type: Subscriptions,
    args: {
      subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }),
      variantId: t.arg.id({ required: true, validate: { schema: uuid } }),
    },
    resolve: async (_r, a, ctx) => {
      await changeSubscription(ctx.app, studentOf(ctx), String(a.subscriptionId), String(a.variantId));
      return subscriptionsOut(ctx);
    },
  }),
  delayNextSubscription: t.withAuth({ student: true }).field({
    type: Subscriptions,
    args: {
      subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }),
      startsAt: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: async (_r, a, ctx) => {
      await delayNextSubscription(ctx.app, studentOf(ctx), String(a.subscriptionId), a.startsAt);
      return subscriptionsOut(ctx);
    },
  }),
  cancelDelayedStart: t.withAuth({ student: true }).field({
    type: Subscriptions,
    args: { subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: async (_r, a, ctx) => {
      await cancelDelayedStart(ctx.app, studentOf(ctx), String(a.subscriptionId));
      return subscriptionsOut(ctx);
    },
  }),
  deleteNextSubscription: t.withAuth({ student: true }).field({
    type: Subscriptions,
    args: { subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: async (_r, a, ctx) => {
      await deleteNextSubscription(ctx.app, studentOf(ctx), String(a.subscriptionId));
      return subscriptionsOut(ctx);
    },
  }),
  resumeCharges: t.withAuth({ student: true }).field({
    type: PaymentResult,
    args: {
      subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }),
      idempotencyKey: t.arg.string({ required: true }),
      paymentMethodId: t.arg.id(),
    },
    resolve: async (_r, a, ctx) =>
      paymentResult(
        ctx,
        await resumeCharges(
          ctx.app,
          studentOf(ctx),
          String(a.subscriptionId),
          a.idempotencyKey,
          a.paymentMethodId ? String(a.paymentMethodId) : null,
        ),
      ),
  }),
  convertCredits: t.withAuth({ student: true }).field({
    type: CreditsInfo,
    args: {
      privateCredits: t.arg.int({ required: true, validate: { schema: z.number().int().min(1).max(100) } }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => convertCredits(ctx.app, studentOf(ctx), a.privateCredits, a.idempotencyKey),
  }),
  addPaymentMethod: t.withAuth({ student: true }).field({
    type: PaymentMethod,
    args: { input: t.arg({ type: PaymentMethodInput, required: true }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => {
      // The billing page's form checks this contract before sending, with the same messages.
      parseInput(paymentMethodInput, a.input);
      return addPaymentMethod(ctx.app, studentOf(ctx), a.input, a.idempotencyKey);
    },
  }),
  setDefaultPaymentMethod: t.withAuth({ student: true }).field({
    type: [PaymentMethod],
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => setDefaultPaymentMethod(ctx.app, studentOf(ctx), String(a.id)),
  }),
  removePaymentMethod: t.withAuth({ student: true }).field({
    type: [PaymentMethod],
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removePaymentMethod(ctx.app, studentOf(ctx), String(a.id)),
  }),
}));

const CouponInput = builder.inputType('CouponInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    percentOff: t.int({ description: 'Whole percent 1-100; or amountOffCents.' }),
    amountOffCents: t.int({ description: 'Whole cents, at least 1 (with currency).' }),
    currency: t.field({ type: CurrencyEnum }),
    lifetime: t.boolean(),
    currencies: t.field({ type: [CurrencyEnum] }),
    productTypes: t.field({ type: [ProductTypeEnum] }),
    variantIds: t.idList(),
    sectionIds: t.idList(),
    userId: t.id(),
    newUsersOnly: t.boolean(),
    validUntil: t.field({ type: 'DateTime' }),
    maxRedemptions: t.int(),
    description: t.string(),
  }),
});

builder.mutationFields((t) => ({
  adminCreateCoupon: t.withAuth({ admin: true }).field({
    extensions: auditObject('coupon', (args, coupon) => coupon?.code ?? args.input?.code),
    type: Coupon,
    args: { input: t.arg({ type: CouponInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createCoupon(
        ctx.app.db,
        {
          ...input,
          variantIds: input.variantIds?.map(String) ?? null,
          sectionIds: input.sectionIds?.map(String) ?? null,
          userId: input.userId ? String(input.userId) : null,
        },
        ctx.app.clock.now(),
      ),
  }),
  adminSetCommerceFlag: t.withAuth({ admin: true }).field({
    extensions: auditObject('feature_flag', (args) => args.key),
    type: 'Boolean',
    args: {
      key: t.arg.string({ required: true, validate: { schema: z.string().regex(FEATURE_FLAG_KEY_PATTERN) } }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) => setFlagForEveryone(ctx.app, a.key, a.enabled, ctx.auth.impersonatorId ?? ctx.auth.userId),
  }),
}));

const SubscriptionPreviewActionEnum = builder.enumType('SubscriptionPreviewAction', { values: PREVIEW_ACTIONS });

const CreditLapseType = builder.objectRef<CreditLapse>('CreditLapse').implement({
  description: 'Credits of one kind a membership change makes lapse, and on which date.',
  fields: (t) => ({
    kind: t.field({ type: CreditKind, resolve: (l) => l.kind }),
    count: t.exposeInt('count'),
    lapsesAt: t.field({ type: 'DateTime', resolve: (l) => l.lapsesAt }),
    validUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'How long these credits were valid without the change.',
      resolve: (l) => l.validUntil,
    }),
  }),
});

const SubscriptionActionPreviewType = builder.objectRef<ActionPreview>('SubscriptionActionPreview').implement({
  description: 'What a membership change would cost, computed by the rules the change uses; nothing is changed.',
  fields: (t) => ({
    action: t.field({ type: SubscriptionPreviewActionEnum, resolve: (p) => p.action }),
    effectiveAt: t.field({ type: 'DateTime', resolve: (p) => p.effectiveAt }),
    membershipEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.membershipEndsAt }),
    nextPaymentDate: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.nextPaymentDate }),
    charge: t.field({ type: Money, nullable: true, resolve: (p) => p.charge }),
    refund: t.field({ type: Money, nullable: true, resolve: (p) => p.refund }),
    creditsLapsing: t.field({ type: [CreditLapseType], resolve: (p) => p.lapsing }),
    classesCancelled: t.exposeInt('classesCancelled'),
    creditsBack: t.exposeInt('creditsBack', { description: 'Cancelled classes whose credit comes back.' }),
    creditsLost: t.exposeInt('creditsLost', { description: 'Cancelled classes whose credit is lost.' }),
    nextPlanDeleted: t.exposeBoolean('nextPlanDeleted'),
  }),
});

builder.queryField('subscriptionActionPreview', (t) =>
  t.withAuth({ student: true }).field({
    type: SubscriptionActionPreviewType,
    description: 'The cost of a lifecycle change before the student confirms it (cancel, pause, plan changes, withdrawal).',
    args: {
      subscriptionId: t.arg.id({ required: true, validate: { schema: uuid } }),
      action: t.arg({ type: SubscriptionPreviewActionEnum, required: true }),
      dateFrom: t.arg({ type: 'DateTime' }),
      dateTo: t.arg({ type: 'DateTime' }),
      variantId: t.arg.id({ validate: { schema: uuid } }),
      startsAt: t.arg({ type: 'DateTime' }),
    },
    resolve: (_r, a, ctx) =>
      previewSubscriptionAction(ctx.app, studentOf(ctx), String(a.subscriptionId), {
        action: a.action,
        dateFrom: a.dateFrom,
        dateTo: a.dateTo,
        variantId: a.variantId ? String(a.variantId) : null,
        startsAt: a.startsAt,
      }),
  }),
);
