import { type CardBrand, type Currency, type PaymentMethodType, paymentMethodInput } from '@parla/contracts';
import { COMMERCE_CONFIG, DomainError } from '@parla/domain';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { paymentMethods } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { parseInput } from '../../../lib/validation.ts';
import { currencyFor, isUuid, lockStudent, studentFacts } from '../shared/commerce-queries.ts';
import { Refusal, idempotent } from '../shared/idempotency.ts';
import type { PaymentMethodRow } from '../shared/commerce-queries.ts';
import { assertCanPay, collect, refund } from './payment-collection.ts';
import type { PaymentMethodDetails } from './processor.ts';
import { paymentProcessor } from './processor-registry.ts';

export interface PaymentMethodInput extends PaymentMethodDetails {
  setDefault?: boolean | null;
}

export interface PaymentMethodView {
  id: string;
  type: PaymentMethodType;
  brand: CardBrand;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  email: string | null;
  isDefault: boolean;
  createdAt: Date;
  label: string;
}

const BRAND_LABEL: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  paypal: 'PayPal',
  sepa: 'SEPA',
};

export function toMethodView(row: PaymentMethodRow): PaymentMethodView {
  const label =
    row.type === 'paypal'
      ? `PayPal ${row.email ?? ''}`.trim()
      : row.type === 'sepa_debit'
        ? `SEPA •••• ${row.last4}`
        : `${BRAND_LABEL[row.brand]} •••• ${row.last4}`;
  return {
    id: row.id,
    type: row.type as PaymentMethodType,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    email: row.email,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
    label,
  };
}

export async function listPaymentMethods(db: Db | Tx, studentId: string): Promise<PaymentMethodView[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.studentId, studentId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt));
  return rows.map(toMethodView);
}

/** Methods offered per currency (001 §7 /api/payments/methods/{currency}): SEPA debits euros only. */
export function availablePaymentMethods(currency: Currency): { type: PaymentMethodType; brands: CardBrand[] }[] {
  return [
    { type: 'card', brands: ['visa', 'mastercard', 'amex'] },
    { type: 'paypal', brands: ['paypal'] },
    ...(currency === 'EUR' ? [{ type: 'sepa_debit' as const, brands: ['sepa' as const] }] : []),
  ];
}

async function makeDefault(tx: Tx, studentId: string, methodId: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.studentId, studentId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, methodId)));
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, methodId));
}

async function hasDefault(tx: Tx, studentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.studentId, studentId), eq(paymentMethods.isDefault, true), isNull(paymentMethods.removedAt)));
  return !!row;
}

/** Vaults new details with the processor and keeps the token (never the card number). */
export async function saveMethod(
  app: FastifyInstance,
  tx: Tx,
  studentId: string,
  details: PaymentMethodDetails,
  now: Date,
): Promise<PaymentMethodRow> {
  // GraphQL and REST both land here: the card and account holder names get the one name check.
  parseInput(paymentMethodInput, details);
  const vaulted = await paymentProcessor(app).vault(details, { tx, now });
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      studentId,
      type: vaulted.type,
      brand: vaulted.brand,
      last4: vaulted.last4,
      expMonth: vaulted.expMonth,
      expYear: vaulted.expYear,
      holderName: vaulted.holderName,
      email: vaulted.email,
      fingerprint: vaulted.fingerprint,
      processor: paymentProcessor(app).name,
      processorToken: vaulted.token,
      isDefault: false,
      createdAt: now,
    })
    .returning();
  return row;
}

