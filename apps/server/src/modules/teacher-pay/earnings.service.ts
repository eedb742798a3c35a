import type { BusinessModel, ClassType, Currency, LessonType } from '@parla/contracts';
import { type ClassOutcome, DomainError, classBonuses, classEarning, invoiceCategoryOf, notFound } from '@parla/domain';
import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { CLASS_LINE_KINDS, type classes, lessons, teacherCredits, teacherProfiles } from '../../db/schema/index.ts';
import { scheduleInvoiceFor } from './invoice-schedule.ts';
import type { JobRunner } from '../../lib/jobs.ts';

type ClassRow = typeof classes.$inferSelect;

export interface RecordedEarning {
  kind: string | null;
  amountCents: number;
  bonusCents: number;
  currency: Currency;
}

/**
 * Writes what a logged class earns (000 §9), inside the class log's transaction: one class
 * line (kept unique per class by teacher_credits_class_line_key, so a retried or repeated
 * log updates it instead of adding a second) and one line per automatic bonus. A class whose
 * lines are already invoiced cannot change (class_log_closed). With `jobs`, also makes sure
 * the month's invoice job is scheduled.
 */
export async function recordClassEarning(
  tx: Tx,
  klass: ClassRow,
  outcome: ClassOutcome,
  now: Date,
  /** Schedules the month's invoice job; the seed leaves it to the hourly scan. */
  jobs?: JobRunner,
): Promise<RecordedEarning> {
  const teacherId = klass.teacherId;
  if (!teacherId) throw new DomainError('no_class_log_for_class');
  const [invoiced] = await tx
    .select({ id: teacherCredits.id })
    .from(teacherCredits)
    .where(and(eq(teacherCredits.classId, klass.id), isNotNull(teacherCredits.invoiceId)))
    .limit(1);
  if (invoiced) throw new DomainError('class_log_closed');

  const [facts] = await tx
    .select({
      rate: teacherProfiles.hourlyRateCents,
      currency: teacherProfiles.currency,
      timezone: teacherProfiles.timezone,
      lessonTitle: lessons.title,
      lessonType: lessons.type,
    })
    .from(teacherProfiles)
    .innerJoin(lessons, eq(lessons.id, klass.lessonId))
    .where(eq(teacherProfiles.userId, teacherId))
    .limit(1);
  if (!facts) throw notFound();
  const currency = facts.currency as Currency;
  const durationMinutes = Math.round((klass.endAt.getTime() - klass.startAt.getTime()) / 60_000);
  const earning = classEarning({
    classType: klass.type as ClassType,
    outcome,
    hourlyRateCents: facts.rate ?? 0,
    durationMinutes,
  });
  const snapshot = { classId: klass.id, classUid: klass.uid, classTitle: facts.lessonTitle, classType: klass.type };

  if (earning.creditKind === null) {
    await tx
      .delete(teacherCredits)
      .where(and(eq(teacherCredits.classId, klass.id), isNull(teacherCredits.invoiceId), isNull(teacherCredits.createdBy)));
    return { kind: null, amountCents: 0, bonusCents: 0, currency };
  }

  await tx
    .insert(teacherCredits)
    .values({
      ...snapshot,
      teacherId,
      kind: earning.creditKind,
      category: invoiceCategoryOf(earning.creditKind),
      amountCents: earning.baseCents,
      currency,
      earnedAt: klass.startAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: teacherCredits.classId,
      // A literal predicate: the planner must see that it implies the partial index's.
      targetWhere: sql.raw(`kind IN (${CLASS_LINE_KINDS.map((k) => `'${k}'`).join(', ')})`),
      set: {
        teacherId,
        kind: earning.creditKind,
        category: invoiceCategoryOf(earning.creditKind),
        amountCents: earning.baseCents,
        currency,
        updatedAt: now,
      },
    });

  const bonuses =
    outcome === 'completed'
      ? classBonuses(
          {
            lessonType: facts.lessonType as LessonType,
            businessModelType: klass.businessModelType as BusinessModel,
            courseId: klass.courseId,
            labels: klass.labels,
          },
          earning.baseCents,
        )
      : [];
  // Automatic bonuses follow the outcome: a class re-logged as a no-show loses them.
  await tx.delete(teacherCredits).where(
    and(
      eq(teacherCredits.classId, klass.id),
      eq(teacherCredits.kind, 'Bonus'),
      isNull(teacherCredits.createdBy),
      isNull(teacherCredits.invoiceId),
      bonuses.length > 0
        ? notInArray(
            teacherCredits.bonusType,
            bonuses.map((b) => b.type),
          )
        : sql`true`,
    ),
  );
  for (const bonus of bonuses) {
    await tx
      .insert(teacherCredits)
      .values({
        ...snapshot,
        teacherId,
        kind: 'Bonus',
        bonusType: bonus.type,
        category: 'bonus',
        amountCents: bonus.amountCents,
        currency,
        earnedAt: klass.startAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [teacherCredits.classId, teacherCredits.bonusType],
        targetWhere: sql`kind = 'Bonus' AND class_id IS NOT NULL`,
        set: { amountCents: bonus.amountCents, currency, updatedAt: now },
      });
  }
  if (jobs) await scheduleInvoiceFor(tx, jobs, teacherId, klass.startAt, facts.timezone);
  return {
    kind: earning.creditKind,
    amountCents: earning.baseCents,
    bonusCents: bonuses.reduce((sum, b) => sum + b.amountCents, 0),
    currency,
  };
}
