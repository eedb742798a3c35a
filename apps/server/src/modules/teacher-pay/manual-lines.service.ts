import { type Currency, teacherPayLineInput } from '@parla/contracts';
import { invoiceCategoryOf, notFound } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes, lessons, teacherCredits, teacherProfiles } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';
import { scheduleInvoiceFor } from './invoice-schedule.ts';
import { type InvoiceItemView, toItemView } from './invoice-views.ts';

/** The input's rules are the contract's (the back office's pay line form checks the same, decision 099). */
export const manualLineInput = teacherPayLineInput;

/**
 * Back office: a bonus (000 §4 bonus types, default_bonus for the school's own) or an
 * adjustment (Adg, e.g. health) by hand, in the teacher's currency, invoiced with its month.
 */
export async function addManualLine(app: FastifyInstance, adminId: string, raw: unknown): Promise<InvoiceItemView> {
  const input = parseInput(manualLineInput, raw);
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const [profile] = await tx
      .select({ currency: teacherProfiles.currency, timezone: teacherProfiles.timezone })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, input.teacherId))
      .limit(1);
    if (!profile) throw notFound();
    let snapshot: { classId: string; classUid: string; classTitle: string; classType: string } | null = null;
    if (input.classUid) {
      const [row] = await tx
        .select({ id: classes.id, uid: classes.uid, type: classes.type, teacherId: classes.teacherId, title: lessons.title })
        .from(classes)
        .innerJoin(lessons, eq(lessons.id, classes.lessonId))
        .where(eq(classes.uid, input.classUid))
        .limit(1);
      if (!row || row.teacherId !== input.teacherId) throw notFound();
      snapshot = { classId: row.id, classUid: row.uid, classTitle: row.title, classType: row.type };
    }
    const kind = input.kind;
    const bonusType = kind === 'Bonus' ? (input.bonusType ?? 'default_bonus') : null;
    const earnedAt = input.date ?? now;
    const [line] = await tx
      .insert(teacherCredits)
      .values({
        ...snapshot,
        teacherId: input.teacherId,
        kind,
        bonusType,
        category: invoiceCategoryOf(kind, input.category ?? null),
        amountCents: input.amountCents,
        currency: profile.currency as Currency,
        earnedAt,
        description: input.description,
        createdBy: adminId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await scheduleInvoiceFor(tx, app.jobs, input.teacherId, earnedAt, profile.timezone);
    return toItemView(line);
  });
}
