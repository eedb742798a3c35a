// GraphQL types and fields of the teacher profile pages, payout details with e-mailed code, agreements, recruitment, learning materials.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
import { AGREEMENT_TYPES, CALENDAR_CONNECTION_STATES, CEFR_LEVELS, TEACHER_PAYMENT_METHODS } from '@parla/contracts';
import { formatIban } from '@parla/contracts';
import { z } from 'zod';
import { readerLocale } from '../../lib/reader-locale.ts';
import { builder } from '../../graphql/builder.ts';
import { Section } from '../curriculum/curriculum.graphql.ts';
import { removePhoto } from '../identity/account-photo.service.ts';
import {
  type AgreementView,
  decideAgreement,
  pendingTeacherAgreements,
  teacherAgreement,
  teacherAgreements,
} from './agreements.service.ts';
import './teacher-application.graphql.ts';
import './teacher-onboarding.graphql.ts';
import { calendarConnection, type CalendarConnectionView } from './calendar-connection.service.ts';
import { type CertificateView, listCertificates, removeCertificate } from './certificates.service.ts';
import {
  type LearningMaterialView,
  type LearningMaterialsPage,
  type LearningUnitView,
  learningMaterials,
} from './learning-materials.service.ts';
import { type PayoutDetailsView, payoutDetails, requestPayoutDetailsCode, updatePayoutDetails } from './payout.service.ts';
import {
  type TeacherAccountView,
  teacherAccount,
  updateAccount,
  updateLanguages,
  updateNotifications,
  updatePreferences,
  updateProfile,
} from './profile.service.ts';
import { type FeedbackItemView, type TeacherRatingView, teacherFeedback, teacherRating } from './rating.service.ts';

const uuid = z.string().uuid();

export const AgreementType = builder.enumType('AgreementType', { values: AGREEMENT_TYPES });
const PaymentMethod = builder.enumType('TeacherPaymentMethod', { values: TEACHER_PAYMENT_METHODS });
const CalendarConnectionStatus = builder.enumType('CalendarConnectionStatus', { values: CALENDAR_CONNECTION_STATES });
export const CefrLevel = builder.enumType('CefrLevel', { values: CEFR_LEVELS });

const SpokenLanguage = builder.objectRef<{ language: string; fluency: string }>('TeacherSpokenLanguage').implement({
  fields: (t) => ({ language: t.exposeString('language'), fluency: t.exposeString('fluency', { description: 'A1..C2 or Native.' }) }),
});

const TeacherAgreement = builder.objectRef<AgreementView>('TeacherAgreement').implement({
  description: "000 §3 Agreement: one version of one agreement type, with the teacher's answer.",
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: AgreementType, resolve: (a) => a.type as (typeof AGREEMENT_TYPES)[number] }),
    version: t.exposeInt('version'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    required: t.exposeBoolean('required', { description: 'Required to teach; otherwise a consent that may be declined.' }),
    publishedAt: t.field({ type: 'DateTime', resolve: (a) => a.publishedAt }),
    isAccepted: t.exposeBoolean('isAccepted'),
    acceptedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.acceptedAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.decidedAt }),
    isCurrent: t.exposeBoolean('isCurrent'),
    isPending: t.exposeBoolean('isPending', { description: 'Must be answered before the teacher can work.' }),
  }),
});

const TeacherPreferences = builder.objectRef<TeacherAccountView['preferences']>('TeacherPreferences').implement({
  fields: (t) => ({
    groupClasses: t.exposeBoolean('groupClasses'),
    privateClasses: t.exposeBoolean('privateClasses'),
    specializedClasses: t.exposeBoolean('specializedClasses'),
    timeFormat: t.exposeString('timeFormat', { description: 'AMPM or ISO8601.' }),
    timezone: t.exposeString('timezone'),
    weekStart: t.exposeString('weekStart', { description: 'Sunday or Monday.' }),
  }),
});

const TeacherNotificationSettings = builder.objectRef<TeacherAccountView['notificationSettings']>('TeacherNotificationSettings').implement({
  fields: (t) => ({
    feedback: t.exposeBoolean('feedback'),
    otherClassCancellation: t.exposeBoolean('otherClassCancellation'),
    shortNoticeCancellation: t.exposeBoolean('shortNoticeCancellation'),
    classReminders: t.exposeBoolean('classReminders', { description: 'An e-mail 15 minutes before each class they teach.' }),
    logReminders: t.exposeBoolean('logReminders', { description: 'An e-mail 4 hours before an open class log falls due.' }),
  }),
});

