import { z } from './zod.ts';
import { CANCEL_REASONS, CURRENCIES, PAYMENT_METHOD_TYPES, STORE_KINDS } from './enums.ts';
import { personName } from './names.ts';

// The REST bodies of /api/payments/* and /api/subscriptions/* (001 §7), checked at the edge so a
// malformed body answers 422 with the fields named, never reaches a service as the wrong type.

const id = z.string().trim().min(1, 'This value should not be blank.').max(100);
const idempotencyKey = z.string().trim().min(1, 'This value should not be blank.').max(200);

export const cardInput = z.object({
  number: z.string().max(40),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(8),
  postalCode: z.string().max(20).nullish(),
  holderName: personName().nullish(),
});

export const paymentMethodInput = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES, { message: 'Please choose a payment method.' }),
  card: cardInput.nullish(),
  paypalEmail: z.string().max(320).nullish(),
  iban: z.string().max(50).nullish(),
  accountHolder: personName().nullish(),
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
  store: z.enum(STORE_KINDS, { message: 'This store does not exist.' }).optional().default('store'),
});
