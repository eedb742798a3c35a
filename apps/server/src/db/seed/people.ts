import { randomBytes } from 'node:crypto';
import { type Algorithm, hash } from '@node-rs/argon2';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { creditGrants, creditLedger, studentProfiles, teacherProfiles, users } from '../schema/index.ts';
import type { Catalogue } from './sections-and-curricula.ts';
import { ADMIN, type BookingHabit, DAY, DEMO_PASSWORD, STUDENTS, TEACHERS } from './people-data.ts';
import { stableUid } from './determinism.ts';
import type { ModuleLevel } from './content/index.ts';

// Algorithm is an ambient const enum (unusable under verbatimModuleSyntax); 2 is Argon2id.
const ARGON2ID: Algorithm = 2;
/** The same cost as identity's password.service.ts (OWASP argon2id baseline), so demo logins verify normally. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface SeededTeacher {
  id: string;
  email: string;
  sectionSlugs: string[];
  isOnboarded: boolean;
  isB2G: boolean;
  canTeachGroup: boolean;
  canTeachPrivate: boolean;
  pausedFrom: Date | null;
  pausedUntil: Date | null;
}

/** A grant the class seed may spend from; `remaining` is decremented in memory, then saved. */
export interface SpendableGrant {
  id: string;
  kind: 'group' | 'private';
  remaining: number;
  spent: number;
}

export interface SeededStudent {
  id: string;
  email: string;
  sectionSlug: string;
  level: ModuleLevel;
  habit: BookingHabit;
  grants: { group?: SpendableGrant; private?: SpendableGrant };
}

export interface People {
  adminId: string;
  teachers: SeededTeacher[];
  students: SeededStudent[];
  demoStudentId: string;
  usersInserted: number;
  grantsInserted: number;
}

function teacherPause(index: number, now: Date) {
  const pause = TEACHERS[index].pause;
  if (!pause) return { pausedFrom: null, pausedUntil: null };
  return { pausedFrom: new Date(now.getTime() + pause.fromDays * DAY), pausedUntil: new Date(now.getTime() + pause.untilDays * DAY) };
}

