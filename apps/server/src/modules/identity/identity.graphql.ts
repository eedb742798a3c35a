import { type ClientUser, localeInput } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { regenerateCalendarUrl } from './calendar-url.service.ts';
import { getClientUser, updateUserSettings } from './user.service.ts';

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

/** The client user record (000 §3), the same object GET /api/users/me returns. */
export const User = builder.objectRef<ClientUser>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.exposeString('fullName'),
    photos: t.field({ type: [Photo], resolve: (user) => user.photos }),
    timezone: t.exposeString('timezone'),
    calendarUrl: t.exposeString('calendarUrl', { nullable: true }),
    verified: t.exposeBoolean('verified'),
    studentId: t.exposeString('studentId', { nullable: true }),
    marketingAgreement: t.exposeBoolean('marketingAgreement'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    whatsappNumber: t.exposeString('whatsappNumber', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    hasSubscription: t.exposeBoolean('hasSubscription'),
    createdAt: t.field({ type: 'DateTime', resolve: (user) => user.createdAt }),
    roles: t.stringList({ resolve: (user) => user.roles }),
    locale: t.exposeString('locale'),
    timeFormat: t.exposeString('timeFormat'),
    weekStart: t.exposeString('weekStart'),
    isGuest: t.exposeBoolean('isGuest'),
    impersonatedBy: t.exposeString('impersonatedBy', { nullable: true }),
  }),
});

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
    resolve: (_root, _args, ctx) => (ctx.auth ? getClientUser(ctx.app, ctx.auth.userId, ctx.auth.impersonatorId) : null),
  }),
);

builder.queryField('me', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: User,
    description: 'The signed-in user; an unauthenticated error when signed out.',
    resolve: (_root, _args, ctx) => getClientUser(ctx.app, ctx.auth.userId, ctx.auth.impersonatorId),
  }),
);

builder.mutationField('updateLocale', (t) =>
  t.withAuth({ loggedIn: true }).boolean({
    description: 'Saves the interface language of the signed-in user (twin of PUT /api/users/locale).',
    args: { locale: t.arg.string({ required: true, validate: { schema: localeInput.shape.locale } }) },
    resolve: async (_root, { locale }, ctx) => {
      await updateUserSettings(ctx.app, ctx.auth.userId, { locale });
      return true;
    },
  }),
);

builder.mutationField('regenerateCalendarUrl', (t) =>
  t.withAuth({ loggedIn: true }).string({
    description: 'A new secret ICS URL for the signed-in user; the old one stops working.',
    resolve: (_root, _args, ctx) => regenerateCalendarUrl(ctx.app, ctx.auth.userId),
  }),
);
