import { randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_COOKIE } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client.ts';
import {
  chapters,
  classes,
  creditGrants,
  creditLedger,
  curricula,
  lessons,
  modules,
  sections,
  studentProfiles,
  teacherProfiles,
  users,
} from '../src/db/schema/index.ts';
import { startSession } from '../src/modules/identity/session.service.ts';
import { clientHeaders } from './helper.ts';

/**
 * Fixtures for the class, curriculum and credit tests (and anyone else who needs a small
 * school): rows written straight into the tables, keeping decision 003's invariants, under
 * unique names so several fixtures share a database.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface Catalogue {
  sectionId: string;
  curriculumId: string;
  moduleId: string;
  moduleName: string;
  lessonIds: string[];
}

export interface TestUser {
  id: string;
  email: string;
  roles: string[];
}

/** One section and curriculum with a module of lessons in two chapters; `types` sets lesson types by index. */
export async function createCatalogue(
  app: FastifyInstance,
  options: { lessons?: number; types?: Record<number, string>; position?: number } = {},
): Promise<Catalogue> {
  const tag = randomBytes(4).toString('hex');
  const count = options.lessons ?? 6;
  const [section] = await app.db
    .insert(sections)
    .values({ slug: `fx-${tag}`, name: `Fixture ${tag}` })
    .returning();
  const [curriculum] = await app.db.insert(curricula).values({ sectionId: section.id, name: 'General', isDefault: true }).returning();
  const moduleName = `Fixture A1 ${tag}`;
  const [module] = await app.db
    .insert(modules)
    .values({ curriculumId: curriculum.id, name: moduleName, code: `FX-${tag}`, cefrLevelName: 'A1', position: options.position ?? 1 })
    .returning();
  const chapterRows = await app.db
    .insert(chapters)
    .values([
      { moduleId: module.id, title: 'First steps', position: 1 },
      { moduleId: module.id, title: 'Everyday life', position: 2 },
    ])
    .returning();
  const rows = await app.db
    .insert(lessons)
    .values(
      Array.from({ length: count }, (_, i) => ({
        moduleId: module.id,
        chapterId: chapterRows[i < count / 2 ? 0 : 1].id,
        number: i + 1,
        title: `Lesson ${i + 1}`,
        description: `What lesson ${i + 1} is about.`,
        learningOutcomes: [`Outcome ${i + 1}.1`, `Outcome ${i + 1}.2`],
        type: options.types?.[i] ?? 'communication',
      })),
    )
    .returning({ id: lessons.id, number: lessons.number });
  return {
    sectionId: section.id,
    curriculumId: curriculum.id,
    moduleId: module.id,
    moduleName,
    lessonIds: rows.sort((a, b) => a.number - b.number).map((r) => r.id),
  };
}

export interface StudentOptions {
  group?: number;
  private?: number;
  catalogue?: Catalogue;
  timezone?: string;
  locale?: string;
  timeFormat?: string;
  firstName?: string;
}

