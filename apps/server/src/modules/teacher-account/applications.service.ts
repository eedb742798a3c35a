import { INPUT_MESSAGES } from '@parla/contracts';
import { createHmac } from 'node:crypto';
import type { TeacherApplicationStatus } from '@parla/contracts';
import { DomainError, PDF_REQUIRED_MESSAGE, ValidationError, looksLikePdf, safeFileName, notFound } from '@parla/domain';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { teacherApplicationFiles, teacherApplications } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { applicationReceivedEmail } from '../../emails/emails.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { type TeacherApplicationInput, teacherApplicationInput } from '@parla/contracts';

/** One application per e-mail address in this period: a second one is most often a double click. */
const DUPLICATE_WINDOW_MS = 30 * 24 * 60 * 60_000;
/** At most this many applications per sender address per hour. */
const MAX_PER_SENDER_PER_HOUR = 5;

export interface ApplicationFileView {
  id: string;
  kind: string;
  fileName: string;
  sizeBytes: number;
  url: string;
}

export type TeacherApplicationView = Omit<TeacherApplicationInput, 'locale'> & {
  id: string;
  reference: string;
  status: TeacherApplicationStatus;
  locale: string;
  createdAt: Date;
  reviewedAt: Date | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  teacherId: string | null;
  files: ApplicationFileView[];
};

/** A short, human reference for e-mails and phone calls. */
export const applicationReference = (id: string) => `TA-${id.slice(0, 8).toUpperCase()}`;

/**
 * The application's fields, sent as JSON in one part of the multipart submission: no route schema
 * reaches inside a multipart body, so they are parsed here (the check route declares the same schema).
 */
function checkApplication(raw: unknown): TeacherApplicationInput {
  return parseInput(teacherApplicationInput, raw);
}

function checkFiles(files: UploadedFile[]): { cv: UploadedFile; certificates: UploadedFile[] } {
  const cv = files.find((f) => f.field === 'cv');
  const certificates = files.filter((f) => f.field === 'certificates');
  const issues: { field: string; message: string }[] = [];
  if (!cv) issues.push({ field: 'cv', message: INPUT_MESSAGES.cvRequired });
  else if (!looksLikePdf(cv.data)) issues.push({ field: 'cv', message: PDF_REQUIRED_MESSAGE });
  if (certificates.some((f) => !looksLikePdf(f.data))) issues.push({ field: 'certificates', message: PDF_REQUIRED_MESSAGE });
  if (issues.length > 0) throw new ValidationError(issues);
  return { cv: cv!, certificates };
}

/**
 * Stores an application from the public form with its CV and certificates, and confirms it by
 * e-mail (000 §2 "a confirmation e-mail follows"). Fields are checked before files; the fields
 * arrive as one JSON part so that lists (spoken languages) keep their shape.
 */
export async function submitApplication(
  app: FastifyInstance,
  body: { fields: Record<string, string>; files: UploadedFile[] },
  sender: { ip: string },
): Promise<{ id: string; reference: string }> {
  let raw: unknown;
  try {
    raw = JSON.parse(body.fields.application ?? '{}');
  } catch {
    throw new ValidationError([{ field: '_', message: INPUT_MESSAGES.formUnreadable }]);
  }
  const input = checkApplication(raw);
  const { cv, certificates } = checkFiles(body.files);
  const now = app.clock.now();
  const senderHash = createHmac('sha256', app.config.jwtSecret).update(`application-sender:${sender.ip}`).digest('base64url');

  const id = await app.db.transaction(async (tx) => {
    // One applicant at a time per address, so a double submit cannot slip past the duplicate check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`teacher-application:${input.email}`}))`);
    const [duplicate] = await tx
      .select({ id: teacherApplications.id })
      .from(teacherApplications)
      .where(
        and(eq(teacherApplications.email, input.email), gt(teacherApplications.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS))),
      )
      .limit(1);
    if (duplicate) throw new DomainError('application_already_submitted');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(teacherApplications)
      .where(and(eq(teacherApplications.senderHash, senderHash), gt(teacherApplications.createdAt, new Date(now.getTime() - 60 * 60_000))));
    if (n >= MAX_PER_SENDER_PER_HOUR) throw new DomainError('too_many_applications');
    const [row] = await tx
      .insert(teacherApplications)
      .values({ ...input, status: 'new', senderHash, createdAt: now })
      .returning({ id: teacherApplications.id });
    await tx.insert(teacherApplicationFiles).values(
      [cv, ...certificates].map((file) => ({
        applicationId: row.id,
        kind: file.field === 'cv' ? 'cv' : 'certificate',
        fileName: safeFileName(file.fileName, file.field === 'cv' ? 'cv.pdf' : 'certificate.pdf'),
        sizeBytes: file.data.length,
        data: file.data,
      })),
    );
    return row.id;
  });
  const reference = applicationReference(id);
  await app.mailer.send(applicationReceivedEmail({ email: input.email, firstName: input.firstName, locale: input.locale }, reference));
  return { id, reference };
}

