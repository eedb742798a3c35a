import { toLocale, INPUT_MESSAGES } from '@parla/contracts';
import { ValidationError, notFound } from '@parla/domain';
import { type SQL, and, asc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  type TeacherLanguage,
  classes,
  curricula,
  lessons,
  modules,
  sections,
  studentProfiles,
  subscriptions,
  teacherProfiles,
  users,
} from '../../db/schema/index.ts';
import { CURRENT_STATUSES } from '../commerce/shared/commerce-queries.ts';
import { creditsInfo, type CreditsInfo } from '../commerce/credits/credits.service.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { hashPassword, passwordProblem } from '../identity/password.service.ts';
import { createUserToken } from '../identity/user-tokens.ts';
import { teacherInvitationEmail } from '../../emails/emails.ts';

export interface AdminStudentView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  studentId: string | null;
  createdAt: Date;
  credits: CreditsInfo;
}

/** The students list's subscription filter (decision 098): a current plan, a trial, or none. */
export type StudentSubscriptionFilter = 'current' | 'trial' | 'none';

const CURRENT_PLAN_STATUSES = sql.raw(CURRENT_STATUSES.map((s) => `'${s}'`).join(', '));

/** Students by name, e-mail or student number, newest first, with their credit balances. */
export async function adminStudents(
  app: FastifyInstance,
  options: {
    search?: string | null;
    subscription?: StudentSubscriptionFilter | null;
    sectionSlug?: string | null;
    limit: number;
    offset: number;
  },
): Promise<{ items: AdminStudentView[]; total: number }> {
  const term = options.search?.trim();
  const pattern = term ? `%${term.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const hasPlan = (statuses: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${subscriptions} s WHERE s.student_id = ${users.id} AND s.status IN (${statuses}))`;
  const where = and(
    sql`'student' = ANY(${users.roles})`,
    eq(users.isGuest, false),
    pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.studentId, pattern))
      : undefined,
    options.subscription === 'current' ? hasPlan(CURRENT_PLAN_STATUSES) : undefined,
    options.subscription === 'trial' ? hasPlan(sql`'trial'`) : undefined,
    options.subscription === 'none' ? sql`NOT ${hasPlan(CURRENT_PLAN_STATUSES)}` : undefined,
    options.sectionSlug
      ? sql`EXISTS (SELECT 1 FROM ${studentProfiles} p JOIN ${sections} sec ON sec.id = p.section_id WHERE p.user_id = ${users.id} AND sec.slug = ${options.sectionSlug})`
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        studentId: users.studentId,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(sql`${users.createdAt} desc`, asc(users.email))
      .limit(options.limit)
      .offset(options.offset),
    app.db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const now = app.clock.now();
  const items = await Promise.all(rows.map(async (r) => ({ ...r, credits: await creditsInfo(app.db, r.id, now) })));
  return { items, total };
}

export interface AdminTeacherView {
  id: string;
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  sections: string[];
  timezone: string;
  penaltyUntil: Date | null;
  pausedFrom: Date | null;
  pausedUntil: Date | null;
  deactivatedAt: Date | null;
}