/** Users, teacher and student profiles, and credit grants with their opening ledger rows. */
export async function seedPeople(tx: Tx, catalogue: Catalogue, now: Date): Promise<People> {
  const emails = [ADMIN.email, ...TEACHERS.map((t) => t.email), ...STUDENTS.map((s) => s.email)];
  const existing = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const existingEmails = new Set(existing.map((u) => u.email));

  let usersInserted = 0;
  if (existingEmails.size < emails.length) {
    // argon2 costs tens of milliseconds by design: hash once, and only when someone is missing.
    const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
    const joined = new Date(now.getTime() - 90 * DAY);
    const common = { createdAt: joined, updatedAt: joined, privacyAcceptedAt: joined, termsAcceptedAt: joined, ageConfirmedAt: joined };
    const rows: (typeof users.$inferInsert)[] = [
      {
        ...common,
        email: ADMIN.email,
        passwordHash,
        firstName: ADMIN.firstName,
        lastName: ADMIN.lastName,
        roles: ['admin'],
        emailVerifiedAt: joined,
      },
      ...TEACHERS.map((t) => ({
        ...common,
        email: t.email,
        passwordHash,
        firstName: t.firstName,
        lastName: t.lastName,
        roles: ['teacher'],
        timezone: t.timezone,
        timeFormat: t.timeFormat,
        weekStart: t.weekStart,
        countryCode: t.country,
        emailVerifiedAt: joined,
        calendarToken: randomBytes(32).toString('base64url'),
      })),
      ...STUDENTS.map((s, index) => ({
        ...common,
        email: s.email,
        passwordHash: s.guest ? null : passwordHash,
        firstName: s.firstName,
        lastName: s.lastName,
        roles: ['student'],
        isGuest: s.guest ?? false,
        timezone: s.timezone,
        countryCode: s.countryCode,
        emailVerifiedAt: s.verified ? joined : null,
        // A reserved range (S90xxxxx) so the demo numbers read as demo numbers.
        studentId: `S${String(9_000_001 + index)}`,
        calendarToken: randomBytes(32).toString('base64url'),
        marketingAgreement: index % 3 === 0,
      })),
    ];
    const inserted = await tx
      .insert(users)
      .values(rows.filter((r) => !existingEmails.has(r.email)))
      .onConflictDoNothing()
      .returning({ id: users.id });
    usersInserted = inserted.length;
  }
  const userRows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const userId = new Map(userRows.map((u) => [u.email, u.id]));

  await tx
    .insert(teacherProfiles)
    .values(
      TEACHERS.map((t, index) => ({
        userId: userId.get(t.email)!,
        uid: stableUid(`teacher:${t.email}`),
        aboutMe: t.aboutMe,
        country: t.country,
        gender: t.gender,
        languages: t.languages,
        sectionIds: t.sections.map((slug) => catalogue.get(slug)!.id),
        hourlyRateCents: t.hourlyRateCents,
        currency: t.currency,
        isContracted: t.isContracted,
        isB2G: t.isB2G,
        isOnboarded: t.isOnboarded,
        canTeachGroup: t.canTeachGroup,
        canTeachPrivate: t.canTeachPrivate,
        timeFormat: t.timeFormat,
        timezone: t.timezone,
        weekStart: t.weekStart,
        ...teacherPause(index, now),
        penaltyUntil: t.penaltyDays ? new Date(now.getTime() + t.penaltyDays * DAY) : null,
        observationOptOut: t.observationOptOut ?? false,
        priceVisible: t.isContracted,
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(studentProfiles)
    .values(
      STUDENTS.map((s) => {
        const section = catalogue.get(s.section)!;
        return {
          userId: userId.get(s.email)!,
          sectionId: section.id,
          moduleId: section.modules.get(s.level)!.id,
          sublevel: 1,
          preferredClassTime: s.preferredClassTime,
          wordsPerWeekGoal: s.habit === 'heavy' ? 150 : 50,
          goal: s.habit === 'heavy' ? 'Intense' : 'Steady',
          learningGoals: s.section === 'business-english' ? ['work'] : ['travel', 'self_development'],
          focusAreas: ['speaking', 'vocabulary'],
          spokenLanguages: s.spokenLanguages,
        };
      }),
    )
    .onConflictDoNothing();

  const grantsInserted = await seedGrants(tx, userId, now);
  const teachers = await loadTeachers(tx, catalogue, userId);
  const students = await loadStudents(tx, userId);
  return {
    adminId: userId.get(ADMIN.email)!,
    teachers,
    students,
    demoStudentId: userId.get(STUDENTS[0].email)!,
    usersInserted,
    grantsInserted,
  };
}

/** One seed grant per student and kind (natural key: source 'seed', source_ref = e-mail). */
async function seedGrants(tx: Tx, userId: Map<string, string>, now: Date): Promise<number> {
  const grantedAt = new Date(now.getTime() - 30 * DAY);
  const values = STUDENTS.flatMap((s) =>
    (
      [
        ['group', s.groupCredits],
        ['private', s.privateCredits],
      ] as const
    )
      .filter(([, amount]) => amount > 0)
      .map(([kind, amount]) => ({
        studentId: userId.get(s.email)!,
        kind,
        amount,
        remaining: amount,
        expiresAt: new Date(now.getTime() + 365 * DAY),
        source: 'seed',
        sourceRef: s.email,
        createdAt: grantedAt,
      })),
  );
  const inserted = await tx.insert(creditGrants).values(values).onConflictDoNothing().returning();
  if (inserted.length > 0) {
    await tx.insert(creditLedger).values(
      inserted.map((g) => ({
        studentId: g.studentId,
        grantId: g.id,
        kind: g.kind,
        delta: g.amount,
        reason: 'grant',
        createdAt: g.createdAt,
      })),
    );
  }
  return inserted.length;
}

async function loadTeachers(tx: Tx, catalogue: Catalogue, userId: Map<string, string>): Promise<SeededTeacher[]> {
  const ids = TEACHERS.map((t) => userId.get(t.email)!);
  const rows = await tx.select().from(teacherProfiles).where(inArray(teacherProfiles.userId, ids));
  const slugById = new Map([...catalogue.values()].map((s) => [s.id, s.slug]));
  return TEACHERS.map((t) => {
    const row = rows.find((r) => r.userId === userId.get(t.email))!;
    return {
      id: row.userId,
      email: t.email,
      sectionSlugs: row.sectionIds.map((id) => slugById.get(id)).filter((slug): slug is string => slug !== undefined),
      isOnboarded: row.isOnboarded,
      isB2G: row.isB2G,
      canTeachGroup: row.canTeachGroup,
      canTeachPrivate: row.canTeachPrivate,
      pausedFrom: row.pausedFrom,
      pausedUntil: row.pausedUntil,
    };
  });
}

async function loadStudents(tx: Tx, userId: Map<string, string>): Promise<SeededStudent[]> {
  const ids = STUDENTS.map((s) => userId.get(s.email)!);
  const grants = await tx
    .select({ id: creditGrants.id, studentId: creditGrants.studentId, kind: creditGrants.kind, remaining: creditGrants.remaining })
    .from(creditGrants)
    .where(and(inArray(creditGrants.studentId, ids), eq(creditGrants.source, 'seed')));
  return STUDENTS.map((s) => {
    const id = userId.get(s.email)!;
    const own = grants.filter((g) => g.studentId === id);
    const spendable = (kind: 'group' | 'private'): SpendableGrant | undefined => {
      const grant = own.find((g) => g.kind === kind);
      return grant ? { id: grant.id, kind, remaining: grant.remaining, spent: 0 } : undefined;
    };
    return {
      id,
      email: s.email,
      sectionSlug: s.section,
      level: s.level,
      habit: s.habit,
      grants: { group: spendable('group'), private: spendable('private') },
    };
  });
}
