import type { BusinessModel, ClassType, LessonType } from '@parla/contracts';
import { type ClassOutcome, classBonuses, classEarning, invoiceCategoryOf } from '@parla/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { makeDueInvoices } from '../../modules/teacher-pay/invoices.service.ts';
import type { Db, Tx } from '../client.ts';
import { classLogs, classes, lessons, teacherCredits, teacherProfiles } from '../schema/index.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

const OUTCOME_OF_STATUS: Record<string, ClassOutcome> = {
  completed: 'completed',
  no_students: 'no_students',
  technical_issue: 'technical_issue',
  missed: 'missed',
};

/**
 * Demo data of teacher pay, idempotent: the earning lines of every logged class that has none
 * yet (the same rules as a live log: classEarning and classBonuses), then every invoice that
 * is ready, as the invoice job would make it (the demo teacher's last month among them).
 */
export async function seedTeacherPay(tx: Tx, _catalogue: Catalogue, _people: People, now: Date): Promise<void> {
  const rows = await tx
    .select({
      klass: classes,
      lessonTitle: lessons.title,
      lessonType: lessons.type,
      rate: teacherProfiles.hourlyRateCents,
      currency: teacherProfiles.currency,
    })
    .from(classes)
    .innerJoin(classLogs, eq(classLogs.classId, classes.id))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, classes.teacherId))
    .leftJoin(teacherCredits, and(eq(teacherCredits.classId, classes.id), ne(teacherCredits.kind, 'Bonus'), ne(teacherCredits.kind, 'Adg')))
    .where(and(isNull(teacherCredits.id), inArray(classes.status, Object.keys(OUTCOME_OF_STATUS))));
  const values: (typeof teacherCredits.$inferInsert)[] = [];
  for (const { klass, lessonTitle, lessonType, rate, currency } of rows) {
    const outcome = OUTCOME_OF_STATUS[klass.status];
    const earning = classEarning({
      classType: klass.type as ClassType,
      outcome,
      hourlyRateCents: rate ?? 0,
      durationMinutes: Math.round((klass.endAt.getTime() - klass.startAt.getTime()) / 60_000),
    });
    if (!earning.creditKind || !klass.teacherId) continue;
    const common = {
      teacherId: klass.teacherId,
      classId: klass.id,
      classUid: klass.uid,
      classTitle: lessonTitle,
      classType: klass.type,
      currency,
      earnedAt: klass.startAt,
      createdAt: now,
      updatedAt: now,
    };
    values.push({ ...common, kind: earning.creditKind, category: invoiceCategoryOf(earning.creditKind), amountCents: earning.baseCents });
    if (outcome === 'completed') {
      const bonuses = classBonuses(
        {
          lessonType: lessonType as LessonType,
          businessModelType: klass.businessModelType as BusinessModel,
          courseId: klass.courseId,
          labels: klass.labels,
        },
        earning.baseCents,
      );
      for (const bonus of bonuses)
        values.push({ ...common, kind: 'Bonus', bonusType: bonus.type, category: 'bonus', amountCents: bonus.amountCents });
    }
  }
  for (let i = 0; i < values.length; i += 250)
    await tx
      .insert(teacherCredits)
      .values(values.slice(i, i + 250))
      .onConflictDoNothing();
  // Nested: makeInvoice runs each invoice in a savepoint of the seed's transaction.
  await makeDueInvoices(tx as unknown as Db, now);
}