export async function adminTeachers(
  db: Db,
  options: { sectionId?: string | null; withDeactivated?: boolean } = {},
): Promise<AdminTeacherView[]> {
  const rows = await db
    .select({
      id: users.id,
      uid: teacherProfiles.uid,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      sectionIds: teacherProfiles.sectionIds,
      timezone: teacherProfiles.timezone,
      penaltyUntil: teacherProfiles.penaltyUntil,
      pausedFrom: teacherProfiles.pausedFrom,
      pausedUntil: teacherProfiles.pausedUntil,
      deactivatedAt: teacherProfiles.deactivatedAt,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(
      and(
        // A deactivated teacher no longer teaches: not offered for staffing (decision 099); the
        // back office's teacher list (adminTeacherList) still finds them.
        options.withDeactivated ? undefined : isNull(teacherProfiles.deactivatedAt),
        options.sectionId ? sql`${options.sectionId}::uuid = ANY(${teacherProfiles.sectionIds})` : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  const sectionRows = await db.select({ id: sections.id, name: sections.name }).from(sections);
  const sectionName = new Map(sectionRows.map((s) => [s.id, s.name]));
  return rows.map(({ sectionIds, ...r }) => ({ ...r, sections: sectionIds.map((id) => sectionName.get(id) ?? id) }));
}

export interface AdminClassView {
  uid: string;
  startAt: Date;
  type: string;
  seatsTaken: number;
  capacity: number;
  lessonTitle: string;
  moduleName: string;
  sectionId: string;
  sectionName: string;
  teacherId: string | null;
}

/** Active upcoming classes in a range; `unstaffedOnly` keeps those still waiting for a teacher. */
export async function adminClasses(
  db: Db,
  options: { from: Date; to: Date; unstaffedOnly: boolean; limit: number },
): Promise<AdminClassView[]> {
  return db
    .select({
      uid: classes.uid,
      startAt: classes.startAt,
      type: classes.type,
      seatsTaken: classes.seatsTaken,
      capacity: classes.capacity,
      lessonTitle: lessons.title,
      moduleName: modules.name,
      sectionId: sections.id,
      sectionName: sections.name,
      teacherId: classes.teacherId,
    })
    .from(classes)
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .innerJoin(sections, eq(sections.id, curricula.sectionId))
    .where(
      and(
        eq(classes.status, 'active'),
        gte(classes.startAt, options.from),
        lt(classes.startAt, options.to),
        options.unstaffedOnly ? isNull(classes.teacherId) : undefined,
      ),
    )
    .orderBy(asc(classes.startAt), asc(classes.uid))
    .limit(options.limit);
}

export interface CreateTeacherInput {
  email: string;
  firstName: string;
  lastName: string;
  sectionSlugs: string[];
  timezone: string;
  hourlyRateCents?: number | null;
  currency?: string | null;
  languages: TeacherLanguage[];
  /** Set by the admin (tests, quick set-up); without it the teacher gets an invitation e-mail. */
  password?: string | null;
  /** False: the teacher completes the first-login onboarding before working (decision 072). */
  onboarded?: boolean;
  /** The invitation's language (an accepted application: the applicant's); default the school's. */
  locale?: string | null;
}

/**
 * Makes a teacher account (after recruitment). Without a password the teacher is e-mailed a
 * link to choose one (the reset-password page of the teacher area, a 'reset_password' token).
 */
export async function adminCreateTeacher(app: FastifyInstance, input: CreateTeacherInput): Promise<AdminTeacherView> {
  const email = input.email.trim().toLowerCase();
  if (input.password) {
    const problem = passwordProblem(input.password, [email, input.firstName, input.lastName]);
    if (problem) throw new ValidationError([{ field: 'password', message: problem }]);
  }
  const sectionRows = input.sectionSlugs.length
    ? await app.db.select({ id: sections.id, slug: sections.slug }).from(sections).where(inArray(sections.slug, input.sectionSlugs))
    : [];
  const unknown = input.sectionSlugs.filter((slug) => !sectionRows.some((s) => s.slug === slug));
  if (unknown.length) throw new ValidationError([{ field: 'sectionSlugs', message: INPUT_MESSAGES.sectionNotOffered }]);

  const now = app.clock.now();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let userId: string;
  try {
    userId = await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          roles: ['teacher'],
          timezone: input.timezone,
          emailVerifiedAt: now,
          passwordChangedAt: passwordHash ? now : null,
          calendarToken: randomBytes(24).toString('base64url'),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await tx.insert(teacherProfiles).values({
        userId: user.id,
        uid: `t${randomBytes(5).toString('hex')}`,
        languages: input.languages,
        sectionIds: sectionRows.map((s) => s.id),
        hourlyRateCents: input.hourlyRateCents ?? null,
        currency: input.currency ?? 'EUR',
        timezone: input.timezone,
        isOnboarded: input.onboarded ?? true,
        createdAt: now,
        updatedAt: now,
      });
      return user.id;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key' || constraint?.includes('(email)')) {
      throw new ValidationError([{ field: 'email', message: INPUT_MESSAGES.emailAlreadyUsed }]);
    }
    throw error;
  }
  if (!passwordHash) {
    const token = await createUserToken(app.db, userId, 'reset_password', now);
    const locale = toLocale(input.locale ?? null);
    const link = `${app.config.areas.teacher}/${locale}/resetting/reset/${encodeURIComponent(token)}`;
    await app.mailer.send(teacherInvitationEmail({ email, firstName: input.firstName.trim(), locale }, link));
  }
  const [view] = (await adminTeachers(app.db, { withDeactivated: true })).filter((t) => t.id === userId);
  if (!view) throw notFound();
  return view;
}
