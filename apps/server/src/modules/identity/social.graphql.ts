import { type ConnectedAccount, SOCIAL_PROVIDERS, type SocialRegistrationPreview } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { connectedAccounts, resourceOwners, socialRegistrationPreview } from './social-accounts.service.ts';

// Social login (issue 15, decision 065): what the web reads. The round trip itself, the
// registration and the disconnect are REST (/api/oauth/...): browsers navigate and forms post there.

const SocialProviderEnum = builder.enumType('SocialProvider', { values: SOCIAL_PROVIDERS });

const ConnectedAccountRef = builder.objectRef<ConnectedAccount>('ConnectedAccount').implement({
  description: 'A Google, Apple or Facebook account the student logs in with.',
  fields: (t) => ({
    provider: t.field({ type: SocialProviderEnum, resolve: (a) => a.provider }),
    email: t.exposeString('email', { nullable: true, description: "The provider's e-mail when it was connected." }),
    connectedAt: t.field({ type: 'DateTime', resolve: (a) => new Date(a.connectedAt) }),
    disconnectPending: t.exposeBoolean('disconnectPending', { description: 'An e-mailed disconnect link waits to be opened.' }),
  }),
});

const ConnectedAccountsRef = builder.objectRef<{ userId: string }>('ConnectedAccounts').implement({
  description: 'account/settings/account, Connected accounts (GET /api/oauth/user/connected-accounts).',
  fields: (t) => ({
    accounts: t.field({
      type: [ConnectedAccountRef],
      resolve: async (s, _args, ctx) => (await connectedAccounts(ctx.app, s.userId)).accounts,
    }),
    hasPassword: t.boolean({
      description: 'Without a password, removing the last provider needs the e-mailed link.',
      resolve: async (s, _args, ctx) => (await connectedAccounts(ctx.app, s.userId)).hasPassword,
    }),
    available: t.field({
      type: [SocialProviderEnum],
      description: 'The providers this server offers (GET /api/oauth/resource-owners).',
      resolve: (_s, _args, ctx) => resourceOwners(ctx.app).providers,
    }),
  }),
});

builder.queryField('connectedAccounts', (t) =>
  t.withAuth({ student: true }).field({ type: ConnectedAccountsRef, resolve: (_root, _args, ctx) => ({ userId: ctx.auth.userId }) }),
);

builder.queryField('socialProviders', (t) =>
  t.field({
    type: [SocialProviderEnum],
    description: 'The providers the login and register pages offer (GET /api/oauth/resource-owners).',
    resolve: (_root, _args, ctx) => resourceOwners(ctx.app).providers,
  }),
);

const SocialRegistrationRef = builder.objectRef<SocialRegistrationPreview>('SocialRegistration').implement({
  description: 'A provider identity waiting on social/register/{key} for its name, language and terms.',
  fields: (t) => ({
    provider: t.field({ type: SocialProviderEnum, resolve: (r) => r.provider }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    section: t.exposeString('section', { nullable: true }),
  }),
});

builder.queryField('socialRegistration', (t) =>
  t.field({
    type: SocialRegistrationRef,
    description: 'The key is the credential (30 minutes, from the provider round trip); an unknown or spent one is invalid_token.',
    args: { key: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (_root, args, ctx) => socialRegistrationPreview(ctx.app, args.key),
  }),
);
