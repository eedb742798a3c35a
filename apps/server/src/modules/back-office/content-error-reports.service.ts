import { type CloseContentErrorReportInput, type ContentErrorReportStatus, closeContentErrorReportInput } from '@parla/contracts';
import { DomainError, notFound } from '@parla/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import {
  contentErrorReports,
  lessons,
  modules,
  practiceExercises,
  practiceGrammarItems,
  practiceLingobites,
  practiceVocabularyItems,
  users,
} from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { notifyStudent } from '../notifications/notifications.service.ts';

export interface ContentErrorReportView {
  id: string;
  target: string;
  targetId: string;
  /** What the student saw: the word, the exercise prompt, the grammar or Lingobite title. */
  itemText: string | null;
  lessonId: string | null;
  lessonTitle: string | null;
  moduleName: string | null;
  options: string[];
  details: string;
  status: ContentErrorReportStatus;
  studentId: string;
  studentName: string;
  studentEmail: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolutionNote: string | null;
}

const vocabulary = and(eq(contentErrorReports.target, 'vocabulary'), eq(practiceVocabularyItems.id, contentErrorReports.targetId));
const exercise = and(eq(contentErrorReports.target, 'exercise'), eq(practiceExercises.id, contentErrorReports.targetId));
const grammar = and(eq(contentErrorReports.target, 'grammar'), eq(practiceGrammarItems.id, contentErrorReports.targetId));
const lingobite = and(eq(contentErrorReports.target, 'lingobite'), eq(practiceLingobites.id, contentErrorReports.targetId));
const itemLessonId = sql<
  string | null
>`coalesce(${practiceVocabularyItems.lessonId}, ${practiceExercises.lessonId}, ${practiceGrammarItems.lessonId}, ${practiceLingobites.lessonId})`;
const itemText = sql<
  string | null
>`coalesce(${practiceVocabularyItems.term}, ${practiceExercises.task}->>'prompt', ${practiceGrammarItems.title}, ${practiceLingobites.title})`;

/** The reports with what they are about; one query whatever the target (a report names one item of four tables). */
function reportRows(db: Db | Tx) {
  return db
    .select({
      id: contentErrorReports.id,
      target: contentErrorReports.target,
      targetId: contentErrorReports.targetId,
      itemText,
      lessonId: itemLessonId,
      lessonTitle: lessons.title,
      moduleName: modules.name,
      options: contentErrorReports.options,
      details: contentErrorReports.details,
      status: sql<ContentErrorReportStatus>`${contentErrorReports.status}`,
      studentId: contentErrorReports.studentId,
      studentName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      studentEmail: users.email,
      createdAt: contentErrorReports.createdAt,
      resolvedAt: contentErrorReports.resolvedAt,
      resolutionNote: contentErrorReports.resolutionNote,
    })
    .from(contentErrorReports)
    .innerJoin(users, eq(users.id, contentErrorReports.studentId))
    .leftJoin(practiceVocabularyItems, vocabulary)
    .leftJoin(practiceExercises, exercise)
    .leftJoin(practiceGrammarItems, grammar)
    .leftJoin(practiceLingobites, lingobite)
    .leftJoin(lessons, eq(lessons.id, itemLessonId))
    .leftJoin(modules, eq(modules.id, lessons.moduleId));
}

/** A prompt can be a sentence; the notification quotes its start. */
function shortened(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The back office's list (decision 079): reports of one status, newest first, paged. */
export async function adminContentErrorReports(
  db: Db,
  options: { status: ContentErrorReportStatus; limit: number; offset: number },
): Promise<{ items: ContentErrorReportView[]; total: number }> {
  const where = eq(contentErrorReports.status, options.status);
  const [items, [{ total }]] = await Promise.all([
    reportRows(db)
      .where(where)
      .orderBy(desc(contentErrorReports.createdAt), desc(contentErrorReports.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(contentErrorReports).where(where),
  ]);
  return { items, total };
}

/**
 * Resolves or dismisses an open report. The update only matches an open row, so two admins
 * pressing "Resolve" at once write (and notify) once: the second waits for the first's row lock,
 * then finds the report closed and gets content_error_report_closed. A resolved report thanks
 * the student in-app in the same transaction.
 */
export async function closeContentErrorReport(app: FastifyInstance, adminId: string, raw: CloseContentErrorReportInput) {
  const input = parseInput(closeContentErrorReportInput, raw);
  const now = app.clock.now();
  const closedId = await app.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(contentErrorReports)
      .set({ status: input.outcome, resolvedAt: now, resolvedBy: adminId, resolutionNote: input.note || null })
      .where(and(eq(contentErrorReports.id, input.reportId), eq(contentErrorReports.status, 'open')))
      .returning({ id: contentErrorReports.id, studentId: contentErrorReports.studentId });
    if (!closed) {
      const [exists] = await tx
        .select({ id: contentErrorReports.id })
        .from(contentErrorReports)
        .where(eq(contentErrorReports.id, input.reportId));
      throw exists ? new DomainError('content_error_report_closed') : notFound();
    }
    if (input.outcome === 'resolved') {
      const [report] = await reportRows(tx).where(eq(contentErrorReports.id, closed.id));
      await notifyStudent(tx, {
        userId: closed.studentId,
        key: 'contentErrorFixed',
        params: { item: shortened(report?.itemText ?? report?.lessonTitle ?? '—') },
        now,
      });
    }
    return closed.id;
  });
  const [view] = await reportRows(app.db).where(eq(contentErrorReports.id, closedId));
  return view;
}
