import { pushSubscriptionInput } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { forgetPushEndpoint, type PushDeviceRow, pushDevicesOf, removePushDevice, subscribePush } from './push-subscriptions.service.ts';

const PushDevice = builder.objectRef<PushDeviceRow>('PushDevice').implement({
  description: 'A browser that receives web push for the viewer (settings: notifications on this device).',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('deviceLabel', { description: 'Browser and system, from its user agent: "Chrome on Android".' }),
    endpoint: t.exposeString('endpoint', {
      description: 'The push service\'s address for this browser: the page compares it with its own to say "this device".',
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.lastUsedAt }),
  }),
});

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: "The browser's PushSubscription.toJSON(): endpoint and keys.",
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    p256dh: t.string({ required: true }),
    auth: t.string({ required: true }),
  }),
  validate: { schema: pushSubscriptionInput },
});

builder.queryField('pushPublicKey', (t) =>
  t.withAuth({ loggedIn: true }).string({
    description: "The server's VAPID public key (base64url): the browser subscribes with it as applicationServerKey.",
    resolve: (_root, _args, ctx) => ctx.app.config.vapid.publicKey,
  }),
);

builder.queryField('pushDevices', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: [PushDevice],
    description: "The viewer's browsers that receive web push, newest first.",
    resolve: (_root, _args, ctx) => pushDevicesOf(ctx.app.db, ctx.auth.userId),
  }),
);

builder.mutationField('subscribePush', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: PushDevice,
    description: "This browser receives the viewer's pushes from now on (refused while impersonating).",
    args: { input: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: (_root, args, ctx) =>
      subscribePush(ctx.app.db, ctx.auth, args.input, {
        userAgent: ctx.request.headers['user-agent'],
        now: ctx.app.clock.now(),
        allowPlainHttp: !ctx.app.config.isProduction,
      }),
  }),
);

builder.mutationField('removePushDevice', (t) =>
  t.withAuth({ loggedIn: true }).boolean({
    description: "Stops web push to one of the viewer's devices (any other id answers not_found).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => removePushDevice(ctx.app.db, ctx.auth.userId, String(args.id)),
  }),
);

builder.mutationField('forgetPushEndpoint', (t) =>
  t.withAuth({ loggedIn: true }).boolean({
    description: "Signing out on this browser: its subscription stops receiving the viewer's pushes. True when one was removed.",
    args: { endpoint: t.arg.string({ required: true, validate: { maxLength: 2048 } }) },
    resolve: (_root, args, ctx) => forgetPushEndpoint(ctx.app.db, ctx.auth.userId, args.endpoint),
  }),
);
