import type { AvailabilityPattern, DayHours, Weekday } from '@parla/domain';
import { localHourOf, rangesToDay, resolveLocalHour } from '@parla/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { teacherAvailability, teacherProfiles } from '../../db/schema/index.ts';

const DEFAULT_TIMEZONE = 'Europe/Berlin';

export async function teacherTimezone(db: Db | Tx, teacherId: string): Promise<string> {
  const [profile] = await db
    .select({ timezone: teacherProfiles.timezone })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  return profile?.timezone ?? DEFAULT_TIMEZONE;
}

/**
 * The teacher's standard pattern and the exact days among `dateKeys` (local dates), read
 * into the pure AvailabilityPattern the domain resolves.
 */
export async function loadAvailabilityPattern(db: Db | Tx, teacherId: string, dateKeys: readonly string[]): Promise<AvailabilityPattern> {
  const keys = [...new Set(dateKeys)];
  // One query: the whole weekly pattern and the exact rows of the dates asked about.
  const rows = await db
    .select()
    .from(teacherAvailability)
    .where(
      and(
        eq(teacherAvailability.teacherId, teacherId),
        keys.length === 0
          ? eq(teacherAvailability.availabilityType, 'standard')
          : or(eq(teacherAvailability.availabilityType, 'standard'), inArray(teacherAvailability.date, keys)),
      ),
    );
  const standardRows = rows.filter((row) => row.availabilityType === 'standard');
  const exactRows = rows.filter((row) => row.availabilityType === 'exact');
  const standard: Partial<Record<Weekday, DayHours>> = {};
  const byWeekday = new Map<Weekday, typeof standardRows>();
  for (const row of standardRows) {
    const weekday = row.dayOfWeek as Weekday;
    byWeekday.set(weekday, [...(byWeekday.get(weekday) ?? []), row]);
  }
  for (const [weekday, rows] of byWeekday) standard[weekday] = rangesToDay(rows.map(toRange));
  const byDate = new Map<string, typeof exactRows>();
  for (const row of exactRows) byDate.set(row.date as string, [...(byDate.get(row.date as string) ?? []), row]);
  const exact = new Map<string, DayHours>();
  for (const [dateKey, rows] of byDate) exact.set(dateKey, rangesToDay(rows.map(toRange)));
  return { standard, exact };
}

function toRange(row: typeof teacherAvailability.$inferSelect) {
  return { availability: row.availability as 'available' | 'unavailable', startHour: row.startHour, endHour: row.endHour };
}

/**
 * The epoch-ms values of those class start instants the teacher marked available: the exact
 * availability of a date overrides the weekly standard pattern hour by hour, both read on the
 * teacher's wall clock (teacher_profiles.timezone). Used by the teacher booking page to offer
 * only classes in the teacher's available hours.
 */
export async function teacherAvailableAt(db: Db | Tx, teacherId: string, startAts: Date[]): Promise<Set<number>> {
  const available = new Set<number>();
  if (startAts.length === 0) return available;
  const timeZone = await teacherTimezone(db, teacherId);
  // One Intl call per instant: the booking page asks about a few hundred at a time.
  const locals = startAts.map((at) => localHourOf(at, timeZone));
  const pattern = await loadAvailabilityPattern(
    db,
    teacherId,
    locals.map((local) => local.dateKey),
  );
  startAts.forEach((at, index) => {
    const { dateKey, hour } = locals[index];
    if (resolveLocalHour(pattern, dateKey, hour).state === 'available') available.add(at.getTime());
  });
  return available;
}

export interface TeacherSchedulePreferences {
  timezone: string;
  timeFormat: 'AMPM' | 'ISO8601';
  weekStart: 'Sunday' | 'Monday';
}

/** The teacher's display settings (000 §3 teacherPreferences); defaults when no profile exists. */
export async function teacherSchedulePreferences(db: Db | Tx, teacherId: string): Promise<TeacherSchedulePreferences> {
  const [profile] = await db
    .select({ timezone: teacherProfiles.timezone, timeFormat: teacherProfiles.timeFormat, weekStart: teacherProfiles.weekStart })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  return {
    timezone: profile?.timezone ?? DEFAULT_TIMEZONE,
    timeFormat: (profile?.timeFormat ?? 'ISO8601') as TeacherSchedulePreferences['timeFormat'],
    weekStart: (profile?.weekStart ?? 'Monday') as TeacherSchedulePreferences['weekStart'],
  };
}