/** The method a payment uses: a saved one of the student, or new details vaulted now. */
export async function resolvePaymentMethod(
  app: FastifyInstance,
  tx: Tx,
  studentId: string,
  input: { paymentMethodId?: string | null; newPaymentMethod?: PaymentMethodInput | null },
  options: { makeDefault: boolean; now: Date },
): Promise<PaymentMethodRow | null> {
  let row: PaymentMethodRow | null = null;
  if (input.newPaymentMethod) {
    row = await saveMethod(app, tx, studentId, input.newPaymentMethod, options.now);
    if (options.makeDefault || input.newPaymentMethod.setDefault || !(await hasDefault(tx, studentId)))
      await makeDefault(tx, studentId, row.id);
  } else if (input.paymentMethodId) {
    const [found] = isUuid(input.paymentMethodId)
      ? await tx.select().from(paymentMethods).where(eq(paymentMethods.id, input.paymentMethodId))
      : [];
    if (!found || found.studentId !== studentId || found.removedAt) throw new DomainError('payment_method_not_found');
    row = found;
    if (options.makeDefault && !found.isDefault) await makeDefault(tx, studentId, found.id);
  }
  if (!row) return null;
  const [fresh] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, row.id));
  return fresh;
}

/**
 * Adds a payment method (001 §5): vaulted, then checked with a small charge that is refunded
 * at once. A declined check keeps the attempt on record (limits, fraud lock) and refuses.
 */
export async function addPaymentMethod(
  app: FastifyInstance,
  studentId: string,
  input: PaymentMethodInput,
  key: string,
): Promise<PaymentMethodView> {
  const now = app.clock.now();
  const { id } = await idempotent<{ id: string }>(
    app,
    { userId: studentId, key, operation: 'addPaymentMethod', target: input.type },
    async (tx) => {
      await lockStudent(tx, studentId);
      await assertCanPay(tx, studentId, now);
      const student = await studentFacts(tx, studentId);
      const method = await saveMethod(app, tx, studentId, input, now);
      const currency = currencyFor(student);
      const { transaction } = await collect(app, tx, {
        studentId,
        method,
        amountCents: COMMERCE_CONFIG.verificationChargeCents,
        currency: method.type === 'sepa_debit' ? 'EUR' : currency,
        kind: 'verification',
        offSession: false,
        idempotencyKey: `verify:${method.id}`,
        description: 'Payment method check',
        now,
      });
      if (transaction.status !== 'succeeded') {
        await tx.update(paymentMethods).set({ removedAt: now }).where(eq(paymentMethods.id, method.id));
        return new Refusal(
          transaction.status === 'failed' && transaction.errorCode ? (transaction.errorCode as 'card_declined') : 'payment_failed',
        );
      }
      await refund(app, tx, transaction, transaction.amountCents, 'verification_refund', now);
      if (input.setDefault || !(await hasDefault(tx, studentId))) await makeDefault(tx, studentId, method.id);
      return { id: method.id };
    },
  );
  const [row] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return toMethodView(row);
}

async function ownMethod(tx: Tx, studentId: string, methodId: string): Promise<PaymentMethodRow> {
  const [row] = isUuid(methodId) ? await tx.select().from(paymentMethods).where(eq(paymentMethods.id, methodId)).for('update') : [];
  if (!row || row.studentId !== studentId || row.removedAt) throw new DomainError('payment_method_not_found');
  return row;
}

export async function setDefaultPaymentMethod(app: FastifyInstance, studentId: string, methodId: string): Promise<PaymentMethodView[]> {
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    await ownMethod(tx, studentId, methodId);
    await makeDefault(tx, studentId, methodId);
    return listPaymentMethods(tx, studentId);
  });
}

/** Removes a method; at least one must remain (001 §5). Removing the default promotes the newest other one. */
export async function removePaymentMethod(app: FastifyInstance, studentId: string, methodId: string): Promise<PaymentMethodView[]> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    const row = await ownMethod(tx, studentId, methodId);
    const others = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.studentId, studentId), isNull(paymentMethods.removedAt), ne(paymentMethods.id, methodId)))
      .orderBy(desc(paymentMethods.createdAt));
    if (others.length === 0) throw new DomainError('payment_method_last');
    await tx.update(paymentMethods).set({ removedAt: now, isDefault: false }).where(eq(paymentMethods.id, row.id));
    if (row.isDefault) await makeDefault(tx, studentId, others[0].id);
    return listPaymentMethods(tx, studentId);
  });
}
