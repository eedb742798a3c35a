import { ACCESS_COOKIE } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../src/db/client.ts';
import { startSession } from '../src/modules/identity/session.service.ts';

/**
 * Sessions and checks of the booking race tests: after a race, seats_taken = booked
 * appointments and for every grant sum(ledger delta) = remaining (decision 003). The rows come
 * from ./factories.
 */

/**
 * Signed-in sessions without 200 argon2 verifications: the same service the login route
 * calls after checking the password, so the cookies are exactly what a login would set.
 */
export async function mintSessionCookies(app: FastifyInstance, students: { id: string }[]): Promise<string[]> {
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