/** A student placed in the catalogue's module with one grant per kind (and its +amount ledger row). */
export async function createStudentWithCredits(app: FastifyInstance, options: StudentOptions = {}): Promise<TestUser> {
  const now = app.clock.now();
  const email = `student.${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? 'Mia',
      lastName: 'Keller',
      roles: ['student'],
      timezone: options.timezone ?? 'Europe/Berlin',
      locale: options.locale ?? 'en',
      timeFormat: options.timeFormat ?? 'ISO8601',
      emailVerifiedAt: now,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (options.catalogue) {
    await app.db
      .insert(studentProfiles)
      .values({ userId: user.id, sectionId: options.catalogue.sectionId, moduleId: options.catalogue.moduleId, sublevel: 1 });
  }
  for (const kind of ['group', 'private'] as const) {
    const amount = options[kind] ?? 0;
    if (amount <= 0) continue;
    const grantId = randomUUID();
    await app.db.insert(creditGrants).values({
      id: grantId,
      studentId: user.id,
      kind,
      amount,
      remaining: amount,
      expiresAt: new Date(now.getTime() + 365 * DAY),
      source: 'admin',
      createdAt: now,
    });
    await app.db.insert(creditLedger).values({ studentId: user.id, grantId, kind, delta: amount, reason: 'grant', createdAt: now });
  }
  return { id: user.id, email, roles: ['student'] };
}

export async function createTeacher(app: FastifyInstance, catalogue?: Catalogue): Promise<TestUser> {
  const email = `teacher.${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({ email, firstName: 'Tom', lastName: 'Lehrer', roles: ['teacher'] })
    .returning({ id: users.id });
  await app.db.insert(teacherProfiles).values({
    userId: user.id,
    uid: `t${randomBytes(5).toString('hex')}`,
    aboutMe: 'I love teaching.',
    country: 'DE',
    gender: 'masculine',
    languages: [{ language: 'German', fluency: 'Native' }],
    sectionIds: catalogue ? [catalogue.sectionId] : [],
    isOnboarded: true,
  });
  return { id: user.id, email, roles: ['teacher'] };
}

export async function createAdmin(app: FastifyInstance): Promise<TestUser> {
  const email = `admin.${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({ email, firstName: 'Ada', lastName: 'Admin', roles: ['admin'] })
    .returning({ id: users.id });
  return { id: user.id, email, roles: ['admin'] };
}

/** The next round hour at least `hours` from now. */
export function roundHourAhead(app: FastifyInstance, hours: number): Date {
  return new Date(Math.ceil((app.clock.now().getTime() + hours * HOUR) / HOUR) * HOUR);
}

export interface ClassOptions {
  catalogue: Catalogue;
  lessonIndex?: number;
  startAt: Date;
  type?: 'group' | 'individual' | 'trial';
  teacherId?: string | null;
}

/** An active class without bookings; staffed when `teacherId` is given. */
export async function createClass(app: FastifyInstance, options: ClassOptions) {
  const type = options.type ?? 'group';
  const [row] = await app.db
    .insert(classes)
    .values({
      uid: `c${randomBytes(5).toString('hex')}`,
      lessonId: options.catalogue.lessonIds[options.lessonIndex ?? 0],
      moduleId: options.catalogue.moduleId,
      startAt: options.startAt,
      endAt: new Date(options.startAt.getTime() + HOUR),
      type,
      capacity: type === 'individual' ? 1 : 5,
      teacherId: options.teacherId ?? null,
      confirmedAt: options.teacherId ? app.clock.now() : null,
      createdAt: app.clock.now(),
    })
    .returning();
  return row;
}

/** A signed-in session's Cookie header, minted at the current (test) clock without a password check. */
export async function loginCookies(app: FastifyInstance, user: Pick<TestUser, 'id' | 'roles'>): Promise<string> {
  const area = user.roles.includes('admin') ? 'admin' : user.roles.includes('teacher') ? 'teacher' : 'learn';
  const tokens = await startSession(app, user, { area, rememberMe: true });
  return `${ACCESS_COOKIE}=${tokens.accessToken}`;
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  /** extensions.code of the first error, if any. */
  code?: string;
}

/**
 * A GraphQL call as the web makes it. `who` is a Cookie header, or a user whose session is
 * minted for this call (so it survives the test clock jumping past the token's expiry).
 */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  who: string | Pick<TestUser, 'id' | 'roles'> | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlResult<T>> {
  const cookie = who === null ? '' : typeof who === 'string' ? who : await loginCookies(app, who);
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...clientHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query, variables },
  });
  const body = res.json<{ data?: T | null; errors?: GqlResult['errors'] }>();
  return { status: res.statusCode, data: body.data ?? null, errors: body.errors, code: body.errors?.[0]?.extensions?.code };
}

/** Grants whose ledger does not sum to `remaining` (decision 003): must always be empty. */
export async function ledgerMismatches(app: FastifyInstance): Promise<{ id: string; remaining: number; ledger: number }[]> {
  return queryRows(
    app.db,
    sql`select g.id, g.remaining, coalesce(sum(l.delta), 0)::int as ledger from credit_grants g
      left join credit_ledger l on l.grant_id = g.id group by g.id having g.remaining <> coalesce(sum(l.delta), 0)`,
  );
}

/** Classes whose seat counter differs from their booked appointments. */
export async function seatMismatches(app: FastifyInstance): Promise<{ uid: string }[]> {
  return queryRows(
    app.db,
    sql`select c.uid from classes c where c.seats_taken <> (select count(*) from appointments a where a.class_id = c.id and a.status = 'booked')`,
  );
}
