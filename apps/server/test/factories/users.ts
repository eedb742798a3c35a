import { eq } from 'drizzle-orm';
import { studentProfiles, teacherPayoutDetails, teacherProfiles, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/identity/password.service.ts';
import type { Catalogue } from './catalogue.ts';
import { type FactoryApp, uniqueTag } from './context.ts';
import { buildCredits } from './credits.ts';
import type { StudentOverrides as SharedStudentOverrides, TeacherOverrides } from './overrides.ts';

export interface TestUser {
  id: string;
  email: string;
  roles: string[];
}

/** Strong enough for zxcvbn (score >= 2) and on no breach list. */
export const STRONG_PASSWORD = 'Quiet-Harbor-Lantern-42';
export const OTHER_STRONG_PASSWORD = 'Velvet-Canyon-Orbit-77';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  roles?: string[];
  isGuest?: boolean;
  locale?: string;
  firstName?: string;
}

/** An account with a real argon2 password hash, for the sign-in tests (registration has its own). */
export async function buildUser(app: FactoryApp, overrides: UserOverrides = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: overrides.firstName ?? 'Anna',
      lastName: 'Schmidt',
      roles: overrides.roles ?? ['student'],
      isGuest: overrides.isGuest ?? false,
      locale: overrides.locale ?? 'en',
      createdAt: app.clock.now(),
    })
    .returning();
  return { ...user, password };
}

/** The shared overrides (./overrides.ts, as e2e's buildStudent), plus what only rows can say. */
export interface StudentOverrides extends SharedStudentOverrides {
  /** Places the student in the catalogue's module. */
  catalogue?: Catalogue;
  timeFormat?: string;
  /** false: the e-mail is not verified yet (default verified). */
  emailVerified?: boolean;
}

/** A verified student, placed in the catalogue's module, with one grant per kind asked for. */
export async function buildStudent(app: FactoryApp, overrides: StudentOverrides = {}): Promise<TestUser> {
  const now = app.clock.now();
  const email = `student.${uniqueTag(5)}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      firstName: overrides.firstName ?? 'Mia',
      lastName: 'Keller',
      roles: ['student'],
      timezone: overrides.timezone ?? 'Europe/Berlin',
      locale: overrides.locale ?? 'en',
      timeFormat: overrides.timeFormat ?? 'ISO8601',
      emailVerifiedAt: overrides.emailVerified === false ? null : now,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (overrides.catalogue) {
    await app.db.insert(studentProfiles).values({
      userId: user.id,
      sectionId: overrides.catalogue.sectionId,
      moduleId: overrides.catalogue.moduleId,
      sublevel: 1,
      preferredClassTime: overrides.preferredClassTime ?? null,
    });
  }
  for (const kind of ['group', 'private'] as const) {
    const amount = overrides[kind] ?? 0;
    if (amount > 0) await buildCredits(app, [user.id], { kind, amount });
  }
  return { id: user.id, email, roles: ['student'] };
}

/**
 * Many verified students of the catalogue's module in one insert, sharing one precomputed
 * password hash (argon2 costs ~50 ms each): for the race tests.
 */
export async function buildStudents(
  app: FactoryApp,
  catalogue: Catalogue,
  count: number,
  overrides: { passwordHash: string },
): Promise<{ id: string; email: string }[]> {
  const now = app.clock.now();
  const tag = uniqueTag();
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `race.${tag}.${i}@example.com`,
        passwordHash: overrides.passwordHash,
        firstName: 'Race',
        lastName: `Student ${i}`,
        roles: ['student'],
        emailVerifiedAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await app.db
    .insert(studentProfiles)
    .values(rows.map((r) => ({ userId: r.id, sectionId: catalogue.sectionId, moduleId: catalogue.moduleId, sublevel: 1 })));
  return rows;
}

/**
 * An onboarded teacher of the catalogue's section. The shared overrides (./overrides.ts, as e2e's
 * buildTeacher) and any other profile column, overridden straight in the table.
 */
export async function buildTeacher(
  app: FactoryApp,
  catalogue?: Catalogue,
  overrides: TeacherOverrides & Partial<typeof teacherProfiles.$inferInsert> = {},
): Promise<TestUser> {
  const { firstName, lastName, ...profile } = overrides;
  const email = `teacher.${uniqueTag(5)}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({ email, firstName: firstName ?? 'Tom', lastName: lastName ?? 'Lehrer', roles: ['teacher'] })
    .returning({ id: users.id });
  await app.db.insert(teacherProfiles).values({
    userId: user.id,
    uid: `t${uniqueTag(5)}`,
    aboutMe: 'I love teaching.',
    country: 'DE',
    gender: 'masculine',
    languages: [{ language: 'German', fluency: 'Native' }],
    sectionIds: catalogue ? [catalogue.sectionId] : [],
    isOnboarded: true,
  });
  if (Object.keys(profile).length > 0) await app.db.update(teacherProfiles).set(profile).where(eq(teacherProfiles.userId, user.id));
  return { id: user.id, email, roles: ['teacher'] };
}

/**
 * Saved payout details (bank transfer to a valid German IBAN), as if the teacher had confirmed the
 * e-mailed code: tests of the code itself go through requestPayoutDetailsCode/updatePayoutDetails.
 */
export async function buildPayoutDetails(app: FactoryApp, teacherId: string): Promise<void> {
  await app.db.insert(teacherPayoutDetails).values({
    teacherId,
    address: 'Kastanienallee 12',
    city: 'Berlin',
    state: 'Berlin',
    postalCode: '10435',
    country: 'DE',
    paymentMethod: 'BankTransfer',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  });
}

export async function buildAdmin(app: FactoryApp): Promise<TestUser> {
  const email = `admin.${uniqueTag(5)}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({ email, firstName: 'Ada', lastName: 'Admin', roles: ['admin'] })
    .returning({ id: users.id });
  return { id: user.id, email, roles: ['admin'] };
}
