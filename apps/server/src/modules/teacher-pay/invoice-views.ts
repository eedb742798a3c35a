import type { ClassType, Currency, InvoiceCategory } from '@parla/contracts';
import { type BonusType, type TeacherCreditKind, invoicePeriod, notFound, zonedMonthKey } from '@parla/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teacherCredits, teacherInvoices, teacherProfiles } from '../../db/schema/index.ts';

type CreditRow = typeof teacherCredits.$inferSelect;
type InvoiceRow = typeof teacherInvoices.$inferSelect;

export interface InvoiceItemView {
  id: string;
  date: Date;
  classUid: string | null;
  classTitle: string | null;
  classType: ClassType | null;
  kind: TeacherCreditKind;
  category: InvoiceCategory | null;
  bonusType: BonusType | null;
  description: string;
  amountCents: number;
  currency: Currency;
}

export interface InvoiceView {
  /** The invoice uuid, or 'pending:YYYY-MM' for the running month. */
  id: string;
  number: string | null;
  uniqueId: string | null;
  month: string;
  /** Issue date; for a pending invoice the date it will be made. */
  date: Date;
  periodStart: Date;
  periodEnd: Date;
  totalCents: number;
  currency: Currency;
  /** Not final yet: the month's earnings so far, made into an invoice after the month ends. */
  pending: boolean;
  pdfUrl: string | null;
  itemCount: number;
  /** A pending invoice's lines, already read; a stored invoice's lines are read with `itemsOfInvoices`. */
  pendingItems: InvoiceItemView[] | null;
}

export const pdfPath = (uniqueId: string) => `/api/teacher/pdf/${uniqueId}`;

export function toItemView(row: CreditRow): InvoiceItemView {
  return {
    id: row.id,
    date: row.earnedAt,
    classUid: row.classUid,
    classTitle: row.classTitle,
    classType: row.classType as ClassType | null,
    kind: row.kind as TeacherCreditKind,
    category: row.category as InvoiceCategory | null,
    bonusType: row.bonusType as BonusType | null,
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency as Currency,
  };
}

const byDate = (a: InvoiceItemView, b: InvoiceItemView) => a.date.getTime() - b.date.getTime() || a.kind.localeCompare(b.kind);

export function storedInvoiceView(invoice: InvoiceRow): InvoiceView {
  return {
    id: invoice.id,
    number: invoice.number,
    uniqueId: invoice.uniqueId,
    month: invoice.month,
    date: invoice.issuedAt,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    totalCents: invoice.totalCents,
    currency: invoice.currency as Currency,
    pending: false,
    pdfUrl: pdfPath(invoice.uniqueId),
    itemCount: invoice.itemCount,
    pendingItems: null,
  };
}

/**
 * The lines of each invoice, in date order: the batch load behind TeacherInvoice.items (decision 036),
 * one query for every stored invoice of a request.
 */
export async function itemsOfInvoices(db: Db, invoices: readonly InvoiceView[]): Promise<InvoiceItemView[][]> {
  const storedIds = invoices.filter((i) => i.pendingItems === null).map((i) => i.id);
  const rows = storedIds.length
    ? await db
        .select()
        .from(teacherCredits)
        .where(inArray(teacherCredits.invoiceId, storedIds))
        .orderBy(asc(teacherCredits.earnedAt), asc(teacherCredits.kind))
    : [];
  return invoices.map((invoice) =>
    [...(invoice.pendingItems ?? rows.filter((row) => row.invoiceId === invoice.id).map(toItemView))].sort(byDate),
  );
}

export interface CategoryTotal {
  category: InvoiceCategory | null;
  count: number;
  amountCents: number;
}

/** Totals per category: classes taught (null), bonus, health, missed class, tech issues, no students. */
export function categoryTotals(items: readonly InvoiceItemView[]): CategoryTotal[] {
  const totals = new Map<string, CategoryTotal>();
  for (const item of items) {
    const key = item.category ?? 'taught';
    const entry = totals.get(key) ?? { category: item.category, count: 0, amountCents: 0 };
    entry.count += 1;
    entry.amountCents += item.amountCents;
    totals.set(key, entry);
  }
  return [...totals.values()];
}

/** Lines not invoiced yet, as one pending invoice per month of the teacher's zone (latest first). */
async function pendingInvoices(db: Db, teacherId: string): Promise<InvoiceView[]> {
  const [profile] = await db
    .select({ timezone: teacherProfiles.timezone })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId))
    .limit(1);
  if (!profile) return [];
  const rows = await db
    .select()
    .from(teacherCredits)
    .where(and(eq(teacherCredits.teacherId, teacherId), isNull(teacherCredits.invoiceId)))
    .orderBy(asc(teacherCredits.earnedAt));
  const byMonth = new Map<string, InvoiceItemView[]>();
  for (const row of rows) {
    const key = `${zonedMonthKey(row.earnedAt, profile.timezone)}|${row.currency}`;
    const list = byMonth.get(key) ?? [];
    list.push(toItemView(row));
    byMonth.set(key, list);
  }
  return [...byMonth.entries()]
    .map(([key, items]) => {
      const [month, currency] = key.split('|');
      const period = invoicePeriod(month, profile.timezone);
      return {
        id: `pending:${month}${byMonth.size > 1 && currency ? `:${currency}` : ''}`,
        number: null,
        uniqueId: null,
        month,
        date: period.readyAt,
        periodStart: period.start,
        periodEnd: period.end,
        totalCents: items.reduce((sum, i) => sum + i.amountCents, 0),
        currency: currency as Currency,
        pending: true,
        pdfUrl: null,
        itemCount: items.length,
        pendingItems: items,
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** The invoices page: what is still running (pending), then the invoices made, latest first. */
export async function teacherInvoicesOf(db: Db, teacherId: string): Promise<InvoiceView[]> {
  const [pending, stored] = await Promise.all([
    pendingInvoices(db, teacherId),
    db.select().from(teacherInvoices).where(eq(teacherInvoices.teacherId, teacherId)).orderBy(desc(teacherInvoices.month)),
  ]);
  return [...pending, ...stored.map(storedInvoiceView)];
}

export async function teacherInvoiceById(db: Db, teacherId: string, id: string): Promise<InvoiceView | null> {
  if (id.startsWith('pending:')) return (await pendingInvoices(db, teacherId)).find((i) => i.id === id) ?? null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [invoice] = await db
    .select()
    .from(teacherInvoices)
    .where(and(eq(teacherInvoices.id, id), eq(teacherInvoices.teacherId, teacherId)))
    .limit(1);
  return invoice ? storedInvoiceView(invoice) : null;
}

/** The teacher's pay terms and the zone their months and log times are read in. */
export async function payTermsOf(db: Db, teacherId: string) {
  const [row] = await db
    .select({
      timezone: teacherProfiles.timezone,
      timeFormat: teacherProfiles.timeFormat,
      currency: teacherProfiles.currency,
      hourlyRateCents: teacherProfiles.hourlyRateCents,
    })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, currency: row.currency as Currency };
}
