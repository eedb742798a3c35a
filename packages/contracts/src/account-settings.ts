import { z } from './zod.ts';
import { emailField, updatePasswordInput } from './identity-inputs.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { country, optional, required } from './input-parts.ts';
import { normalizePhoneNumber } from './fields/phone.ts';
import { personName } from './names.ts';

// The student's account details (account/settings/account, 001 §3 client user), checked by the
// page's forms and by the server alike.

/** As at registration, the last name may stay empty (some students go by one name). */
export const accountNameInput = z.object({
  firstName: personName({ required: M.givenNameRequired }),
  lastName: personName(),
});
export type AccountNameInput = z.infer<typeof accountNameInput>;

/**
 * Phone and WhatsApp numbers (001 §3 marketing preferences: used for SMS and WhatsApp), each
 * optional; the country reads numbers written without +. Stored in E.164.
 */
const phoneNumbersShape = {
  countryCode: country.nullish().transform((v) => v ?? null),
  phoneNumber: optional(40),
  whatsappNumber: optional(40),
};
type PhoneFields = { countryCode: string | null; phoneNumber: string | null; whatsappNumber: string | null };

function checkPhoneNumbers(v: PhoneFields, ctx: z.RefinementCtx): void {
  for (const field of ['phoneNumber', 'whatsappNumber'] as const) {
    const value = v[field];
    if (value && !normalizePhoneNumber(value, v.countryCode ?? undefined))
      ctx.addIssue({ code: 'custom', path: [field], message: M.phoneInvalid });
  }
}

function toE164<T extends PhoneFields>(v: T): T {
  const read = (value: string | null) => (value ? normalizePhoneNumber(value, v.countryCode ?? undefined) : null);
  return { ...v, phoneNumber: read(v.phoneNumber), whatsappNumber: read(v.whatsappNumber) };
}

export const phoneNumbersInput = z.object(phoneNumbersShape).superRefine(checkPhoneNumbers).transform(toE164);

/** The editable student record of PUT /api/students/{id}: name and phone numbers together. */
export const studentRecordInput = z
  .object({ ...accountNameInput.shape, ...phoneNumbersShape })
  .superRefine(checkPhoneNumbers)
  .transform(toE164);
export type PhoneNumbersInput = z.input<typeof phoneNumbersInput>;

/** A new login address, confirmed by the current password (a stolen session alone cannot move the account). */
export const emailChangeInput = z.object({
  email: emailField,
  currentPassword: z.string().min(1, M.currentPasswordRequired).max(4096),
});
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

export const emailChangeConfirmInput = z.object({ token: z.string().min(1).max(200) });

/** The same rules as the password page of the teacher app and registration's password. */
export const accountPasswordInput = updatePasswordInput;

/** The address printed on the student's invoices (issue 14); the name defaults to the account's. */
export const invoiceAddressInput = z.object({
  name: optional(200),
  company: optional(200),
  line1: required(200, M.streetRequired),
  line2: optional(200),
  postalCode: required(20, M.postalCodeRequired),
  city: required(100, M.cityRequired),
  country,
  vatId: optional(30),
});
export type InvoiceAddressInput = z.input<typeof invoiceAddressInput>;
export type InvoiceAddress = z.output<typeof invoiceAddressInput>;

/** The invoice address as an invoice prints it, line by line (the recipient's name comes first, apart). */
export function invoiceAddressLines(address: InvoiceAddress | null | undefined): string[] {
  if (!address) return [];
  return [
    address.company,
    address.line1,
    address.line2,
    `${address.postalCode} ${address.city}`,
    address.country,
    address.vatId ? `VAT ID: ${address.vatId}` : null,
  ].filter((line): line is string => Boolean(line));
}
