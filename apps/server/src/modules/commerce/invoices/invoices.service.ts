import { type Currency, type InvoiceKind, invoiceAddressLines, localizedPlanName } from '@parla/contracts';
import { COMMERCE_CONFIG, splitGross, vatRateBasisPoints } from '@parla/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { documentLanguage } from '../../../lib/document-i18n.ts';
import { invoiceCounters, productVariants, purchases, studentInvoices, subscriptions, users } from '../../../db/schema/index.ts';
import type { TransactionRow } from '../shared/commerce-queries.ts';

export type InvoiceRow = typeof studentInvoices.$inferSelect;

/** The school as the invoice issuer (001 §3 Invoice PDF: VAT number, bank details, beneficiary). */
export const ISSUER = Object.freeze({
  name: 'Parla Sprachschule GmbH',
  address: ['Torstraße 140', '10119 Berlin'],
  /** Written in the reader's language under the address (Germany, Deutschland, Allemagne). */
  countryCode: 'DE',
  vatNumber: 'DE329481756',
  beneficiary: 'Parla Sprachschule GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  email: 'billing@parla.school',
});

/** Gapless numbering per series and year: the counter row is locked by the UPDATE until commit. */
async function nextNumber(tx: Tx, kind: InvoiceKind, issuedAt: Date): Promise<string> {
  const series = `${kind === 'invoice' ? 'INV' : 'CM'}-${issuedAt.getUTCFullYear()}`;
  await tx.insert(invoiceCounters).values({ series, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.series, series))
    .returning({ last: invoiceCounters.last });
  return `${series}-${String(row.last).padStart(6, '0')}`;
}

/**
 * The invoice of a settled charge, or the credit memo of a settled refund; at most one per
 * transaction (unique key), so a replayed event issues nothing new. Amounts are gross; VAT is
 * the student's country's rate (decision 019).
 */
export async function issueDocumentFor(tx: Tx, t: TransactionRow, now: Date): Promise<void> {
  if (t.status !== 'succeeded' || t.amountCents === 0) return;
  if (t.kind !== 'charge' && t.kind !== 'refund') return;
  const [exists] = await tx.select({ id: studentInvoices.id }).from(studentInvoices).where(eq(studentInvoices.transactionId, t.id));
  if (exists) return;
  const [student] = await tx
    .select({
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      studentId: users.studentId,
      country: users.countryCode,
      invoiceAddress: users.invoiceAddress,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, t.studentId));
  const [purchase] = t.purchaseId ? await tx.select().from(purchases).where(eq(purchases.id, t.purchaseId)) : [];
  const [sub] = t.subscriptionId ? await tx.select().from(subscriptions).where(eq(subscriptions.id, t.subscriptionId)) : [];
  const variantId = purchase?.variantId ?? sub?.variantId;
  const [variant] = variantId ? await tx.select().from(productVariants).where(eq(productVariants.id, variantId)) : [];
  const kind: InvoiceKind = t.kind === 'charge' ? 'invoice' : 'credit_memo';
  const rate = vatRateBasisPoints(student.country);
  const { netCents, vatCents } = splitGross(t.amountCents, rate);
  // The item is written once, in the student's saved language at issue time: an issued invoice never changes.
  const { t: words } = documentLanguage(student.locale);
  const itemName = variant ? localizedPlanName(variant.name, variant.translations, student.locale) : words('invoice.items.classes');
  const subtotal = t.amountCents + t.discountCents;
  let relatesTo: string | null = null;
  if (kind === 'credit_memo' && t.refundOf) {
    const [original] = await tx
      .select({ id: studentInvoices.id })
      .from(studentInvoices)
      .where(eq(studentInvoices.transactionId, t.refundOf));
    relatesTo = original?.id ?? null;
  }
  const periodFrom = t.periodStart ?? (kind === 'invoice' ? now : null);
  const periodTo = t.periodStart
    ? new Date(t.periodStart.getTime() + COMMERCE_CONFIG.periodDays * 86_400_000)
    : kind === 'invoice'
      ? new Date(now.getTime() + COMMERCE_CONFIG.creditValidityDays * 86_400_000)
      : null;
  await tx.insert(studentInvoices).values({
    number: await nextNumber(tx, kind, now),
    kind,
    studentId: t.studentId,
    transactionId: t.id,
    relatesToInvoiceId: relatesTo,
    issuedAt: now,
    currency: t.currency,
    subtotalCents: kind === 'invoice' ? subtotal : t.amountCents,
    discountCents: kind === 'invoice' ? t.discountCents : 0,
    totalCents: t.amountCents,
    netCents,
    vatCents,
    vatRateBp: rate,
    countryCode: student.country,
    items: [
      {
        item: kind === 'invoice' ? itemName : words('invoice.items.refund', { item: itemName }),
        units: 1,
        perUnitCents: kind === 'invoice' ? subtotal : t.amountCents,
        amountCents: kind === 'invoice' ? subtotal : t.amountCents,
      },
    ],
    // The invoice keeps the address as it was when issued: a later change does not rewrite it.
    recipient: {
      name: student.invoiceAddress?.name || `${student.first} ${student.last}`.trim(),
      email: student.email,
      studentId: student.studentId,
      country: student.country,
      address: invoiceAddressLines(student.invoiceAddress),
    },
    periodFrom,
    periodTo,
  });
}

export interface InvoiceView {
  id: string;
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  total: { amount: number; currency: Currency };
  pdfUrl: string;
  relatesTo: string | null;
}

export async function listInvoices(db: Db | Tx, studentId: string): Promise<InvoiceView[]> {
  const rows = await db
    .select()
    .from(studentInvoices)
    .where(eq(studentInvoices.studentId, studentId))
    .orderBy(desc(studentInvoices.issuedAt), desc(studentInvoices.number));
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as InvoiceKind,
    number: r.number,
    issuedAt: r.issuedAt,
    total: { amount: r.totalCents, currency: r.currency as Currency },
    pdfUrl: `/api/users/${studentId}/student-invoices/${r.id}.pdf`,
    relatesTo: r.relatesToInvoiceId ? (numbers.get(r.relatesToInvoiceId) ?? null) : null,
  }));
}

/** A student's invoice, the invoice a credit memo corrects, and the student's saved locale (the PDF's language). */
export async function invoiceOf(
  db: Db | Tx,
  studentId: string,
  invoiceId: string,
): Promise<{ invoice: InvoiceRow; relatesTo: InvoiceRow | null; locale: string } | null> {
  const [found] = await db
    .select({ invoice: studentInvoices, locale: users.locale })
    .from(studentInvoices)
    .innerJoin(users, eq(users.id, studentInvoices.studentId))
    .where(and(eq(studentInvoices.id, invoiceId), eq(studentInvoices.studentId, studentId)));
  if (!found) return null;
  const { invoice, locale } = found;
  const [relatesTo] = invoice.relatesToInvoiceId
    ? await db.select().from(studentInvoices).where(eq(studentInvoices.id, invoice.relatesToInvoiceId))
    : [];
  return { invoice, relatesTo: relatesTo ?? null, locale };
}
