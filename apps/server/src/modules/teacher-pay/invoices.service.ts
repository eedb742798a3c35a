import { randomBytes } from 'node:crypto';
import { addMonthsToKey, zonedMonthKey, invoicePeriod, invoiceTotalCents, latestReadyMonth } from '@parla/domain';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { teacherCredits, teacherInvoices, teacherProfiles } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';

export type InvoiceRow = typeof teacherInvoices.$inferSelect;

export interface MadeInvoice {
  invoice: InvoiceRow;
  /** False when the invoice already existed (a rerun, or another node was first). */
  created: boolean;
}

export type MakeInvoiceResult =
  | MadeInvoice
  | { invoice: null; reason: 'not_ready'; readyAt: Date }
  | { invoice: null; reason: 'nothing_to_invoice' };

/**
 * Makes the teacher's invoice of `month` (000 §3 Teacher invoice, §9 "invoice available after
 * the end of the month"): every earning line not yet invoiced and earned before the end of
 * the month (so a late adjustment of an earlier month is not lost), in the teacher's currency.
 * Exactly one invoice per teacher and month however often and on however many nodes this
 * runs: a transaction-scoped advisory lock queues concurrent runs for the same teacher and
 * month, the later one then finds the invoice; the unique key (teacher, month) backs it up.
 */
export async function makeInvoice(db: Db, teacherId: string, month: string, now: Date): Promise<MakeInvoiceResult> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`teacher-invoice:${teacherId}:${month}`}, 0))`);
    const [existing] = await tx
      .select()
      .from(teacherInvoices)
      .where(and(eq(teacherInvoices.teacherId, teacherId), eq(teacherInvoices.month, month)))
      .limit(1);
    if (existing) return { invoice: existing, created: false };

    const [profile] = await tx
      .select({ uid: teacherProfiles.uid, timezone: teacherProfiles.timezone, currency: teacherProfiles.currency })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacherId))
      .limit(1);
    if (!profile) return { invoice: null, reason: 'nothing_to_invoice' };
    const period = invoicePeriod(month, profile.timezone);
    if (now.getTime() < period.readyAt.getTime()) return { invoice: null, reason: 'not_ready', readyAt: period.readyAt };

    const lines = await tx
      .select({ id: teacherCredits.id, amountCents: teacherCredits.amountCents })
      .from(teacherCredits)
      .where(
        and(
          eq(teacherCredits.teacherId, teacherId),
          isNull(teacherCredits.invoiceId),
          lt(teacherCredits.earnedAt, period.end),
          eq(teacherCredits.currency, profile.currency),
        ),
      )
      .orderBy(asc(teacherCredits.id))
      .for('update');
    if (lines.length === 0) return { invoice: null, reason: 'nothing_to_invoice' };

    const [invoice] = await tx
      .insert(teacherInvoices)
      .values({
        number: `PT-${month}-${profile.uid}`,
        uniqueId: randomBytes(18).toString('base64url'),
        teacherId,
        month,
        timezone: profile.timezone,
        periodStart: period.start,
        periodEnd: period.end,
        issuedAt: now,
        totalCents: invoiceTotalCents(lines),
        currency: profile.currency,
        itemCount: lines.length,
      })
      .returning();
    await tx
      .update(teacherCredits)
      .set({ invoiceId: invoice.id, updatedAt: now })
      .where(
        inArray(
          teacherCredits.id,
          lines.map((l) => l.id),
        ),
      );
    return { invoice, created: true };
  });
}

/**
 * The safety net behind the per-month jobs: every teacher with lines not yet invoiced gets
 * the invoices of all months that are ready, oldest first. Returns how many were created.
 */
export async function makeDueInvoices(db: Db, now: Date, only?: { teacherId: string }): Promise<number> {
  const pending = await queryRows<{ teacher_id: string; first: Date | string; timezone: string }>(
    db,
    sql`select c.teacher_id, min(c.earned_at) as first, p.timezone
        from teacher_credits c join teacher_profiles p on p.user_id = c.teacher_id
        where c.invoice_id is null ${only ? sql`and c.teacher_id = ${only.teacherId}` : sql``}
        group by c.teacher_id, p.timezone`,
  );
  let created = 0;
  for (const row of pending) {
    const last = latestReadyMonth(now, row.timezone);
    for (let month = zonedMonthKey(new Date(row.first), row.timezone); month <= last; month = addMonthsToKey(month, 1)) {
      const result = await makeInvoice(db, row.teacher_id, month, now);
      if (result.invoice && result.created) created += 1;
    }
  }
  return created;
}
