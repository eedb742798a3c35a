import type { ClientUser } from '@parla/contracts';
import { type GraphQLContext, builder } from '../../graphql/builder.ts';
import { regenerateCalendarUrl } from './calendar-url.service.ts';
import { getSignedInClientUser } from './user.service.ts';

/** Public facts the web shell needs at boot. */
const ServerInfo = builder.objectRef<{ releaseId: string; locales: string[] }>('ServerInfo').implement({
  fields: (t) => ({
    releaseId: t.exposeString('releaseId'),
    locales: t.exposeStringList('locales'),
  }),
});

const Photo = builder.objectRef<ClientUser['photos'][number]>('Photo').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    size: t.exposeString('size'),
  }),
});

/**
 * The client user record (000 §3), the same object GET /api/users/me returns. Its source is the
 * signed-in user's id plus a loader (decision 053): `{ me { id } }` is answered from the session
 * alone, any other field loads the user once for the request (usually with the session lookup).
 */
interface UserSource {
  id: string;
  load: () => Promise<ClientUser>;
}

const loaded =
  <K extends keyof ClientUser>(key: K) =>
  async (source: UserSource): Promise<ClientUser[K]> =>
    (await source.load())[key];

export const User = builder.objectRef<UserSource>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.string({ resolve: loaded('email') }),
    firstName: t.string({ resolve: loaded('firstName') }),
    lastName: t.string({ resolve: loaded('lastName') }),
    fullName: t.string({ resolve: loaded('fullName') }),
    photos: t.field({ type: [Photo], resolve: loaded('photos') }),
    timezone: t.string({ resolve: loaded('timezone') }),
    calendarUrl: t.string({ nullable: true, resolve: loaded('calendarUrl') }),
    verified: t.boolean({ resolve: loaded('verified') }),
    studentId: t.string({ nullable: true, resolve: loaded('studentId') }),
    marketingAgreement: t.boolean({ resolve: loaded('marketingAgreement') }),
    phoneNumber: t.string({ nullable: true, resolve: loaded('phoneNumber') }),
    whatsappNumber: t.string({ nullable: true, resolve: loaded('whatsappNumber') }),
    countryCode: t.string({ nullable: true, resolve: loaded('countryCode') }),
    hasSubscription: t.boolean({ resolve: loaded('hasSubscription') }),
    createdAt: t.field({ type: 'DateTime', resolve: loaded('createdAt') }),
    roles: t.stringList({ resolve: loaded('roles') }),
    locale: t.string({ resolve: loaded('locale') }),
    timeFormat: t.string({ resolve: loaded('timeFormat') }),
    weekStart: t.string({ resolve: loaded('weekStart') }),
    isGuest: t.boolean({ resolve: loaded('isGuest') }),
    impersonatedBy: t.string({ nullable: true, resolve: loaded('impersonatedBy') }),
  }),
});

/** A user a mutation has just written and read back, as a User source (nothing left to load). */
export function userSourceOf(user: ClientUser): UserSource {
  return { id: user.id, load: async () => user };
}

/** The signed-in user as a User source: the id from the checked session, the rest on demand. */
function signedInUser(ctx: GraphQLContext, userId: string): UserSource {
  let pending: Promise<ClientUser> | undefined;
  return {
    id: userId,
    load: () => {
      pending ??= getSignedInClientUser(ctx.app, ctx.request);
      return pending;
    },
  };
}

builder.queryField('serverInfo', (t) =>
  t.field({
    type: ServerInfo,
    resolve: (_root, _args, ctx) => ({
      releaseId: ctx.app.config.releaseId,
      locales: ['en', 'de', 'ru', 'fr', 'es', 'it', 'pl', 'tr', 'br'],
    }),
  }),
);

builder.queryField('viewer', (t) =>
  t.field({
    type: User,
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (_root, _args, ctx) => (ctx.auth ? signedInUser(ctx, ctx.auth.userId) : null),
  }),
);

builder.queryField('me', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: User,
    description: 'The signed-in user; an unauthenticated error when signed out.',
    resolve: (_root, _args, ctx) => signedInUser(ctx, ctx.auth.userId),
  }),
);

builder.mutationField('regenerateCalendarUrl', (t) =>
  t.withAuth({ loggedIn: true }).string({
    description: 'A new secret ICS URL for the signed-in user; the old one stops working.',
    resolve: (_root, _args, ctx) => regenerateCalendarUrl(ctx.app, ctx.auth.userId),
  }),
);
