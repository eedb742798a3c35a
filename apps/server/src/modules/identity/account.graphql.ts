// GraphQL of account/settings/account (issue 14; 001 §7 "Profile": avatar removal, phone update;
// name, e-mail change, password change, invoice address). Registered in graphql/schema.ts.
import { accountPasswordInput, emailChangeInput } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { checkedInput } from '../../lib/validation.ts';
import { removePhoto } from './account-photo.service.ts';
import {
  type AccountDetailsView,
  accountDetails,
  updateAccountName,
  updateInvoiceAddress,
  updatePhoneNumbers,
} from './account-settings.service.ts';
import { setAuthCookies } from './auth-cookies.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';
import { updatePassword } from './password-change.service.ts';
import { requestOwnPasswordSetLink } from './password-set.service.ts';

const InvoiceAddress = builder.objectRef<NonNullable<AccountDetailsView['invoiceAddress']>>('InvoiceAddress').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    company: t.exposeString('company', { nullable: true }),
    line1: t.exposeString('line1'),
    line2: t.exposeString('line2', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    vatId: t.exposeString('vatId', { nullable: true }),
  }),
});

const AccountDetails = builder.objectRef<AccountDetailsView>('AccountDetails').implement({
  description: "The signed-in student's account details (account/settings/account).",
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    pendingEmail: t.exposeString('pendingEmail', {
      nullable: true,
      description: 'A new address waiting for its link to be opened; the login stays `email` until then.',
    }),
    verified: t.exposeBoolean('verified'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    studentId: t.exposeString('studentId', { nullable: true }),
    photoUrl: t.exposeString('photoUrl', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true, description: 'E.164' }),
    whatsappNumber: t.exposeString('whatsappNumber', { nullable: true, description: 'E.164' }),
    invoiceAddress: t.field({ type: InvoiceAddress, nullable: true, resolve: (a) => a.invoiceAddress }),
    hasPassword: t.exposeBoolean('hasPassword', {
      description: 'False when the account signs in only through Google, Apple or Facebook: settings offer "Set a password".',
    }),
  }),
});

const AccountNameInput = builder.inputType('AccountNameInput', {
  fields: (t) => ({ firstName: t.string({ required: true }), lastName: t.string({ required: true }) }),
});
const PhoneNumbersInput = builder.inputType('PhoneNumbersInput', {
  fields: (t) => ({ countryCode: t.string(), phoneNumber: t.string(), whatsappNumber: t.string() }),
});
const EmailChangeInput = builder.inputType('EmailChangeInput', {
  fields: (t) => ({ email: t.string({ required: true }), currentPassword: t.string({ required: true }) }),
});
const PasswordChangeInput = builder.inputType('PasswordChangeInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string(),
  }),
});
const InvoiceAddressInput = builder.inputType('InvoiceAddressInput', {
  fields: (t) => ({
    name: t.string(),
    company: t.string(),
    line1: t.string({ required: true }),
    line2: t.string(),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    country: t.string({ required: true }),
    vatId: t.string(),
  }),
});

builder.queryField('accountDetails', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    description: 'Name, e-mail (and a pending new one), student ID, photo, phone numbers and invoice address.',
    resolve: (_root, _args, ctx) => accountDetails(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('updateAccountName', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    args: { input: t.arg({ type: AccountNameInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateAccountName(ctx.app, ctx.auth.userId, input),
  }),
);

builder.mutationField('updatePhoneNumbers', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    description: 'Phone and WhatsApp numbers (001 §7 phone update); blank clears one; numbers without + are read in `countryCode`.',
    args: { input: t.arg({ type: PhoneNumbersInput, required: true }) },
    resolve: (_root, { input }, ctx) => updatePhoneNumbers(ctx.app, ctx.auth.userId, input),
  }),
);

builder.mutationField('updateInvoiceAddress', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    description: 'The address printed on invoices issued from now on.',
    args: { input: t.arg({ type: InvoiceAddressInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateInvoiceAddress(ctx.app, ctx.auth, input),
  }),
);

builder.mutationField('removeInvoiceAddress', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    resolve: (_root, _args, ctx) => updateInvoiceAddress(ctx.app, ctx.auth, null),
  }),
);

builder.mutationField('removeAvatar', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    description: 'Removes the account photo (001 §7 avatar removal); uploads go to POST /api/users/profile (multipart `newPhoto`).',
    resolve: async (_root, _args, ctx) => {
      await removePhoto(ctx.app, ctx.auth.userId);
      return accountDetails(ctx.app, ctx.auth.userId);
    },
  }),
);

builder.mutationField('requestEmailChange', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    description: 'Sends a confirmation link to the new address and tells the old one; the login changes when the link is opened.',
    args: { input: t.arg({ type: EmailChangeInput, required: true }) },
    resolve: (_root, { input }, ctx) => requestEmailChange(ctx.app, ctx.auth, checkedInput(emailChangeInput, input)),
  }),
);

builder.mutationField('confirmEmailChange', (t) =>
  t.withAuth({ student: true }).field({
    type: AccountDetails,
    description: "The link's token; only its owner, signed in, can spend it, once, within 24 hours.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => confirmEmailChange(ctx.app, ctx.auth, token),
  }),
);

builder.mutationField('changePassword', (t) =>
  t.withAuth({ student: true }).boolean({
    description: 'Current password, new one and its confirmation (registration rules); every other session ends, this one goes on.',
    args: { input: t.arg({ type: PasswordChangeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const tokens = await updatePassword(ctx.app, ctx.auth, checkedInput(accountPasswordInput, input));
      setAuthCookies(ctx.app, ctx.reply, tokens);
      return true;
    },
  }),
);

builder.mutationField('requestPasswordSetLink', (t) =>
  t.withAuth({ student: true }).boolean({
    description: 'E-mails the signed-in student a link to set a first password (accounts without one, e.g. social-only).',
    resolve: async (_root, _args, ctx) => {
      await requestOwnPasswordSetLink(ctx.app, ctx.auth);
      return true;
    },
  }),
);
