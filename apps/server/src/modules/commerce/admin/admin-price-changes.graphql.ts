// The back office's price changes (001 §9 "at most once a year with 6 weeks notice"; decision
// 105): preview, schedule, list and cancel. Resolvers only translate.
import { type Currency, priceChangeAmountCents, priceChangePrices } from '@parla/contracts';
import { builder } from '../../../graphql/builder.ts';
import { auditObject } from '../../audit/audit-context.ts';
import { CurrencyEnum, Money } from '../commerce-types.graphql.ts';
import {
  type PriceChangeInput,
  type PriceChangePreviewLine,
  type PriceChangeView,
  cancelPriceChange,
  earliestPriceChangeDate,
  listPriceChanges,
  previewPriceChange,
  schedulePriceChange,
} from '../prices/price-changes.service.ts';

const PriceChangeStatusEnum = builder.enumType('PriceChangeStatus', { values: ['scheduled', 'effective', 'cancelled'] as const });

const PriceChange = builder.objectRef<PriceChangeView>('PriceChange').implement({
  description: "A package's new price in one currency from a date, as announced to its subscribers.",
  fields: (t) => ({
    id: t.exposeID('id'),
    variantId: t.exposeID('variantId'),
    variantName: t.exposeString('variantName'),
    currency: t.field({ type: CurrencyEnum, resolve: (c) => c.currency }),
    oldPrice: t.field({ type: Money, resolve: (c) => ({ amount: c.oldAmountCents, currency: c.currency }) }),
    newPrice: t.field({ type: Money, resolve: (c) => ({ amount: c.newAmountCents, currency: c.currency }) }),
    effectiveAt: t.field({ type: 'DateTime', resolve: (c) => c.effectiveAt }),
    announcedAt: t.field({ type: 'DateTime', resolve: (c) => c.announcedAt }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.cancelledAt }),
    status: t.field({ type: PriceChangeStatusEnum, resolve: (c) => c.status }),
    subscribers: t.exposeInt('subscribers', { description: 'Subscriptions told of it.' }),
    applied: t.exposeInt('applied', { description: 'Of those, the ones paying the new price already.' }),
  }),
});

const PriceChangePreviewLineRef = builder.objectRef<PriceChangePreviewLine>('PriceChangePreviewLine').implement({
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: (l) => l.currency }),
    oldPrice: t.field({ type: Money, resolve: (l) => ({ amount: l.oldAmountCents, currency: l.currency }) }),
    newPrice: t.field({ type: Money, resolve: (l) => ({ amount: l.newAmountCents, currency: l.currency }) }),
    subscribers: t.exposeInt('subscribers', { description: 'Subscriptions that would be told and pay the new price.' }),
    deferred: t.exposeInt('deferred', {
      description: 'Of those, the ones whose price changed less than a year before the date: they pay it from their anniversary.',
    }),
    lastAppliesFrom: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.lastAppliesFrom }),
  }),
});

const PriceChangeLineInput = builder.inputType('PriceChangeLineInput', {
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, required: true }),
    amountCents: t.int({ required: true, validate: { schema: priceChangeAmountCents } }),
  }),
});

const PriceChangeInputRef = builder.inputType('PriceChangeInput', {
  fields: (t) => ({
    variantId: t.id({ required: true }),
    effectiveAt: t.field({
      type: 'DateTime',
      required: true,
      description: 'The first instant of the new prices (at least 6 weeks ahead).',
    }),
    prices: t.field({ type: [PriceChangeLineInput], required: true, validate: { schema: priceChangePrices } }),
  }),
});

type RawInput = { variantId: string | number; effectiveAt: Date; prices: { currency: Currency; amountCents: number }[] };
const inputOf = (input: RawInput): PriceChangeInput => ({
  variantId: String(input.variantId),
  effectiveAt: input.effectiveAt,
  prices: input.prices.map((p) => ({ currency: p.currency, amountCents: p.amountCents })),
});

builder.queryField('adminPriceChanges', (t) =>
  t.withAuth({ admin: true }).field({
    type: [PriceChange],
    description: "Back office: price changes, latest date first (one package's with variantId).",
    args: { variantId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      listPriceChanges(ctx.app.db, ctx.app.clock.now(), { variantId: args.variantId ? String(args.variantId) : null }),
  }),
);

builder.queryField('adminEarliestPriceChange', (t) =>
  t.withAuth({ admin: true }).field({
    type: 'DateTime',
    description: 'The first instant a price change announced now may take effect (6 weeks of notice).',
    resolve: (_root, _args, ctx) => earliestPriceChangeDate(ctx.app.clock.now()),
  }),
);

builder.queryField('adminPriceChangePreview', (t) =>
  t.withAuth({ admin: true }).field({
    type: [PriceChangePreviewLineRef],
    description: 'Back office: what scheduling these prices would do, per currency, before committing (same checks as scheduling).',
    args: { input: t.arg({ type: PriceChangeInputRef, required: true }) },
    resolve: (_root, { input }, ctx) => previewPriceChange(ctx.app, inputOf(input)),
  }),
);

builder.mutationField('adminSchedulePriceChange', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('package', (args) => args.input?.variantId),
    type: [PriceChange],
    description:
      'Back office: announce new prices of a package from a date; subscribers are told (notification and e-mail) and pay them from their first renewal on or after their date.',
    args: { input: t.arg({ type: PriceChangeInputRef, required: true }) },
    resolve: (_root, { input }, ctx) => schedulePriceChange(ctx.app, ctx.auth.userId, inputOf(input)),
  }),
);

builder.mutationField('adminCancelPriceChange', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('price_change', (args) => args.id),
    type: PriceChange,
    description: 'Back office: take back a price change before its date; its subscribers are told the price stays.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => cancelPriceChange(ctx.app, ctx.auth.userId, String(args.id)),
  }),
);
