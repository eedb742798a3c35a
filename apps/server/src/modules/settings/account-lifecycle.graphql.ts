import { builder } from '../../graphql/builder.ts';
import { type AccountClosurePreview, accountClosurePreview } from '../identity/account-closure.service.ts';
import { User, userSourceOf } from '../identity/identity.graphql.ts';
import { promoteGuest } from '../identity/guest-promotion.service.ts';
import { requestDataExport } from './data-export.service.ts';

// The account lifecycle of issue 14: what closing ends, the data export, guest promotion.
// Closing itself is POST /api/users/close-account (it clears the cookies); support messages
// are POST /api/support/tickets (multipart, for the attachment).

const ClosureSubscription = builder.objectRef<NonNullable<AccountClosurePreview['subscription']>>('AccountClosureSubscription').implement({
  fields: (t) => ({
    status: t.exposeString('status'),
    paidUntil: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.paidUntil }),
  }),
});

const ClosureClasses = builder.objectRef<AccountClosurePreview['classes']>('AccountClosureClasses').implement({
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Booked classes from now on: all are cancelled.' }),
    refunded: t.exposeInt('refunded', {
      description: 'Of those, cancelled early enough for the credit to come back (then lost with the rest).',
    }),
    lost: t.exposeInt('lost', { description: 'Of those, too late for a refund.' }),
  }),
});

const ClosureCredits = builder.objectRef<AccountClosurePreview['creditsLost']>('AccountClosureCredits').implement({
  fields: (t) => ({
    group: t.exposeInt('group'),
    private: t.exposeInt('private'),
  }),
});

const ClosurePreview = builder.objectRef<AccountClosurePreview>('AccountClosurePreview').implement({
  description: 'What closing the account now would end, in the student’s own numbers.',
  fields: (t) => ({
    subscription: t.field({ type: ClosureSubscription, nullable: true, resolve: (p) => p.subscription }),
    hasNextSubscription: t.exposeBoolean('hasNextSubscription'),
    classes: t.field({ type: ClosureClasses, resolve: (p) => p.classes }),
    creditsLost: t.field({ type: ClosureCredits, resolve: (p) => p.creditsLost }),
    erasureAt: t.field({ type: 'DateTime', description: 'When the personal data would be erased.', resolve: (p) => p.erasureAt }),
  }),
});

builder.queryField('accountClosurePreview', (t) =>
  t.withAuth({ student: true }).field({
    type: ClosurePreview,
    description: 'What closing the signed-in student’s account would end (subscription, classes, credits).',
    resolve: (_root, _args, ctx) => accountClosurePreview(ctx.app, ctx.auth.userId),
  }),
);

const DataExportRequest = builder.objectRef<{ sentTo: string; expiresAt: Date }>('DataExportRequest').implement({
  fields: (t) => ({
    sentTo: t.exposeString('sentTo', { description: 'The address the download link went to.' }),
    expiresAt: t.field({ type: 'DateTime', resolve: (r) => r.expiresAt }),
  }),
});

builder.mutationField('requestDataExport', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DataExportRequest,
    description: 'E-mails a 48-hour download link to a JSON copy of the account’s data (3 a day).',
    resolve: (_root, _args, ctx) => requestDataExport(ctx.app, ctx.auth.userId),
  }),
);

const PromoteGuestInput = builder.inputType('PromoteGuestInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
  }),
});

builder.mutationField('promoteGuest', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: User,
    description: '001 §7: the signed-in guest becomes a full account with an e-mail and a password.',
    args: { input: t.arg({ type: PromoteGuestInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      userSourceOf(
        await promoteGuest(ctx.app, ctx.auth, {
          email: args.input.email,
          password: args.input.password,
          firstName: args.input.firstName ?? undefined,
          lastName: args.input.lastName ?? undefined,
        }),
      ),
  }),
);
