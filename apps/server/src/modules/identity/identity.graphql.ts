import { localeInput } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { builder } from '../../graphql/builder.ts';

/** Public facts the web shell needs at boot. */
const ServerInfo = builder.objectRef<{ releaseId: string; locales: string[] }>('ServerInfo').implement({
  fields: (t) => ({
    releaseId: t.exposeString('releaseId'),
    locales: t.exposeStringList('locales'),
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

builder.mutationField('updateLocale', (t) =>
  t.boolean({
    description: 'Saves the interface language of the signed-in user (twin of PUT /api/users/locale).',
    authScopes: { loggedIn: true },
    args: { locale: t.arg.string({ required: true, validate: { schema: localeInput.shape.locale } }) },
    resolve: async (_root, { locale }, ctx) => {
      await ctx.app.db.update(users).set({ locale, updatedAt: ctx.app.clock.now() }).where(eq(users.id, ctx.auth!.userId));
      return true;
    },
  }),
);
