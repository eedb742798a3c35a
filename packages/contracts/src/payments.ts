import { z } from './zod.ts';
import { CANCEL_REASONS, CURRENCIES, PAYMENT_METHOD_TYPES, STORE_KINDS } from './enums.ts';
import { isValidIban } from './fields/iban.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { personName } from './names.ts';

// The REST bodies of /api/payments/* and /api/subscriptions/* (001 §7), checked at the edge so a
// malformed body answers 422 with the fields named, never reaches a service as the wrong type.

const id = z.string().trim().min(1, M.notBlank).max(100);
const idempotencyKey = z.string().trim().min(1, M.notBlank).max(200);

// The new-card and new-account rules, checked by the checkout's and the billing page's payment
// form before sending and by the server (REST body, GraphQL inputs) with the same messages. The
// holder and postcode may be left out by an API caller, but a blank one is refused: the web always
// sends them. Whether the number is real, expired, or its CVC right is the processor's answer.
const cardNumber = z
  .string()
  .trim()
  .min(1, M.cardNumberRequired)
  .regex(/^\d{12,19}$/, M.cardNumberInvalid);
const cardExpMonth = z.number().int().min(1, M.cardExpiryInvalid).max(12, M.cardExpiryInvalid);
const cardExpYear = z.number().int().min(2000, M.cardExpiryInvalid).max(2099, M.cardExpiryInvalid);
const cardCvc = z
  .string()
  .trim()
  .min(1, M.cardCvcRequired)
  .regex(/^\d{3,4}$/, M.cardCvcInvalid);
const cardPostalCode = z.string().trim().min(1, M.postalCodeRequired).max(20, M.tooLong);
const paypalEmail = z
  .string()
  .trim()
  .max(320, M.tooLong)
  .regex(/^\S+@\S+\.\S+$/, M.paypalEmailInvalid);
const iban = z.string().max(50, M.tooLong).refine(isValidIban, M.ibanInvalid);

export const cardInput = z.object({
  number: cardNumber,
  expMonth: cardExpMonth,
  expYear: cardExpYear,
  cvc: cardCvc,
  postalCode: cardPostalCode.nullish(),
  holderName: personName({ required: M.cardHolderRequired }).nullish(),
});

export const paymentMethodInput = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES, { message: M.paymentMethodRequired }),
  card: cardInput.nullish(),
  paypalEmail: paypalEmail.nullish(),
  iban: iban.nullish(),
  accountHolder: personName({ required: M.accountHolderRequired }).nullish(),
  setDefault: z.boolean().nullish(),
});

export const addPaymentMethodBody = z.object({ method: paymentMethodInput, idempotencyKey });
export const changeDefaultPaymentMethodBody = z.object({ paymentMethodId: id });
export const payPurchaseBody = z.object({
  purchaseId: id,
  idempotencyKey,
  paymentMethodId: id.nullish(),
  newPaymentMethod: paymentMethodInput.nullish(),
  acceptedAgreements: z.array(z.string().max(100)).max(20).default([]),
});
export const paySubscriptionBody = z.object({ subscriptionId: id, idempotencyKey, paymentMethodId: id.nullish() });
export const testAuthenticationBody = z.object({ reference: z.string().trim().min(1).max(200), approve: z.boolean() });
export const cancelSubscriptionBody = z.object({
  reasons: z.array(z.enum(CANCEL_REASONS)).max(CANCEL_REASONS.length).default([]),
  feedback: z.string().max(3000).nullish(),
});
export const uncancelSubscriptionBody = z.object({ idempotencyKey: idempotencyKey.optional() });
export const changeSubscriptionBody = z.object({ subscriptionId: id, variantId: id });

/** GET /api/product-variants: an unknown currency falls back to the viewer's, as before. */
export const productVariantsQuery = z.object({
  section: z.string().max(64).optional(),
  currency: z
    .string()
    .max(8)
    .optional()
    .transform((v) => ((CURRENCIES as readonly string[]).includes(v ?? '') ? (v as (typeof CURRENCIES)[number]) : null)),
  store: z.enum(STORE_KINDS, { message: M.storeUnknown }).optional().default('store'),
});
