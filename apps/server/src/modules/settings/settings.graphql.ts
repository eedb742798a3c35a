import { CALENDAR_ACCOUNT_STATES, CALENDAR_PROVIDERS, type MarketingPreferencesInput } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { User, userSourceOf } from '../identity/identity.graphql.ts';
import { saveDisplayLanguage } from '../identity/user.service.ts';
import { calendarConnection, type CalendarConnectionView } from '../teacher-account/calendar-connection.service.ts';
import {
  availableCalendarProviders,
  calendarAccountsOf,
  type CalendarAccountView,
  calendarAuthorizationUrl,
  disconnectCalendar,
} from './calendar-accounts.service.ts';
import {
  type NotificationPreferencesView,
  notificationPreferences,
  saveMarketingPreferences,
  saveNotificationPreferences,
} from './notification-preferences.service.ts';
import { saveTimeAndLanguage } from './time-and-language.service.ts';

// Time and language

const TimeAndLanguageInput = builder.inputType('TimeAndLanguageInput', {
  fields: (t) => ({
    timezone: t.string({ required: true }),
    locale: t.string({ required: true }),
    timeFormat: t.string({ required: true }),
    weekStart: t.string({ required: true }),
  }),
});

builder.mutationField('updateTimeAndLanguage', (t) =>
  t.withAuth({ student: true }).field({
    type: User,
    description: 'account/settings/time-and-language: time zone, display language, time format and week start in one save.',
    args: { input: t.arg({ type: TimeAndLanguageInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      userSourceOf(await saveTimeAndLanguage(ctx.app, ctx.auth.userId, args.input, ctx.auth.impersonatorId)),
  }),
);

builder.mutationField('updateDisplayLanguage', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: User,
    description:
      "The account menu's language choice (issue 21), any signed-in user: a display language (en, de, fr, es, ru), the one e-mails and PDFs speak. The GraphQL twin of PUT /api/users/locale (one service, one rule: decision 123).",
    args: { locale: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      userSourceOf(await saveDisplayLanguage(ctx.app, ctx.auth.userId, { locale: args.locale }, ctx.auth.impersonatorId)),
  }),
);

// Notifications

const MarketingPreferences = builder.objectRef<MarketingPreferencesInput>('MarketingPreferences').implement({
  description: '001 §3 Student marketing preferences: e-mail (product news), phone (SMS), WhatsApp.',
  fields: (t) => ({ email: t.exposeBoolean('email'), phone: t.exposeBoolean('phone'), whatsapp: t.exposeBoolean('whatsapp') }),
});

const NotificationPreferences = builder.objectRef<NotificationPreferencesView>('NotificationPreferences').implement({
  description: 'Which optional e-mails the student gets (account/settings/notifications); transactional mail always goes out.',
  fields: (t) => ({
    classReminders: t.exposeBoolean('classReminders'),
    bookingChanges: t.exposeBoolean('bookingChanges'),
    teacherFeedback: t.exposeBoolean('teacherFeedback'),
    practiceReminders: t.exposeBoolean('practiceReminders'),
    marketing: t.field({ type: MarketingPreferences, resolve: (p) => p.marketing }),
  }),
});

const MarketingPreferencesInputType = builder.inputType('MarketingPreferencesInput', {
  fields: (t) => ({ email: t.boolean({ required: true }), phone: t.boolean({ required: true }), whatsapp: t.boolean({ required: true }) }),
});
const NotificationPreferencesInput = builder.inputType('NotificationPreferencesInput', {
  fields: (t) => ({
    classReminders: t.boolean({ required: true }),
    bookingChanges: t.boolean({ required: true }),
    teacherFeedback: t.boolean({ required: true }),
    practiceReminders: t.boolean({ required: true }),
    marketing: t.field({ type: MarketingPreferencesInputType, required: true }),
  }),
});

builder.queryField('notificationPreferences', (t) =>
  t.withAuth({ student: true }).field({
    type: NotificationPreferences,
    resolve: (_root, _args, ctx) => notificationPreferences(ctx.app.db, ctx.auth.userId),
  }),
);

builder.mutationField('updateNotificationPreferences', (t) =>
  t.withAuth({ student: true }).field({
    type: NotificationPreferences,
    description: 'Saves the notifications page (twin of PUT /api/students/{id}/preferences).',
    args: { input: t.arg({ type: NotificationPreferencesInput, required: true }) },
    resolve: (_root, args, ctx) => saveNotificationPreferences(ctx.app, ctx.auth.userId, args.input),
  }),
);

builder.mutationField('updateMarketingPreferences', (t) =>
  t.withAuth({ student: true }).field({
    type: NotificationPreferences,
    description: '001 §7 Profile "marketing preferences": e-mail, phone (SMS) and WhatsApp consent.',
    args: { input: t.arg({ type: MarketingPreferencesInputType, required: true }) },
    resolve: (_root, args, ctx) => saveMarketingPreferences(ctx.app, ctx.auth.userId, args.input),
  }),
);

// Calendar connection

const CalendarProviderEnum = builder.enumType('CalendarProvider', { values: CALENDAR_PROVIDERS });
const CalendarAccountStatus = builder.enumType('CalendarAccountStatus', { values: CALENDAR_ACCOUNT_STATES });

const CalendarAccount = builder.objectRef<CalendarAccountView>('CalendarAccount').implement({
  description: '001 §3 Calendar connection through OAuth 2: type, status, email.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: CalendarProviderEnum, resolve: (a) => a.type }),
    status: t.field({ type: CalendarAccountStatus, resolve: (a) => a.status }),
    email: t.exposeString('email', { nullable: true }),
    connectedAt: t.field({ type: 'DateTime', resolve: (a) => a.connectedAt }),
  }),
});

