// Tables of the teacher schedule, standard and exact availability, teaching-hour requests.
import { AVAILABILITY, AVAILABILITY_TYPES, REQUEST_STATUSES, SLOT_SIZES, WEEKDAYS } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

/**
 * One run of a teacher's local wall-clock hours [start_hour, end_hour) marked available or
 * unavailable (000 §3 Teacher availability): either on a weekday of the standard pattern or
 * on one exact date, which overrides the pattern hour by hour. Runs of one day never overlap:
 * every write replaces a day's rows under the teacher's profile row lock (docs/decisions/013).
 */
export const teacherAvailability = pgTable(
  'teacher_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    availabilityType: text('availability_type').notNull(),
    /** Standard entries: the weekday (lowercase name). */
    dayOfWeek: text('day_of_week'),
    /** Exact entries: the teacher's local date. */
    date: date('date', { mode: 'string' }),
    availability: text('availability').notNull(),
    slotSize: text('slot_size').notNull(),
    startHour: smallint('start_hour').notNull(),
    endHour: smallint('end_hour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teacher_availability_standard_key').on(t.teacherId, t.dayOfWeek, t.startHour).where(sql`availability_type = 'standard'`),
    uniqueIndex('teacher_availability_exact_key').on(t.teacherId, t.date, t.startHour).where(sql`availability_type = 'exact'`),
    index('teacher_availability_exact_date_idx').on(t.date),
    check('teacher_availability_type_check', oneOf(t.availabilityType, AVAILABILITY_TYPES)),
    check('teacher_availability_availability_check', oneOf(t.availability, AVAILABILITY)),
    check('teacher_availability_slot_size_check', oneOf(t.slotSize, SLOT_SIZES)),
    check('teacher_availability_day_of_week_check', oneOf(t.dayOfWeek, WEEKDAYS)),
    check(
      'teacher_availability_day_check',
      sql`(${t.availabilityType} = 'standard' AND ${t.dayOfWeek} IS NOT NULL AND ${t.date} IS NULL) OR (${t.availabilityType} = 'exact' AND ${t.date} IS NOT NULL AND ${t.dayOfWeek} IS NULL)`,
    ),
    check('teacher_availability_hours_check', sql`${t.startHour} >= 0 AND ${t.endHour} <= 24 AND ${t.startHour} < ${t.endHour}`),
  ],
);

/**
 * A teacher's request for more teaching hours on a date (000 §3, §6: full or half day).
 * The hours are fixed as instants when requested, so a later time-zone change does not move
 * them. requested -> cancelled (by the teacher) | scheduled (by the school) | unsuccessful
 * (the date passed unscheduled); scheduled -> completed when the date has passed.
 */
export const teachingHourRequests = pgTable(
  'teaching_hour_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotSize: text('slot_size').notNull(),
    startHour: smallint('start_hour').notNull(),
    endHour: smallint('end_hour').notNull(),
    timezone: text('timezone').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One open request per teacher and date; closed ones stay as history.
    uniqueIndex('teaching_hour_requests_open_key').on(t.teacherId, t.date).where(sql`status IN ('requested', 'scheduled')`),
    index('teaching_hour_requests_teacher_idx').on(t.teacherId, t.date),
    index('teaching_hour_requests_open_end_idx').on(t.endAt).where(sql`status IN ('requested', 'scheduled')`),
    check('teaching_hour_requests_status_check', oneOf(t.status, REQUEST_STATUSES)),
    check('teaching_hour_requests_slot_size_check', oneOf(t.slotSize, SLOT_SIZES)),
    check('teaching_hour_requests_hours_check', sql`${t.startHour} >= 0 AND ${t.endHour} <= 24 AND ${t.startHour} < ${t.endHour}`),
    check('teaching_hour_requests_time_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);
