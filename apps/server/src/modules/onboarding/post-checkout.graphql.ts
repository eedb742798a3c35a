import { builder } from '../../graphql/builder.ts';
import { CreditKind } from '../commerce/commerce-types.graphql.ts';
import { chooseTrialCredits, type TrialCreditChoiceView, trialCreditChoice } from './post-checkout.service.ts';

const TrialCreditChoice = builder.objectRef<TrialCreditChoiceView>('TrialCreditChoice').implement({
  description: "The running free trial's credits: 3 group classes or 1 private class (001 §1), chosen once after paying.",
  fields: (t) => ({
    subscriptionId: t.exposeID('subscriptionId'),
    kind: t.field({ type: CreditKind, resolve: (c) => c.kind }),
    chosenAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.chosenAt }),
    canChange: t.exposeBoolean('canChange', { description: 'Not chosen yet and no trial credit spent.' }),
    trialEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.trialEndsAt }),
    groupCredits: t.exposeInt('groupCredits'),
    privateCredits: t.exposeInt('privateCredits'),
  }),
});

builder.queryField('trialCreditChoice', (t) =>
  t.withAuth({ student: true }).field({
    type: TrialCreditChoice,
    nullable: true,
    description: 'The signed-in student’s trial credits (post-checkout credits-type-selection); null outside a trial.',
    resolve: (_root, _args, ctx) => trialCreditChoice(ctx.app.db, ctx.auth.userId),
  }),
);

builder.mutationField('chooseTrialCredits', (t) =>
  t.withAuth({ student: true }).field({
    type: TrialCreditChoice,
    description: 'Confirms the trial’s credit kind or exchanges its unspent credits for the other kind; once (decision 070).',
    args: { kind: t.arg({ type: CreditKind, required: true }) },
    resolve: (_root, args, ctx) => chooseTrialCredits(ctx.app, ctx.auth.userId, args.kind),
  }),
);
