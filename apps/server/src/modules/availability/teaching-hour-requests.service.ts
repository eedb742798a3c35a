import {
  INPUT_MESSAGES,
  type REQUEST_STATUSES,
  type TeachingHourRequestInput,
  formatErrorMessage,
  slotHours,
  teachingHourRequestInput,
} from '@parla/contracts';
import {
  DAY_MS,
  DomainError,
  HOUR_MS,
  type SlotSize,
  ValidationError,
  addDaysToKey,
  startOfLocalDay,
  zonedDateKey,
  zonedParts,
  notFound,
} from '@parla/domain';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teachingHourRequests, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { parseInput } from '../../lib/validation.ts';
import { EXACT_AVAILABILITY_HORIZON_DAYS } from './availability-edit.service.ts';
import { teacherTimezone } from './availability.service.ts';

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** 000 §5: the start of something scheduled must be at least 48 hours in the future. */
export const REQUEST_LEAD_MS = 2 * DAY_MS;
export const OPEN_REQUEST_STATUSES: RequestStatus[] = ['requested', 'scheduled'];

export interface TeachingHourRequestView {
  id: string;
  date: string;
  slotSize: SlotSize;
  startHour: number;
  endHour: number;
  timezone: string;
  startDate: Date;
  endDate: Date;
  note: string;
  status: RequestStatus;
  createdAt: Date;
  canCancel: boolean;
}

type Row = typeof teachingHourRequests.$inferSelect;

function toView(row: Row, now: Date): TeachingHourRequestView {
  const status = row.status as RequestStatus;
  return {
    id: row.id,
    date: row.date,
    slotSize: row.slotSize as SlotSize,
    startHour: row.startHour,
    endHour: row.endHour,
    timezone: row.timezone,
    startDate: row.startAt,
    endDate: row.endAt,
    note: row.note,
    status,
    createdAt: row.createdAt,
    canCancel: OPEN_REQUEST_STATUSES.includes(status) && row.startAt.getTime() > now.getTime(),
  };
}

/**
 * The instants a local run of hours [startHour, endHour) covers, walking the local day hour
 * by hour: on the spring DST day 02:00 does not exist (the run starts at 03:00), on the autumn
 * day 02:00 happens twice (both are inside); 24 is the start of the next day.
 */
function instantsOf(date: string, startHour: number, endHour: number, timeZone: string): { startAt: Date; endAt: Date } {
  const dayStart = startOfLocalDay(date, timeZone).getTime();
  const nextDayStart = startOfLocalDay(addDaysToKey(date, 1), timeZone).getTime();
  const firstAtOrAfter = (hour: number) => {
    for (let at = dayStart; at < nextDayStart; at += HOUR_MS) {
      if (zonedParts(new Date(at), timeZone).hour >= hour) return at;
    }
    return nextDayStart;
  };
  return { startAt: new Date(firstAtOrAfter(startHour)), endAt: new Date(firstAtOrAfter(endHour)) };
}

/** A teacher asks the school for teaching hours on a date (000 §3, §6). */
export async function requestTeachingHours(
  app: FastifyInstance,
  teacherId: string,
  raw: TeachingHourRequestInput,
): Promise<TeachingHourRequestView> {
  const input = parseInput(teachingHourRequestInput, raw);
  const now = app.clock.now();
  const timezone = await teacherTimezone(app.db, teacherId);
  const today = zonedDateKey(now, timezone);
  const note = input.note ?? '';
  if (input.date > addDaysToKey(today, EXACT_AVAILABILITY_HORIZON_DAYS)) {
    throw new ValidationError([{ field: 'date', message: INPUT_MESSAGES.dateTooFar }]);
  }
  const { startHour, endHour } = slotHours(input);
  const { startAt, endAt } = instantsOf(input.date, startHour, endHour, timezone);
  if (endAt.getTime() <= startAt.getTime()) {
    throw new ValidationError([{ field: 'startHour', message: INPUT_MESSAGES.hourSkipped }]);
  }
  if (startAt.getTime() < now.getTime() + REQUEST_LEAD_MS) {
    throw new ValidationError([{ field: 'date', message: formatErrorMessage('start_date_too_soon') }]);
  }
  const [row] = await app.db
    .insert(teachingHourRequests)
    .values({
      teacherId,
      date: input.date,
      slotSize: input.slotSize,
      startHour,
      endHour,
      timezone,
      startAt,
      endAt,
      note,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    })
    // The partial unique index allows one open request per date; a concurrent twin lands here too.
    .onConflictDoNothing({
      target: [teachingHourRequests.teacherId, teachingHourRequests.date],
      where: sql`status IN ('requested', 'scheduled')`,
    })
    .returning();
  if (!row) throw new ValidationError([{ field: 'date', message: formatErrorMessage('teaching_hour_request_exists') }]);
  return toView(row, now);
}

