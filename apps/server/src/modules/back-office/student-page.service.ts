import { notFound } from '@parla/domain';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  adminNotes,
  appointments,
  classes,
  curricula,
  creditLedger,
  exerciseResults,
  lessons,
  modules,
  purchases,
  sections,
  studentProfiles,
  subscriptions,
  users,
  vocabularyCards,
  vocabularyReviewLogs,
} from '../../db/schema/index.ts';
import { type CreditsInfo, creditsInfo } from '../commerce/credits/credits.service.ts';
import { isUuid } from '../classes/class-queries.ts';

export interface AdminStudentPage {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  studentId: string | null;
  phoneNumber: string | null;
  timezone: string;
  locale: string;
  createdAt: Date;
  closedAt: Date | null;
  sectionId: string | null;
  sectionName: string | null;
  moduleId: string | null;
  moduleName: string | null;
  credits: CreditsInfo;
}

/** The student's profile for the back office, or not_found (not a student, or not a UUID: decision 084). */
export async function adminStudentPage(app: FastifyInstance, studentId: string): Promise<AdminStudentPage> {
  if (!isUuid(studentId)) throw notFound();
  const [row] = await app.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      studentId: users.studentId,
      phoneNumber: users.phoneNumber,
      timezone: users.timezone,
      locale: users.locale,
      createdAt: users.createdAt,
      closedAt: users.closedAt,
      roles: users.roles,
      sectionId: studentProfiles.sectionId,
      sectionName: sections.name,
      moduleId: studentProfiles.moduleId,
      moduleName: modules.name,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(sections, eq(sections.id, studentProfiles.sectionId))
    .leftJoin(modules, eq(modules.id, studentProfiles.moduleId))
    .where(eq(users.id, studentId))
    .limit(1);
  if (!row?.roles.includes('student')) throw notFound();
  const { roles: _roles, ...rest } = row;
  return { ...rest, credits: await creditsInfo(app.db, studentId, app.clock.now()) };
}

export interface AdminSubscriptionView {
  id: string;
  type: string;
  status: string;
  currency: string;
  priceCents: number;
  currentPeriodEnd: Date | null;
  createdAt: Date;
}

export async function subscriptionsOf(db: Db, studentId: string): Promise<AdminSubscriptionView[]> {
  return db
    .select({
      id: subscriptions.id,
      type: subscriptions.type,
      status: subscriptions.status,
      currency: subscriptions.currency,
      priceCents: subscriptions.priceCents,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.studentId, studentId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(20);
}

export interface AdminPurchaseView {
  id: string;
  type: string;
  status: string;
  currency: string;
  totalCents: number;
  createdAt: Date;
  paidAt: Date | null;
}

export async function purchasesOf(db: Db, studentId: string): Promise<AdminPurchaseView[]> {
  return db
    .select({
      id: purchases.id,
      type: purchases.type,
      status: purchases.status,
      currency: purchases.currency,
      totalCents: purchases.chargeTotalCents,
      createdAt: purchases.createdAt,
      paidAt: purchases.paidAt,
    })
    .from(purchases)
    .where(and(eq(purchases.studentId, studentId), sql`${purchases.status} <> 'draft'`))
    .orderBy(desc(purchases.createdAt))
    .limit(50);
}

export interface AdminLedgerRow {
  id: string;
  kind: string;
  delta: number;
  reason: string;
  note: string | null;
  createdAt: Date;
}

export async function ledgerOf(db: Db, studentId: string, limit: number): Promise<AdminLedgerRow[]> {
  return db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.studentId, studentId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}

export interface AdminStudentClassView {
  appointmentId: string;
  classUid: string;
  startAt: Date;
  type: string;
  classStatus: string;
  appointmentStatus: string;
  attendance: string | null;
  lessonTitle: string;
  moduleName: string;
}

/** The student's classes: upcoming ones soonest first, past ones latest first. */
export async function classesOf(db: Db, studentId: string, when: 'upcoming' | 'past', now: Date): Promise<AdminStudentClassView[]> {
  return db
    .select({
      appointmentId: appointments.id,
      classUid: classes.uid,
      startAt: classes.startAt,
      type: classes.type,
      classStatus: classes.status,
      appointmentStatus: appointments.status,
      attendance: appointments.attendance,
      lessonTitle: lessons.title,
      moduleName: modules.name,
    })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .where(and(eq(appointments.studentId, studentId), when === 'upcoming' ? gte(classes.startAt, now) : lt(classes.startAt, now)))
    .orderBy(when === 'upcoming' ? classes.startAt : desc(classes.startAt))
    .limit(50);
}

export interface AdminPracticeProgress {
  vocabularyCards: number;
  reviews: number;
  exercisesDone: number;
}

export async function practiceProgressOf(db: Db, studentId: string): Promise<AdminPracticeProgress> {
  const [[cards], [reviews], [exercises]] = await Promise.all([
    db.select({ n: count() }).from(vocabularyCards).where(eq(vocabularyCards.studentId, studentId)),
    db.select({ n: count() }).from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.studentId, studentId)),
    db
      .select({ n: count() })
      .from(exerciseResults)
      .where(and(eq(exerciseResults.studentId, studentId), sql`${exerciseResults.status} <> 'pending'`)),
  ]);
  return { vocabularyCards: cards.n, reviews: reviews.n, exercisesDone: exercises.n };
}

export interface AdminNoteView {
  id: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

export async function notesOf(db: Db, studentId: string): Promise<AdminNoteView[]> {
  const rows = await db
    .select({
      id: adminNotes.id,
      text: adminNotes.text,
      authorId: adminNotes.authorId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: adminNotes.createdAt,
    })
    .from(adminNotes)
    .leftJoin(users, eq(users.id, adminNotes.authorId))
    .where(eq(adminNotes.studentId, studentId))
    .orderBy(desc(adminNotes.createdAt), desc(adminNotes.id));
  return rows.map(({ firstName, lastName, ...r }) => ({ ...r, authorName: `${firstName ?? ''} ${lastName ?? ''}`.trim() || '—' }));
}

export interface AdminModuleOption {
  id: string;
  name: string;
  code: string;
  sectionName: string;
}

/** Every module, by language then course order: the position picker of a student's page. */
export async function moduleOptions(db: Db): Promise<AdminModuleOption[]> {
  return db
    .select({ id: modules.id, name: modules.name, code: modules.code, sectionName: sections.name })
    .from(modules)
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .innerJoin(sections, eq(sections.id, curricula.sectionId))
    .orderBy(sections.name, curricula.name, modules.position);
}
