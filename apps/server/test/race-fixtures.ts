import { randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_COOKIE } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../src/db/client.ts';
import {
  appointments,
  chapters,
  classes,
  creditGrants,
  creditLedger,
  curricula,
  lessons,
  modules,
  sections,
  studentProfiles,
  users,
} from '../src/db/schema/index.ts';
import { startSession } from '../src/modules/identity/session.service.ts';

/**
 * Fixtures for the booking race tests, written straight into the tables (the booking code
 * under test must not build its own fixtures). Every row keeps the invariants of decision
 * 003: seats_taken = booked appointments, and for every grant sum(ledger delta) = remaining.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface Catalogue {
  sectionId: string;
  moduleId: string;
  lessonIds: string[];
}

export interface Student {
  id: string;
  email: string;
}

/** A section with one module of `lessonCount` lessons, under unique names so files can share a database. */
export async function insertCatalogue(db: Db, lessonCount: number): Promise<Catalogue> {
  const tag = randomBytes(4).toString('hex');
  const [section] = await db
    .insert(sections)
    .values({ slug: `race-${tag}`, name: `Race ${tag}` })
    .returning();
  const [curriculum] = await db.insert(curricula).values({ sectionId: section.id, name: 'General', isDefault: true }).returning();
  const [module] = await db
    .insert(modules)
    .values({ curriculumId: curriculum.id, name: `Race A1 ${tag}`, code: `RACE-${tag}`, cefrLevelName: 'A1', position: 1 })
    .returning();
  const [chapter] = await db.insert(chapters).values({ moduleId: module.id, title: 'Chapter 1', position: 1 }).returning();
  const rows = await db
    .insert(lessons)
    .values(
      Array.from({ length: lessonCount }, (_, i) => ({
        moduleId: module.id,
        chapterId: chapter.id,
        number: i + 1,
        title: `Race lesson ${i + 1}`,
        description: 'Fixture',
        type: 'communication',
      })),
    )
    .returning({ id: lessons.id, number: lessons.number });
  const lessonIds = rows.sort((a, b) => a.number - b.number).map((r) => r.id);
  return { sectionId: section.id, moduleId: module.id, lessonIds };
}

/** Students placed in the catalogue's module; one precomputed argon2 hash for all (hashing costs ~50 ms each). */
export async function insertStudents(db: Db, catalogue: Catalogue, count: number, passwordHash: string, now: Date): Promise<Student[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `race.${tag}.${i}@example.com`,
        passwordHash,
        firstName: 'Race',
        lastName: `Student ${i}`,
        roles: ['student'],
        emailVerifiedAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db
    .insert(studentProfiles)
    .values(rows.map((r) => ({ userId: r.id, sectionId: catalogue.sectionId, moduleId: catalogue.moduleId, sublevel: 1 })));
  return rows;
}

export interface GrantSpec {
  amount: number;
  expiresInDays: number;
}

/** Group-credit grants with their opening ledger rows (+amount), as the store would write them. */
export async function grantGroupCredits(db: Db, studentIds: string[], specs: GrantSpec[], now: Date): Promise<void> {
  const values = studentIds.flatMap((studentId) =>
    specs.map((spec) => ({
      id: randomUUID(),
      studentId,
      kind: 'group',
      amount: spec.amount,
      remaining: spec.amount,
      expiresAt: new Date(now.getTime() + spec.expiresInDays * DAY),
      source: 'admin',
      createdAt: now,
    })),
  );
  await db.insert(creditGrants).values(values);
  await db
    .insert(creditLedger)
    .values(
      values.map((g) => ({ studentId: g.studentId, grantId: g.id, kind: 'group', delta: g.amount, reason: 'grant', createdAt: now })),
    );
}

