import type { AdminRole, CloseAccountInput, ErrorCode } from '@parla/contracts';
import { type AdminRight, DomainError, adminMay, notFound } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { adminAccounts, adminNotes, appointments, curricula, modules, studentProfiles } from '../../db/schema/index.ts';
import { auditing, noteForAudit } from '../audit/audit-context.ts';
import { cancelClass } from '../classes/cancellation.service.ts';
import { isUuid } from '../classes/class-queries.ts';
import { closeAccountOf } from '../identity/account-closure.service.ts';
import { requestPasswordReset } from '../identity/reset.service.ts';
import { findUserById } from '../identity/user.service.ts';
import { type AdminNoteView, type AdminStudentPage, adminStudentPage, notesOf } from './student-page.service.ts';

/** An admin's back-office role; an admin without a row is `full` (decision 098). */
export async function adminRoleOf(db: Db, adminId: string): Promise<AdminRole> {
  const [row] = await db.select({ role: adminAccounts.role }).from(adminAccounts).where(eq(adminAccounts.userId, adminId)).limit(1);
  return (row?.role as AdminRole | undefined) ?? 'full';
}

/** Refuses an admin whose role lacks the right, with the code the right's refusal names. */
export async function requireAdminRight(
  db: Db,
  adminId: string,
  right: AdminRight,
  code: ErrorCode = 'admin_right_missing',
): Promise<void> {
  if (!adminMay(await adminRoleOf(db, adminId), right)) throw new DomainError(code);
}

async function studentOrNotFound(app: FastifyInstance, studentId: string) {
  if (!isUuid(studentId)) throw notFound();
  const user = await findUserById(app.db, studentId);
  if (!user?.roles.includes('student') || user.isGuest) throw notFound();
  return user;
}

export async function addStudentNote(app: FastifyInstance, adminId: string, studentId: string, text: string): Promise<AdminNoteView[]> {
  await studentOrNotFound(app, studentId);
  await app.db.insert(adminNotes).values({ studentId, authorId: adminId, text: text.trim(), createdAt: app.clock.now() });
  return notesOf(app.db, studentId);
}

/**
 * 001 §1, §6 "admins change positions": moves the student to a module (and its language). The
 * rights check answers "You are not allowed to change the position!" to an admin without the right.
 */
export async function changeStudentModule(
  app: FastifyInstance,
  adminId: string,
  studentId: string,
  moduleId: string,
): Promise<AdminStudentPage> {
  await requireAdminRight(app.db, adminId, 'change_position', 'position_change_forbidden');
  await studentOrNotFound(app, studentId);
  if (!isUuid(moduleId)) throw notFound();
  const [target] = await app.db
    .select({ id: modules.id, sectionId: curricula.sectionId })
    .from(modules)
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .where(eq(modules.id, moduleId))
    .limit(1);
  if (!target) throw notFound();
  const now = app.clock.now();
  if (auditing()) {
    const [before] = await app.db
      .select({ sectionId: studentProfiles.sectionId, moduleId: studentProfiles.moduleId, sublevel: studentProfiles.sublevel })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, studentId));
    noteForAudit({ before: before ?? null });
  }
  await app.db
    .insert(studentProfiles)
    .values({ userId: studentId, sectionId: target.sectionId, moduleId: target.id, sublevel: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: studentProfiles.userId,
      // A new module starts at its first sublevel: the old one belonged to the old module.
      set: { sectionId: target.sectionId, moduleId: target.id, sublevel: null, updatedAt: now },
    });
  return adminStudentPage(app, studentId);
}

/** A cancellation on the student's behalf, before the class starts, with or without the credit back. */
export async function cancelStudentClass(app: FastifyInstance, appointmentId: string, refund: boolean) {
  if (!isUuid(appointmentId)) throw notFound();
  const [row] = await app.db
    .select({ studentId: appointments.studentId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!row) throw notFound();
  return { ...(await cancelClass(app, row.studentId, appointmentId, false, { refund })), studentId: row.studentId };
}

/** The student's usual reset e-mail (same link, same quota as "Forgot password"). */
export async function sendStudentPasswordReset(app: FastifyInstance, studentId: string): Promise<boolean> {
  const user = await studentOrNotFound(app, studentId);
  if (user.closedAt) throw new DomainError('account_closed', undefined, { date: user.closedAt.toISOString().slice(0, 10) });
  await requestPasswordReset(app, user.email);
  return true;
}

/** Closes the account on the student's request (the same closure as their own: classes, plans, sessions, erasure). */
export async function closeStudentAccount(
  app: FastifyInstance,
  adminId: string,
  studentId: string,
  input: Pick<CloseAccountInput, 'reason' | 'feedback'>,
): Promise<{ closedAt: Date; erasureAt: Date }> {
  await requireAdminRight(app.db, adminId, 'close_accounts');
  const user = await studentOrNotFound(app, studentId);
  return closeAccountOf(app, user, input);
}