const CalendarFeed = builder.objectRef<CalendarConnectionView>('CalendarFeed').implement({
  description: "The private ICS feed of the student's classes, and whether a calendar app uses it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'not_connected, connected, expired or reconnect (CalendarConnectionStatus).' }),
    url: t.exposeString('url', { nullable: true }),
    lastSyncedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.lastSyncedAt }),
  }),
});

const CalendarSettings = builder.objectRef<{ userId: string }>('CalendarSettings').implement({
  fields: (t) => ({
    feed: t.field({ type: CalendarFeed, resolve: (s, _args, ctx) => calendarConnection(ctx.app, s.userId) }),
    accounts: t.field({ type: [CalendarAccount], resolve: (s, _args, ctx) => calendarAccountsOf(ctx.app, s.userId) }),
    providers: t.field({
      type: [CalendarProviderEnum],
      description: 'The providers this server can connect (their OAuth client is configured).',
      resolve: (_s, _args, ctx) => availableCalendarProviders(ctx.app),
    }),
  }),
});

builder.queryField('calendarSettings', (t) =>
  t.withAuth({ student: true }).field({ type: CalendarSettings, resolve: (_root, _args, ctx) => ({ userId: ctx.auth.userId }) }),
);

builder.mutationField('calendarAuthorizationUrl', (t) =>
  t.withAuth({ student: true }).string({
    description: "Where the browser goes to connect a calendar: the provider's consent screen (000 §7 authorisation redirect URL).",
    args: { provider: t.arg({ type: CalendarProviderEnum, required: true }) },
    resolve: (_root, args, ctx) => calendarAuthorizationUrl(ctx.app, ctx.auth.userId, args.provider),
  }),
);

builder.mutationField('disconnectCalendar', (t) =>
  t.withAuth({ student: true }).boolean({
    description: 'Forgets the connected calendar account of this provider; false when none was connected.',
    args: { provider: t.arg({ type: CalendarProviderEnum, required: true }) },
    resolve: (_root, args, ctx) => disconnectCalendar(ctx.app, ctx.auth.userId, args.provider),
  }),
);