const TeacherPayoutDetails = builder.objectRef<PayoutDetailsView>('TeacherPayoutDetails').implement({
  description: '000 §3 teacherInfo: invoice address and payout details.',
  fields: (t) => ({
    address: t.exposeString('address'),
    address2: t.exposeString('address2', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
    country: t.exposeString('country', { nullable: true }),
    incomeTaxNumber: t.exposeString('incomeTaxNumber', { nullable: true }),
    defaultPaymentMethod: t.field({ type: PaymentMethod, resolve: (d) => d.paymentMethod }),
    iban: t.string({ nullable: true, description: 'In groups of four.', resolve: (d) => (d.iban ? formatIban(d.iban) : null) }),
    accountNumber: t.exposeString('accountNumber', { nullable: true }),
    bic: t.exposeString('bic', { nullable: true }),
    paypal: t.exposeString('paypalEmail', { nullable: true }),
    updatedAt: t.field({ type: 'DateTime', resolve: (d) => d.updatedAt }),
  }),
});

const TeacherCertificate = builder.objectRef<CertificateView>('TeacherCertificate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    sizeBytes: t.exposeInt('sizeBytes'),
    uploadedAt: t.field({ type: 'DateTime', resolve: (c) => c.uploadedAt }),
    url: t.exposeString('url'),
  }),
});

const TeacherRating = builder.objectRef<TeacherRatingView>('TeacherRating').implement({
  fields: (t) => ({
    date: t.field({ type: 'DateTime', resolve: (r) => r.date }),
    personalAverage: t.exposeFloat('personalAverage', { nullable: true }),
    sectionAverage: t.exposeFloat('sectionAverage', { nullable: true }),
    classesTaught: t.exposeInt('classesTaught'),
    ratingsCount: t.exposeInt('ratingsCount'),
  }),
});

const TeacherFeedbackItem = builder.objectRef<FeedbackItemView>('TeacherFeedbackItem').implement({
  fields: (t) => ({
    classStartDate: t.field({ type: 'DateTime', resolve: (f) => f.classStartDate }),
    lessonTitle: t.exposeString('lessonTitle'),
    feedback: t.exposeString('feedback'),
    rating: t.exposeInt('rating'),
  }),
});

const TeacherCalendarConnection = builder.objectRef<CalendarConnectionView>('TeacherCalendarConnection').implement({
  description: '000 §3 Calendar connection, for the private ICS feed of committed classes.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    status: t.field({ type: CalendarConnectionStatus, resolve: (c) => c.status }),
    url: t.exposeString('url', { nullable: true }),
    lastSyncedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.lastSyncedAt }),
  }),
});

const TeacherAccount = builder.objectRef<TeacherAccountView>('TeacherAccount').implement({
  description: 'The signed-in teacher as the profile pages see them (000 §3 Teacher).',
  fields: (t) => ({
    id: t.exposeID('id'),
    uid: t.exposeString('uid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    photo: t.exposeString('photo', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    aboutMe: t.exposeString('aboutMe'),
    country: t.exposeString('country', { nullable: true }),
    languages: t.field({ type: [SpokenLanguage], resolve: (a) => a.languages }),
    sections: t.field({ type: [Section], resolve: (a) => a.sections }),
    isB2G: t.exposeBoolean('isB2G'),
    isOnboarded: t.exposeBoolean('isOnboarded'),
    isContracted: t.exposeBoolean('isContracted'),
    isImpersonated: t.exposeBoolean('isImpersonated', { description: 'An admin is signed in as this teacher: invoice data is read-only.' }),
    teacherPreferences: t.field({ type: TeacherPreferences, resolve: (a) => a.preferences }),
    notificationSettings: t.field({ type: TeacherNotificationSettings, resolve: (a) => a.notificationSettings }),
    payoutDetails: t.field({ type: TeacherPayoutDetails, nullable: true, resolve: (a, _args, ctx) => payoutDetails(ctx.app.db, a.id) }),
    agreements: t.field({
      type: [TeacherAgreement],
      args: { acceptedOnly: t.arg.boolean({ defaultValue: false }) },
      resolve: async (a, args, ctx) => {
        const all = await teacherAgreements(ctx.app.db, a.id, ctx.app.clock.now());
        return args.acceptedOnly ? all.filter((v) => v.isAccepted) : all;
      },
    }),
    pendingAgreements: t.field({
      type: [TeacherAgreement],
      resolve: (a, _args, ctx) => pendingTeacherAgreements(ctx.app.db, a.id, ctx.app.clock.now()),
    }),
    certificates: t.field({ type: [TeacherCertificate], resolve: (a, _args, ctx) => listCertificates(ctx.app.db, a.id) }),
    rating: t.field({ type: TeacherRating, resolve: (a, _args, ctx) => teacherRating(ctx.app.db, a.id, ctx.app.clock.now()) }),
    feedback: t.field({
      type: [TeacherFeedbackItem],
      description: "Students' feedback on the last 10 classes.",
      resolve: (a, _args, ctx) => teacherFeedback(ctx.app.db, a.id, ctx.app.clock.now()),
    }),
    calendarConnection: t.field({ type: TeacherCalendarConnection, resolve: (a, _args, ctx) => calendarConnection(ctx.app, a.id) }),
  }),
});

builder.queryField('teacherAccount', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherAccount,
    description: 'The signed-in teacher: account, profile, preferences, payout details, agreements, rating (000 §2 profile/{page}).',
    resolve: (_root, _args, ctx) => teacherAccount(ctx.app.db, ctx.auth.userId, !!ctx.auth.impersonatorId),
  }),
);