export async function listTeachingHourRequests(app: FastifyInstance, teacherId: string): Promise<TeachingHourRequestView[]> {
  const rows = await app.db
    .select()
    .from(teachingHourRequests)
    .where(eq(teachingHourRequests.teacherId, teacherId))
    .orderBy(desc(teachingHourRequests.date), desc(teachingHourRequests.createdAt))
    .limit(100);
  const now = app.clock.now();
  return rows.map((row) => toView(row, now));
}

export interface SchoolTeachingHourRequestView extends TeachingHourRequestView {
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
}

/**
 * The back office's queue (decision 099): every teacher's requests in one status, the soonest
 * hours first for the open ones (they are decided in date order), paged.
 */
export async function listTeachingHourRequestsForSchool(
  app: FastifyInstance,
  filter: { status: RequestStatus; limit: number; offset: number },
): Promise<{ items: SchoolTeachingHourRequestView[]; total: number }> {
  const where = eq(teachingHourRequests.status, filter.status);
  const open = OPEN_REQUEST_STATUSES.includes(filter.status);
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select({ request: teachingHourRequests, user: users })
      .from(teachingHourRequests)
      .innerJoin(users, eq(users.id, teachingHourRequests.teacherId))
      .where(where)
      .orderBy(open ? asc(teachingHourRequests.startAt) : desc(teachingHourRequests.startAt), asc(teachingHourRequests.id))
      .limit(filter.limit)
      .offset(filter.offset),
    app.db.select({ total: sql<number>`count(*)::int` }).from(teachingHourRequests).where(where),
  ]);
  const now = app.clock.now();
  return {
    items: rows.map(({ request, user }) => ({
      ...toView(request, now),
      teacherId: user.id,
      teacherName: `${user.firstName} ${user.lastName}`.trim(),
      teacherEmail: user.email,
    })),
    total,
  };
}

/** The teacher withdraws an open request before its hours begin. */
export async function cancelTeachingHourRequest(
  app: FastifyInstance,
  teacherId: string,
  requestId: string,
): Promise<TeachingHourRequestView> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(teachingHourRequests)
      .where(and(eq(teachingHourRequests.id, requestId), eq(teachingHourRequests.teacherId, teacherId)))
      .for('update');
    if (!row) throw notFound();
    if (!toView(row, now).canCancel) throw new DomainError('teaching_hour_request_not_cancellable');
    const [updated] = await tx
      .update(teachingHourRequests)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(teachingHourRequests.id, requestId))
      .returning();
    return toView(updated, now);
  });
}

/**
 * The school's answer to a request (back office): scheduled or unsuccessful, only while it
 * is still requested. Kept here so the state machine lives in one place.
 */
export async function decideTeachingHourRequest(
  app: FastifyInstance,
  requestId: string,
  status: 'scheduled' | 'unsuccessful',
): Promise<TeachingHourRequestView> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const [row] = await tx.select().from(teachingHourRequests).where(eq(teachingHourRequests.id, requestId)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'requested') throw new DomainError('teaching_hour_request_not_cancellable');
    noteForAudit({ before: { status: row.status } });
    const [updated] = await tx
      .update(teachingHourRequests)
      .set({ status, updatedAt: now })
      .where(eq(teachingHourRequests.id, requestId))
      .returning();
    return toView(updated, now);
  });
}

/**
 * Closes requests whose hours have ended: a scheduled one was taught (completed), one
 * still requested was never scheduled (unsuccessful). One statement each, idempotent.
 */
export async function closeEndedTeachingHourRequests(app: FastifyInstance, now: Date): Promise<number> {
  let closed = 0;
  for (const [from, to] of [
    ['scheduled', 'completed'],
    ['requested', 'unsuccessful'],
  ] as const) {
    const rows = await app.db
      .update(teachingHourRequests)
      .set({ status: to, updatedAt: now })
      .where(and(eq(teachingHourRequests.status, from), lte(teachingHourRequests.endAt, now)))
      .returning({ id: teachingHourRequests.id });
    closed += rows.length;
  }
  return closed;
}
