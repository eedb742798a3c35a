import { randomUUID } from 'node:crypto';
import { INPUT_MESSAGES, MAX_SUPPORT_ATTACHMENT_BYTES, supportTicketInput, toLocale } from '@parla/contracts';
import { DomainError, SUPPORT_MESSAGE_POLICY, ValidationError, imageTypeOf, looksLikePdf, safeFileName } from '@parla/domain';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type SupportTicketContext, appointments, classes, lessons, supportTickets } from '../../db/schema/index.ts';
import { supportTicketSchoolEmail, supportTicketStudentEmail } from '../../emails/emails.ts';
import { parseInput } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';
import { recordThrottleHits, throttleLockedMinutes } from '../identity/throttle.service.ts';
import { findUserById } from '../identity/user.service.ts';
import type { MultipartBody } from '../../lib/multipart.ts';

const DAY_MS = 86_400_000;
/** The classes a ticket carries: those within 30 days either side of now, at most 10. */
const RECENT_CLASS_DAYS = 30;
const RECENT_CLASS_LIMIT = 10;

export const supportAttachmentRule = {
  maxBytes: MAX_SUPPORT_ATTACHMENT_BYTES,
  maxCount: 1,
  tooLarge: INPUT_MESSAGES.supportAttachmentTooLarge,
};

/** The attachment's type by its bytes (the upload checks of the teacher pages): an image or a PDF. */
function attachmentTypeOf(data: Buffer): string | null {
  return imageTypeOf(data) ?? (looksLikePdf(data) ? 'application/pdf' : null);
}

async function recentClassesOf(app: FastifyInstance, studentId: string, now: Date): Promise<SupportTicketContext['recentClasses']> {
  const rows = await app.db
    .select({ uid: classes.uid, startAt: classes.startAt, lesson: lessons.title, status: appointments.status })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .where(
      and(
        eq(appointments.studentId, studentId),
        gte(classes.startAt, new Date(now.getTime() - RECENT_CLASS_DAYS * DAY_MS)),
        lte(classes.startAt, new Date(now.getTime() + RECENT_CLASS_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(classes.startAt))
    .limit(RECENT_CLASS_LIMIT);
  return rows.map((r) => ({ uid: r.uid, startAt: r.startAt.toISOString(), lesson: r.lesson, status: r.status }));
}

/**
 * A message from the support page (issue 14): checked, stored with the student's ID and recent
 * classes, then mailed to the school's inbox and, as a receipt, to the student. 5 an hour.
 */
export async function submitSupportTicket(
  app: FastifyInstance,
  auth: Auth,
  body: MultipartBody,
): Promise<{ reference: string; createdAt: Date }> {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
  const input = parseInput(supportTicketInput, body.fields);
  const file = body.files.find((f) => f.field === 'attachment') ?? null;
  const attachmentType = file ? attachmentTypeOf(file.data) : null;
  if (file && !attachmentType) {
    throw new ValidationError([{ field: 'attachment', message: INPUT_MESSAGES.supportAttachmentType }]);
  }
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new DomainError('unauthenticated');

  const now = app.clock.now();
  const hit = { key: `support:user:${user.id}`, policy: SUPPORT_MESSAGE_POLICY };
  const minutes = await throttleLockedMinutes(app.db, [hit.key], now);
  if (minutes > 0) throw new DomainError('too_many_support_messages', undefined, { minutes });
  await recordThrottleHits(app.db, [hit], now);

  const id = randomUUID();
  const reference = `S-${id.slice(0, 8).toUpperCase()}`;
  const context: SupportTicketContext = {
    studentId: user.studentId,
    email: user.email,
    recentClasses: await recentClassesOf(app, user.id, now),
  };
  const attachmentName = file ? safeFileName(file.fileName, 'attachment') : null;
  await app.db.insert(supportTickets).values({
    id,
    userId: user.id,
    reference,
    topic: input.topic,
    message: input.message,
    context,
    attachmentName,
    attachmentType,
    attachmentSize: file?.data.length ?? null,
    attachment: file?.data ?? null,
    createdAt: now,
  });

  const facts = {
    reference,
    topic: input.topic,
    message: input.message,
    studentId: user.studentId,
    fromEmail: user.email,
    fromName: `${user.firstName} ${user.lastName}`.trim(),
    recentClasses: context.recentClasses.map(
      (c) => `${c.startAt.slice(0, 16).replace('T', ' ')} UTC · ${c.lesson} · ${c.status} · ${c.uid}`,
    ),
    attachmentName,
  };
  // The ticket is stored: a lost mail is found again from the record, so mail trouble is logged only.
  for (const email of [supportTicketSchoolEmail(facts), supportTicketStudentEmail({ ...user, locale: toLocale(user.locale) }, facts)]) {
    await app.mailer.send(email).catch((error) => app.log.error({ err: error, reference }, 'support e-mail failed'));
  }
  return { reference, createdAt: now };
}
