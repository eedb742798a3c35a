import {
  type ExactAvailabilityInput,
  INPUT_MESSAGES,
  type StandardAvailabilityInput,
  type ValidationIssue,
  exactAvailabilityInput,
  slotHours,
  standardAvailabilityInput,
} from '@parla/contracts';
import {
  type AvailabilityRange,
  type AvailabilityState,
  type SlotSize,
  ValidationError,
  type Weekday,
  addDaysToKey,
  dayToRanges,
  isDateKey,
  paintDay,
  rangesToDay,
  zonedDateKey,
  notFound,
} from '@parla/domain';
import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { teacherAvailability, teacherProfiles } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';
import { teacherTimezone } from './availability.service.ts';

/** How far ahead an exact date may be set: a year is what any teacher plans. */
export const EXACT_AVAILABILITY_HORIZON_DAYS = 366;

export interface AvailabilityChange {
  slotSize: SlotSize;
  startHour?: number | null;
  endHour?: number | null;
  /** null clears the hours: a weekday has nothing set there, an exact date follows the weekly pattern again. */
  availability: AvailabilityState | null;
}

export interface AvailabilityEntryView extends AvailabilityRange {
  id: string;
  availabilityType: 'standard' | 'exact';
  dayOfWeek: Weekday | null;
  date: string | null;
}

type Row = typeof teacherAvailability.$inferSelect;

function toView(row: Row): AvailabilityEntryView {
  return {
    id: row.id,
    availabilityType: row.availabilityType as 'standard' | 'exact',
    dayOfWeek: (row.dayOfWeek as Weekday | null) ?? null,
    date: row.date ?? null,
    availability: row.availability as AvailabilityState,
    slotSize: row.slotSize as SlotSize,
    startHour: row.startHour,
    endHour: row.endHour,
  };
}

/** Locks the teacher's profile row: every availability write of one teacher runs one at a time. */
async function lockTeacher(tx: Tx, teacherId: string): Promise<void> {
  const [profile] = await tx
    .select({ userId: teacherProfiles.userId })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId))
    .for('update');
  if (!profile) throw notFound();
}

/**
 * Replaces one day of one layer (a weekday of the pattern, or an exact date) with the day
 * repainted by the change, normalised to the fewest runs. Runs under the teacher's lock, so
 * two concurrent edits of the same day both land, one after the other.
 */
async function repaintDay(tx: Tx, teacherId: string, day: { standard: Weekday } | { exact: string }, change: AvailabilityChange) {
  const { startHour, endHour } = slotHours(change);
  await lockTeacher(tx, teacherId);
  const where: SQL =
    'standard' in day
      ? and(
          eq(teacherAvailability.teacherId, teacherId),
          eq(teacherAvailability.availabilityType, 'standard'),
          eq(teacherAvailability.dayOfWeek, day.standard),
        )!
      : and(
          eq(teacherAvailability.teacherId, teacherId),
          eq(teacherAvailability.availabilityType, 'exact'),
          eq(teacherAvailability.date, day.exact),
        )!;
  const current = await tx.select().from(teacherAvailability).where(where);
  const painted = paintDay(
    rangesToDay(
      current.map((row) => ({ availability: row.availability as AvailabilityState, startHour: row.startHour, endHour: row.endHour })),
    ),
    startHour,
    endHour,
    change.availability,
  );
  await tx.delete(teacherAvailability).where(where);
  const ranges = dayToRanges(painted);
  if (ranges.length === 0) return [];
  const rows = await tx
    .insert(teacherAvailability)
    .values(
      ranges.map((range) => ({
        teacherId,
        availabilityType: 'standard' in day ? 'standard' : 'exact',
        dayOfWeek: 'standard' in day ? day.standard : null,
        date: 'exact' in day ? day.exact : null,
        availability: range.availability,
        slotSize: range.slotSize,
        startHour: range.startHour,
        endHour: range.endHour,
      })),
    )
    .returning();
  return rows.map(toView).sort((a, b) => a.startHour - b.startHour);
}

export async function setStandardAvailability(
  app: FastifyInstance,
  teacherId: string,
  raw: StandardAvailabilityInput,
): Promise<AvailabilityEntryView[]> {
  const input = parseInput(standardAvailabilityInput, raw);
  return inTransaction(app.db, (tx) => repaintDay(tx, teacherId, { standard: input.dayOfWeek }, toChange(input)));
}

function toChange(input: StandardAvailabilityInput | ExactAvailabilityInput): AvailabilityChange {
  return { slotSize: input.slotSize, startHour: input.startHour, endHour: input.endHour, availability: input.availability ?? null };
}

/** A date the teacher may still plan: from today (their zone) up to a year ahead. */
export function assertPlannableDate(date: string, today: string): void {
  const issues: ValidationIssue[] = [];
  if (!isDateKey(date)) issues.push({ category: 'validate', field: 'date', message: INPUT_MESSAGES.dateKeyInvalid });
  else if (date < today) issues.push({ category: 'validate', field: 'date', message: INPUT_MESSAGES.datePast });
  else if (date > addDaysToKey(today, EXACT_AVAILABILITY_HORIZON_DAYS)) {
    issues.push({ category: 'validate', field: 'date', message: INPUT_MESSAGES.dateTooFar });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

export async function setExactAvailability(
  app: FastifyInstance,
  teacherId: string,
  raw: ExactAvailabilityInput,
): Promise<AvailabilityEntryView[]> {
  const input = parseInput(exactAvailabilityInput, raw);
  const today = zonedDateKey(app.clock.now(), await teacherTimezone(app.db, teacherId));
  assertPlannableDate(input.date, today);
  return inTransaction(app.db, (tx) => repaintDay(tx, teacherId, { exact: input.date }, toChange(input)));
}

/** The weekly pattern and the exact dates from today on, in order (000 §7 "availability"). */
export async function listAvailability(db: Db, teacherId: string, now: Date): Promise<AvailabilityEntryView[]> {
  const today = zonedDateKey(now, await teacherTimezone(db, teacherId));
  const standard = await db
    .select()
    .from(teacherAvailability)
    .where(and(eq(teacherAvailability.teacherId, teacherId), eq(teacherAvailability.availabilityType, 'standard')));
  const exact = await db
    .select()
    .from(teacherAvailability)
    .where(
      and(
        eq(teacherAvailability.teacherId, teacherId),
        eq(teacherAvailability.availabilityType, 'exact'),
        gte(teacherAvailability.date, today),
      ),
    )
    .orderBy(asc(teacherAvailability.date), asc(teacherAvailability.startHour));
  const weekdayOrder = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const sortedStandard = standard
    .map(toView)
    .sort((a, b) => weekdayOrder.indexOf(a.dayOfWeek ?? '') - weekdayOrder.indexOf(b.dayOfWeek ?? '') || a.startHour - b.startHour);
  return [...sortedStandard, ...exact.map(toView)];
}