builder.queryField('teacherAgreement', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherAgreement,
    description: 'One agreement version for terms/{agreementId} and view/terms/{agreementId}.',
    args: { id: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: (_root, args, ctx) => teacherAgreement(ctx.app.db, ctx.auth.userId, String(args.id), ctx.app.clock.now()),
  }),
);

const LearningUnit = builder.objectRef<LearningUnitView>('LearningUnit').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    type: t.exposeString('type'),
    chapterTitle: t.exposeString('chapterTitle'),
    presentationUrl: t.exposeString('presentationUrl'),
  }),
});

const LearningMaterial = builder.objectRef<LearningMaterialView>('LearningMaterial').implement({
  description: '000 §3 Learning material: one level of a curriculum with its lessons.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    longName: t.exposeString('longName'),
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    cefrLevelName: t.exposeString('cefrLevelName'),
    section: t.field({ type: Section, resolve: (m) => m.section }),
    learningUnits: t.field({ type: [LearningUnit], resolve: (m) => m.learningUnits }),
  }),
});

const LearningMaterials = builder.objectRef<LearningMaterialsPage>('LearningMaterials').implement({
  fields: (t) => ({
    items: t.field({ type: [LearningMaterial], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
    sections: t.field({ type: [Section], resolve: (p) => p.sections }),
    levels: t.exposeStringList('levels'),
  }),
});

builder.queryField('learningMaterials', (t) =>
  t.withAuth({ teacher: true }).field({
    type: LearningMaterials,
    description: 'The curriculum of the sections the teacher teaches, with lesson slides (000 §2 learning-material).',
    args: {
      sectionId: t.arg.id({ validate: { schema: uuid } }),
      level: t.arg.string({ validate: { schema: z.enum(CEFR_LEVELS) } }),
      search: t.arg.string({ validate: { schema: z.string().max(100) } }),
      limit: t.arg.int({ defaultValue: 6, validate: { schema: z.number().int().min(1).max(50) } }),
      page: t.arg.int({ defaultValue: 1, validate: { schema: z.number().int().min(1).max(1000) } }),
    },
    resolve: (_root, args, ctx) =>
      learningMaterials(
        ctx.app.db,
        ctx.auth.userId,
        {
          sectionId: args.sectionId ? String(args.sectionId) : null,
          level: args.level,
          search: args.search,
          limit: args.limit ?? 6,
          page: args.page ?? 1,
        },
        readerLocale(ctx.request),
      ),
  }),
);

// Inputs: loose shapes here; the services parse them with the contracts-style zod schemas, so
// validation errors name the form's fields (iban, bic, ...) rather than GraphQL argument paths.

const AccountInput = builder.inputType('TeacherAccountInput', {
  fields: (t) => ({ firstName: t.string({ required: true }), lastName: t.string({ required: true }), phoneNumber: t.string() }),
});
const ProfileInput = builder.inputType('TeacherProfileInput', {
  fields: (t) => ({ aboutMe: t.string({ required: true }), country: t.string() }),
});
const SpokenLanguageInput = builder.inputType('TeacherSpokenLanguageInput', {
  fields: (t) => ({ language: t.string({ required: true }), fluency: t.string({ required: true }) }),
});
const PreferencesInput = builder.inputType('TeacherPreferencesInput', {
  fields: (t) => ({
    groupClasses: t.boolean({ required: true }),
    privateClasses: t.boolean({ required: true }),
    specializedClasses: t.boolean({ required: true }),
    timeFormat: t.string({ required: true }),
    timezone: t.string({ required: true }),
    weekStart: t.string({ required: true }),
  }),
});
const NotificationsInput = builder.inputType('TeacherNotificationsInput', {
  fields: (t) => ({
    feedback: t.boolean({ required: true }),
    otherClassCancellation: t.boolean({ required: true }),
    shortNoticeCancellation: t.boolean({ required: true }),
    classReminders: t.boolean({ description: 'Left unchanged when absent.' }),
    logReminders: t.boolean({ description: 'Left unchanged when absent.' }),
  }),
});
const PayoutDetailsInput = builder.inputType('TeacherPayoutDetailsInput', {
  fields: (t) => ({
    address: t.string({ required: true }),
    address2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    country: t.string(),
    incomeTaxNumber: t.string(),
    paymentMethod: t.field({ type: PaymentMethod, required: true }),
    iban: t.string(),
    accountNumber: t.string(),
    bic: t.string(),
    paypalEmail: t.string(),
  }),
});

const CodeRequest = builder.objectRef<{ sentTo: string; expiresAt: Date }>('VerificationCodeRequest').implement({
  fields: (t) => ({
    sentTo: t.exposeString('sentTo', { description: 'The e-mail address the code went to, partly hidden.' }),
    expiresAt: t.field({ type: 'DateTime', resolve: (r) => r.expiresAt }),
  }),
});

const accountMutation = (
  name: string,
  description: string,
  input: typeof AccountInput | typeof ProfileInput | typeof PreferencesInput | typeof NotificationsInput,
  run: typeof updateAccount,
) =>
  builder.mutationField(name, (t) =>
    t.withAuth({ teacher: true }).field({
      type: TeacherAccount,
      description,
      args: { input: t.arg({ type: input as typeof AccountInput, required: true }) },
      resolve: (_root, args, ctx) => run(ctx.app, ctx.auth.userId, args.input),
    }),
  );

accountMutation('updateTeacherAccount', 'Account page: name and phone number.', AccountInput, updateAccount);
accountMutation('updateTeacherProfile', 'Profile page: about me and country.', ProfileInput, updateProfile);
accountMutation(
  'updateTeacherPreferences',
  'Preferences: class types, time format, time zone, week start.',
  PreferencesInput,
  updatePreferences,
);
accountMutation('updateTeacherNotifications', 'Notification e-mails on or off.', NotificationsInput, updateNotifications);

builder.mutationField('updateTeacherLanguages', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherAccount,
    description: 'Languages the teacher speaks, with fluency (A1..C2, Native).',
    args: { languages: t.arg({ type: [SpokenLanguageInput], required: true }) },
    resolve: (_root, args, ctx) => updateLanguages(ctx.app, ctx.auth.userId, { languages: args.languages }),
  }),
);