export const applicationFileUrl = (id: string) => `/api/admin/teacher-applications/files/${id}`;

/** The back office list (admins only, checked by the caller), newest first. */
export async function listApplications(
  db: Db,
  filter: { status?: TeacherApplicationStatus | null; id?: string; limit: number; offset: number },
): Promise<{ items: TeacherApplicationView[]; total: number }> {
  const where = and(
    filter.status ? eq(teacherApplications.status, filter.status) : undefined,
    filter.id ? eq(teacherApplications.id, filter.id) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(teacherApplications)
      .where(where)
      .orderBy(desc(teacherApplications.createdAt))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(teacherApplications).where(where),
  ]);
  const files =
    rows.length > 0
      ? await db
          .select({
            id: teacherApplicationFiles.id,
            applicationId: teacherApplicationFiles.applicationId,
            kind: teacherApplicationFiles.kind,
            fileName: teacherApplicationFiles.fileName,
            sizeBytes: teacherApplicationFiles.sizeBytes,
          })
          .from(teacherApplicationFiles)
          .where(
            inArray(
              teacherApplicationFiles.applicationId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(teacherApplicationFiles.kind), asc(teacherApplicationFiles.fileName))
      : [];
  const items = rows.map((row) => ({
    id: row.id,
    reference: applicationReference(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    countryOfResidence: row.countryOfResidence,
    languageToTeach: row.languageToTeach as TeacherApplicationInput['languageToTeach'],
    aboutMe: row.aboutMe,
    teachingExperience: row.teachingExperience as TeacherApplicationInput['teachingExperience'],
    spokenLanguages: row.spokenLanguages as TeacherApplicationInput['spokenLanguages'],
    heardFrom: row.heardFrom as TeacherApplicationInput['heardFrom'],
    heardFromWebsite: row.heardFromWebsite,
    linkedinUrl: row.linkedinUrl,
    motivation: row.motivation,
    referrerName: row.referrerName,
    referrerEmail: row.referrerEmail,
    consentOwnSchedule: row.consentOwnSchedule as true,
    consentDataProcessing: row.consentDataProcessing as true,
    locale: row.locale,
    status: row.status as TeacherApplicationStatus,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    teacherId: row.teacherId,
    files: files.filter((f) => f.applicationId === row.id).map(({ applicationId: _a, ...f }) => ({ ...f, url: applicationFileUrl(f.id) })),
  }));
  return { items, total };
}

/** new -> reviewed; a reviewed one stays reviewed, a decided one is not reopened (application_already_decided). */
export async function markApplicationReviewed(app: FastifyInstance, adminId: string, id: string): Promise<boolean> {
  const updated = await app.db
    .update(teacherApplications)
    .set({ status: 'reviewed', reviewedAt: app.clock.now(), reviewedBy: adminId })
    .where(and(eq(teacherApplications.id, id), inArray(teacherApplications.status, ['new', 'reviewed'])))
    .returning({ id: teacherApplications.id });
  if (updated.length === 0) {
    const [exists] = await app.db.select({ id: teacherApplications.id }).from(teacherApplications).where(eq(teacherApplications.id, id));
    throw exists ? new DomainError('application_already_decided') : notFound();
  }
  return true;
}

/** One application, for the review page; unknown is not_found. */
export async function applicationById(db: Db, id: string): Promise<TeacherApplicationView> {
  const { items } = await listApplications(db, { id, limit: 1, offset: 0 });
  if (!items[0]) throw notFound();
  return items[0];
}

export async function applicationFile(db: Db, fileId: string): Promise<{ fileName: string; data: Buffer } | null> {
  const [row] = await db
    .select({ fileName: teacherApplicationFiles.fileName, data: teacherApplicationFiles.data })
    .from(teacherApplicationFiles)
    .where(eq(teacherApplicationFiles.id, fileId))
    .limit(1);
  return row ?? null;
}
