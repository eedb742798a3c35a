import { grantCreditsAmount, grantCreditsReason } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { CreditKind, CreditsInfo } from './commerce-types.graphql.ts';
import { adminGrantCredits, creditsInfo } from './credits/credits.service.ts';
// The store, checkout, subscriptions and payment methods register their types on import.
import './store/commerce-store.graphql.ts';
import './subscriptions/commerce-subscriptions.graphql.ts';
import './admin/admin-commerce.graphql.ts';
import './admin/admin-price-changes.graphql.ts';
import { auditObject } from '../audit/audit-context.ts';

export { CreditKind, CreditsInfo };

builder.queryField('creditsInfo', (t) =>
  t.withAuth({ student: true }).field({
    type: CreditsInfo,
    resolve: (_root, _args, ctx) => creditsInfo(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);

builder.mutationField('adminGrantCredits', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.studentId),
    type: CreditsInfo,
    description: 'Back office: grant credits valid one year; the reason is kept on the ledger row.',
    args: {
      studentId: t.arg.id({ required: true, validate: { schema: z.string().uuid() } }),
      kind: t.arg({ type: CreditKind, required: true }),
      amount: t.arg.int({ required: true, validate: { schema: grantCreditsAmount } }),
      reason: t.arg.string({ required: true, validate: { schema: grantCreditsReason } }),
    },
    resolve: (_root, args, ctx) =>
      adminGrantCredits(ctx.app.db, {
        studentId: String(args.studentId),
        kind: args.kind,
        amount: args.amount,
        reason: args.reason,
        now: ctx.app.clock.now(),
      }),
  }),
);