builder.mutationField('removeAccountPhoto', (t) =>
  t.withAuth({ teacher: true }).boolean({
    resolve: async (_root, _args, ctx) => {
      await removePhoto(ctx.app, ctx.auth.userId);
      return true;
    },
  }),
);

builder.mutationField('requestPayoutDetailsCode', (t) =>
  t.withAuth({ teacher: true }).field({
    type: CodeRequest,
    description: 'Checks new invoice/payment details and e-mails a 6-digit code for them (000 §5). Refused while impersonating.',
    args: { input: t.arg({ type: PayoutDetailsInput, required: true }) },
    resolve: (_root, args, ctx) => requestPayoutDetailsCode(ctx.app, ctx.auth, args.input),
  }),
);

builder.mutationField('updatePayoutDetails', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherPayoutDetails,
    description: 'Saves the details the code was sent for. Refused while impersonating.',
    args: { input: t.arg({ type: PayoutDetailsInput, required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updatePayoutDetails(ctx.app, ctx.auth, args.input, args.code),
  }),
);

builder.mutationField('removeTeacherCertificate', (t) =>
  t.withAuth({ teacher: true }).boolean({
    args: { id: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: (_root, args, ctx) => removeCertificate(ctx.app.db, ctx.auth.userId, String(args.id)),
  }),
);

builder.mutationField('decideTeacherAgreement', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherAgreement,
    description: 'Accepts the current version of an agreement, or declines a consent. Refused while impersonating.',
    args: { id: t.arg.id({ required: true, validate: { schema: uuid } }), accept: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) =>
      decideAgreement(ctx.app, ctx.auth, String(args.id), args.accept, {
        ip: ctx.request.ip,
        userAgent: ctx.request.headers['user-agent'],
      }),
  }),
);
