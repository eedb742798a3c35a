import type { ClassType, Currency, InvoiceCategory } from '@parla/contracts';
import { type BonusType, type TeacherCreditKind, zonedMonthKey, invoicePeriod } from '@parla/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
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
  items: () => Promise<InvoiceItemView[]>;
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

export function storedInvoiceView(db: Db, invoice: InvoiceRow): InvoiceView {
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
    items: async () => {
      const rows = await db
        .select()
        .from(teacherCredits)
        .where(eq(teacherCredits.invoiceId, invoice.id))
        .orderBy(asc(teacherCredits.earnedAt), asc(teacherCredits.kind));
      return rows.map(toItemView).sort(byDate);
    },
  };
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
        items: async () => [...items].sort(byDate),
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
  return [...pending, ...stored.map((invoice) => storedInvoiceView(db, invoice))];
}

export async function teacherInvoiceById(db: Db, teacherId: string, id: string): Promise<InvoiceView | null> {
  if (id.startsWith('pending:')) return (await pendingInvoices(db, teacherId)).find((i) => i.id === id) ?? null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [invoice] = await db
    .select()
    .from(teacherInvoices)
    .where(and(eq(teacherInvoices.id, id), eq(teacherInvoices.teacherId, teacherId)))
    .limit(1);
  return invoice ? storedInvoiceView(db, invoice) : null;
}
