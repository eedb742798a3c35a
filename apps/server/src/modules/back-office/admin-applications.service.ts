import type { TeacherApplicationStatus } from '@parla/contracts';
import { DomainError, notFound } from '@parla/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teacherApplications } from '../../db/schema/index.ts';
import { applicationRejectedEmail } from '../../emails/emails.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { applicationReference } from '../teacher-account/applications.service.ts';
import { type AdminTeacherView, adminCreateTeacher } from './back-office.service.ts';

/** Only these may still be decided; accepted and rejected are final. */
const UNDECIDED: TeacherApplicationStatus[] = ['new', 'reviewed'];

type ApplicationRow = typeof teacherApplications.$inferSelect;

/**
 * Claims an undecided application for one decision: a single conditional UPDATE, so of two
 * admins deciding at once (or one double click) exactly one gets the row and the other
 * application_already_decided. Returns the row as it was before.
 */
async function claim(
  app: FastifyInstance,
  adminId: string,
  id: string,
  status: 'accepted' | 'rejected',
  note: string | null,
): Promise<ApplicationRow> {
  const [before] = await app.db.select().from(teacherApplications).where(eq(teacherApplications.id, id)).limit(1);
  if (!before) throw notFound();
  noteForAudit({ before: { status: before.status } });
  const [claimed] = await app.db
    .update(teacherApplications)
    .set({ status, decidedAt: app.clock.now(), decidedBy: adminId, decisionNote: note })
    .where(and(eq(teacherApplications.id, id), inArray(teacherApplications.status, UNDECIDED)))
    .returning();
  if (!claimed) throw new DomainError('application_already_decided');
  return before;
}

/**
 * Accepts an application (decision 099): the applicant becomes a teacher account through the
 * back office's one invitation (adminCreateTeacher: the language they applied for, their spoken
 * languages, the first-login onboarding, an invitation e-mail in their locale). If the account
 * cannot be made (the e-mail already has one), the claim is undone so the application can be
 * decided again, and the reason is the answer.
 */
export async function acceptApplication(
  app: FastifyInstance,
  adminId: string,
  id: string,
  input: { timezone: string; note: string | null },
): Promise<AdminTeacherView> {
  const before = await claim(app, adminId, id, 'accepted', input.note);
  try {
    const teacher = await adminCreateTeacher(app, {
      email: before.email,
      firstName: before.firstName,
      lastName: before.lastName,
      sectionSlugs: [before.languageToTeach],
      timezone: input.timezone,
      languages: before.spokenLanguages,
      onboarded: false,
      locale: before.locale,
    });
    await app.db.update(teacherApplications).set({ teacherId: teacher.id }).where(eq(teacherApplications.id, id));
    return teacher;
  } catch (error) {
    await app.db
      .update(teacherApplications)
      .set({ status: before.status, decidedAt: null, decidedBy: null, decisionNote: null })
      .where(eq(teacherApplications.id, id));
    throw error;
  }
}

/** Rejects an application and tells the applicant by e-mail, in the locale they applied in, with the note if any. */
export async function rejectApplication(app: FastifyInstance, adminId: string, id: string, note: string | null): Promise<boolean> {
  const before = await claim(app, adminId, id, 'rejected', note);
  await app.mailer.send(
    applicationRejectedEmail({ email: before.email, firstName: before.firstName, locale: before.locale }, applicationReference(id), note),
  );
  return true;
}
