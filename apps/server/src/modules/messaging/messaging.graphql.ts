// GraphQL of the phone behind SMS and WhatsApp reminders (issue 20, decision 109), for students and
// teachers alike: each manages their own number's verification and switches. Registered in graphql/schema.ts.
import { builder } from '../../graphql/builder.ts';
import { type PhoneChannelsView, phoneChannelsOf, sendPhoneCode, updatePhoneReminders, verifyPhoneCode } from './phone-channels.service.ts';

const PhoneChannels = builder.objectRef<PhoneChannelsView>('PhoneChannels').implement({
  description: 'The account phone number as SMS and WhatsApp see it: verified or not, the reminder switches, refusals.',
  fields: (t) => ({
    phoneNumber: t.exposeString('phoneNumber', { nullable: true, description: 'E.164; codes and reminders go here.' }),
    verified: t.exposeBoolean('verified'),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    codeExpiresAt: t.expose('codeExpiresAt', { type: 'DateTime', nullable: true, description: 'A code was sent and is good until then.' }),
    smsReminders: t.exposeBoolean('smsReminders'),
    whatsappReminders: t.exposeBoolean('whatsappReminders'),
    smsRefused: t.exposeBoolean('smsRefused', {
      description: 'The provider refused SMS to this number: nothing is sent until it is turned on again.',
    }),
    whatsappRefused: t.exposeBoolean('whatsappRefused'),
    smsAvailable: t.exposeBoolean('smsAvailable'),
    whatsappAvailable: t.exposeBoolean('whatsappAvailable'),
  }),
});

const PhoneCodeInput = builder.inputType('PhoneCodeInput', { fields: (t) => ({ code: t.string({ required: true }) }) });
const PhoneRemindersInput = builder.inputType('PhoneRemindersInput', {
  fields: (t) => ({ sms: t.boolean({ required: true }), whatsapp: t.boolean({ required: true }) }),
});

const OWN_PHONE = { student: true, teacher: true } as const;

builder.queryField('phoneChannels', (t) =>
  t.withAuth(OWN_PHONE).field({
    type: PhoneChannels,
    description: "The signed-in person's phone for SMS and WhatsApp reminders.",
    resolve: (_root, _args, ctx) => phoneChannelsOf(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('sendPhoneVerificationCode', (t) =>
  t.withAuth(OWN_PHONE).field({
    type: PhoneChannels,
    description: 'Sends a 6-digit code by SMS to the account number (good 10 minutes; one a minute, five an hour).',
    resolve: (_root, _args, ctx) => sendPhoneCode(ctx.app, ctx.auth),
  }),
);

builder.mutationField('verifyPhoneNumber', (t) =>
  t.withAuth(OWN_PHONE).field({
    type: PhoneChannels,
    description: 'Checks the code from the SMS (5 tries); right, the number is verified.',
    args: { input: t.arg({ type: PhoneCodeInput, required: true }) },
    resolve: (_root, { input }, ctx) => verifyPhoneCode(ctx.app, ctx.auth, input),
  }),
);

builder.mutationField('updatePhoneReminders', (t) =>
  t.withAuth(OWN_PHONE).field({
    type: PhoneChannels,
    description: 'Reminders by SMS and by WhatsApp: off until turned on, only for a verified number; off takes effect at once.',
    args: { input: t.arg({ type: PhoneRemindersInput, required: true }) },
    resolve: (_root, { input }, ctx) => updatePhoneReminders(ctx.app, ctx.auth, input),
  }),
);
