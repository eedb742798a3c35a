import { levelCompletion, zonedDateKey } from '@parla/domain';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notifyStudent } from '../notifications/notifications.service.ts';
import { appointments, certificates, classes, curricula, lessons, modules, users } from '../../db/schema/index.ts';
import { loadCourseOf } from '../curriculum/course.service.ts';

/** One level (module) of the student's course with the 90% rule applied (decision 083, 088). */
export interface LevelProgress {
  moduleId: string;
  moduleName: string;
  cefrLevel: string;
  courseName: string;
  done: number;
  counted: number;
  percent: number;
  certificateAvailable: boolean;
  certificate: IssuedCertificate | null;
}

/**
 * An issued certificate. `issuedOn` is the calendar day of issue in the student's zone: the one date
 * the account page, the verification page and the PDF all print (an instant shown in each reader's
 * zone differed by a day around midnight).
 */
export interface IssuedCertificate {
  code: string;
  issuedAt: Date;
  issuedOn: string;
}

/** Crockford base32 without I, L, O, U: easy to read aloud and type. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 random bits. */
export function newVerificationCode(): string {
  const bytes = randomBytes(16);
  return [...bytes].map((b) => ALPHABET[b & 31]).join('');
}
/** K7QD2MXAP9TZ4HWC → K7QD-2MXA-P9TZ-4HWC */
export const groupCode = (code: string) => code.match(/.{1,4}/g)!.join('-');
/** What a person typed: any case, dashes and spaces ignored, O read as 0 and I/L as 1. */
export const normaliseCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** The e-mail that brings the certificate (scheduled with it, once per certificate). */
export const CERTIFICATE_EMAIL_JOB = 'certificates.email';

/**
 * Every level of the student's course, in order, with completion and the certificate. A level
 * that reached 90% and has no certificate yet gets one now (write-once by the unique index).
 * The progress-check job (lib/level-progress-check.ts) calls this after each class log and lesson
 * mark, so the certificate and its notification come when the level is reached, not when the
 * student next looks; a read still issues one the job has not yet reached.
 */
export async function levelProgressOf(app: Pick<FastifyInstance, 'db' | 'jobs'>, studentId: string, now: Date): Promise<LevelProgress[]> {
  const db = app.db;
  const course = await loadCourseOf(db, studentId, null, now);
  if (!course) return [];
  const { moduleIds, snapshot } = course;
  const [student] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, studentId)).limit(1);
  const timezone = student?.timezone ?? 'UTC';
  const issued = new Map((await db.select().from(certificates).where(eq(certificates.studentId, studentId))).map((c) => [c.moduleId, c]));
  const levels: LevelProgress[] = [];
  for (const id of moduleIds) {
    const module = snapshot.modules.get(id)!;
    const courseName = module.curriculum.name;
    const statuses = (snapshot.lessonsByModule.get(id) ?? []).map((l) => l.studentStatus ?? 'NOT_TAKEN');
    const completion = levelCompletion(statuses);
    let certificate = issued.get(id) ?? null;
    if (!certificate && completion.certificateAvailable) {
      certificate = await issueCertificate(app, studentId, { id, cefrLevel: module.cefrLevelName, courseName }, now);
    }
    levels.push({
      moduleId: id,
      moduleName: module.name,
      cefrLevel: module.cefrLevelName,
      courseName,
      done: completion.done,
      counted: completion.counted,
      percent: Math.floor(completion.share * 100),
      certificateAvailable: completion.certificateAvailable,
      certificate: certificate
        ? {
            code: groupCode(certificate.verificationCode),
            issuedAt: certificate.issuedAt,
            issuedOn: zonedDateKey(certificate.issuedAt, timezone),
          }
        : null,
    });
  }
  return levels;
}

/**
 * Inserts the level's certificate unless one exists. Only the insert that wins (the unique
 * (student, module) index decides between racing readers and jobs) tells the student: one
 * `certificateAvailable` notification and one e-mail job, in the same transaction.
 */
async function issueCertificate(
  app: Pick<FastifyInstance, 'db' | 'jobs'>,
  studentId: string,
  level: { id: string; cefrLevel: string; courseName: string },
  now: Date,
) {
  return inTransaction(app.db, async (tx) => {
    const [created] = await tx
      .insert(certificates)
      .values({ studentId, moduleId: level.id, verificationCode: newVerificationCode(), issuedAt: now })
      .onConflictDoNothing({ target: [certificates.studentId, certificates.moduleId] })
      .returning();
    if (created) {
      await notifyStudent(tx, {
        userId: studentId,
        key: 'certificateAvailable',
        params: { level: level.cefrLevel, course: level.courseName },
        now,
      });
      await app.jobs.schedule(CERTIFICATE_EMAIL_JOB, { certificateId: created.id }, { uniqueKey: `certificate-email:${created.id}` }, tx);
      return created;
    }
    const [row] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.studentId, studentId), eq(certificates.moduleId, level.id)))
      .limit(1);
    return row!;
  });
}

/** The certificate's facts for the PDF: name, level, course, first and last attended class. */
export async function certificateFacts(db: Db, studentId: string, level: LevelProgress) {
  const [student] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, timezone: users.timezone, locale: users.locale })
    .from(users)
    .where(eq(users.id, studentId))
    .limit(1);
  const [span] = await db
    .select({
      first: sql<Date | null>`min(${classes.startAt})`.mapWith((v) => (v ? new Date(v) : null)),
      last: sql<Date | null>`max(${classes.startAt})`.mapWith((v) => (v ? new Date(v) : null)),
      attended: sql<number>`count(*)`.mapWith(Number),
    })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .where(and(eq(appointments.studentId, studentId), eq(appointments.attendance, 'attended'), eq(lessons.moduleId, level.moduleId)));
  const name = `${student?.firstName ?? ''} ${student?.lastName ?? ''}`.trim() || (student?.email ?? '');
  return {
    name,
    timezone: student?.timezone ?? 'UTC',
    locale: student?.locale ?? 'en',
    first: span?.first ?? null,
    last: span?.last ?? null,
    attended: span?.attended ?? 0,
  };
}

/** A certificate by its code, for the public verification page; null when no such certificate. */
export async function verifyCertificate(db: Db, input: string) {
  const code = normaliseCode(input);
  if (!/^[0-9A-Z]{16}$/.test(code)) return null;
  const [row] = await db
    .select({
      issuedAt: certificates.issuedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      timezone: users.timezone,
      cefrLevel: modules.cefrLevelName,
      moduleName: modules.name,
      courseName: curricula.name,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.studentId))
    .innerJoin(modules, eq(modules.id, certificates.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .where(eq(certificates.verificationCode, code))
    .limit(1);
  if (!row) return null;
  return {
    code: groupCode(code),
    name: `${row.firstName} ${row.lastName}`.trim(),
    cefrLevel: row.cefrLevel,
    moduleName: row.moduleName,
    courseName: row.courseName,
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: zonedDateKey(row.issuedAt, row.timezone),
  };
}