/** A round-hour group class `daysAhead` days from now (so no 48-hour or same-day rule gets in the way). */
export async function insertGroupClass(db: Db, catalogue: Catalogue, lessonId: string, daysAhead: number, now: Date) {
  const startAt = new Date(Math.floor((now.getTime() + daysAhead * DAY) / HOUR) * HOUR);
  const [row] = await db
    .insert(classes)
    .values({
      uid: `race${randomBytes(6).toString('hex')}`,
      lessonId,
      moduleId: catalogue.moduleId,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      type: 'group',
      capacity: 5,
      seatsTaken: 0,
      createdAt: now,
    })
    .returning({ id: classes.id, uid: classes.uid });
  return row;
}

/**
 * Seats taken by earlier bookings: each occupant spent their one credit (grant +1, booking -1),
 * so the class starts with seats_taken = booked appointments and every ledger sums up.
 */
export async function occupySeats(db: Db, catalogue: Catalogue, classId: string, seats: number, passwordHash: string, now: Date) {
  const occupants = await insertStudents(db, catalogue, seats, passwordHash, now);
  for (const occupant of occupants) {
    const grantId = randomUUID();
    const appointmentId = randomUUID();
    const expiresAt = new Date(now.getTime() + 365 * DAY);
    await db
      .insert(creditGrants)
      .values({ id: grantId, studentId: occupant.id, kind: 'group', amount: 1, remaining: 0, expiresAt, source: 'admin' });
    await db.insert(appointments).values({ id: appointmentId, classId, studentId: occupant.id, status: 'booked', creditKind: 'group' });
    await db.insert(creditLedger).values([
      { studentId: occupant.id, grantId, kind: 'group', delta: 1, reason: 'grant' },
      { studentId: occupant.id, grantId, kind: 'group', delta: -1, reason: 'booking', appointmentId },
    ]);
  }
  await db
    .update(classes)
    .set({ seatsTaken: sql`${classes.seatsTaken} + ${seats}` })
    .where(sql`${classes.id} = ${classId}`);
}

/**
 * Signed-in sessions without 200 argon2 verifications: the same service the login route
 * calls after checking the password, so the cookies are exactly what a login would set.
 */
export async function mintSessionCookies(app: FastifyInstance, students: Student[]): Promise<string[]> {
  return Promise.all(
    students.map(async (student) => {
      const tokens = await startSession(app, { id: student.id, roles: ['student'] }, { area: 'learn', rememberMe: false });
      return `${ACCESS_COOKIE}=${tokens.accessToken}`;
    }),
  );
}

export interface ClassSeats {
  seatsTaken: number;
  capacity: number;
  booked: number;
}

export async function classSeats(db: Db, classId: string): Promise<ClassSeats> {
  const [row] = await queryRows<ClassSeats>(
    db,
    sql`select c.seats_taken as "seatsTaken", c.capacity,
      (select count(*)::int from appointments a where a.class_id = c.id and a.status = 'booked') as booked
      from classes c where c.id = ${classId}`,
  );
  return row;
}

export interface GrantAudit {
  grantId: string;
  studentId: string;
  amount: number;
  remaining: number;
  /** The opening +amount row. */
  granted: number;
  /** Every later movement (bookings, refunds...). */
  movements: number;
  bookingRows: number;
}

/** Per grant: what the ledger says happened, to reconcile against `remaining`. */
export async function auditGrants(db: Db, studentIds: string[]): Promise<GrantAudit[]> {
  return queryRows<GrantAudit>(
    db,
    sql`select g.id as "grantId", g.student_id as "studentId", g.amount, g.remaining,
      coalesce(sum(l.delta) filter (where l.reason = 'grant'), 0)::int as granted,
      coalesce(sum(l.delta) filter (where l.reason <> 'grant'), 0)::int as movements,
      count(l.id) filter (where l.reason = 'booking')::int as "bookingRows"
      from credit_grants g left join credit_ledger l on l.grant_id = g.id
      where g.student_id in (${sql.join(
        studentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by g.id`,
  );
}

/** Booked appointments of these students that do not have exactly one -1 ledger row. */
export async function unpaidBookings(db: Db, studentIds: string[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from appointments a
      where a.status = 'booked' and a.student_id in (${sql.join(
        studentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and (select count(*) from credit_ledger l where l.appointment_id = a.id and l.delta = -1) <> 1`,
  );
  return row.n;
}
