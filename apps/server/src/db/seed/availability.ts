import {
  type AvailabilityState,
  type Weekday,
  addDaysToKey,
  dayToRanges,
  emptyDay,
  paintDay,
  slotSizeOf,
  startOfLocalDay,
  weekStartKey,
  zonedDateKey,
} from '@parla/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { teacherAvailability, teacherProfiles, teachingHourRequests } from '../schema/index.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

const WEEKDAYS_MON_FRI: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** [weekdays, startHour, endHour] runs of a teacher's local wall clock. */
type Pattern = [Weekday[], number, number][];

/**
 * Weekday mornings and evenings in each teacher's own zone, varied so the booking page and
 * the schedule look like a real staff: the demo teacher works Monday to Friday 08-12 and
 * 17-21 plus Saturday mornings; the others rotate through three shapes.
 */
const DEMO_PATTERN: Pattern = [
  [WEEKDAYS_MON_FRI, 8, 12],
  [WEEKDAYS_MON_FRI, 17, 21],
  [['saturday'], 9, 13],
];
const PATTERNS: Pattern[] = [
  [
    [['monday', 'tuesday', 'wednesday', 'thursday'], 7, 11],
    [['monday', 'tuesday', 'wednesday', 'thursday'], 18, 21],
  ],
  [
    [['monday', 'wednesday', 'friday'], 9, 13],
    [['monday', 'wednesday', 'friday'], 16, 20],
    [['tuesday', 'thursday'], 17, 21],
  ],
  [
    [WEEKDAYS_MON_FRI, 7, 10],
    [WEEKDAYS_MON_FRI, 18, 22],
  ],
];

function standardRows(teacherId: string, pattern: Pattern, sundayOff: boolean) {
  const days = new Map<Weekday, (AvailabilityState | null)[]>();
  for (const [weekdays, start, end] of pattern) {
    for (const weekday of weekdays) days.set(weekday, paintDay(days.get(weekday) ?? emptyDay(), start, end, 'available'));
  }
  if (sundayOff) days.set('sunday', paintDay(emptyDay(), 0, 24, 'unavailable'));
  return [...days].flatMap(([weekday, day]) =>
    dayToRanges(day).map((range) => ({ teacherId, availabilityType: 'standard', dayOfWeek: weekday, ...range })),
  );
}

/** Demo data of the teacher schedule, standard and exact availability, teaching-hour requests; idempotent like the rest of the seed (ON CONFLICT DO NOTHING on natural keys). */
export async function seedAvailability(tx: Tx, _catalogue: Catalogue, people: People, now: Date): Promise<void> {
  const ids = people.teachers.map((t) => t.id);
  if (ids.length === 0) return;
  const profiles = await tx
    .select({ userId: teacherProfiles.userId, timezone: teacherProfiles.timezone })
    .from(teacherProfiles)
    .where(inArray(teacherProfiles.userId, ids));
  const zoneOf = new Map(profiles.map((p) => [p.userId, p.timezone]));
  // A teacher who already has a weekly pattern (seeded or edited) keeps it untouched.
  const withPattern = new Set(
    (
      await tx
        .selectDistinct({ teacherId: teacherAvailability.teacherId })
        .from(teacherAvailability)
        .where(and(inArray(teacherAvailability.teacherId, ids), eq(teacherAvailability.availabilityType, 'standard')))
    ).map((r) => r.teacherId),
  );
  const rows = people.teachers
    .filter((teacher) => !withPattern.has(teacher.id))
    .flatMap((teacher, index) =>
      teacher.email === 'teacher@example.com'
        ? standardRows(teacher.id, DEMO_PATTERN, true)
        : standardRows(teacher.id, PATTERNS[index % PATTERNS.length], index % 2 === 0),
    );
  if (rows.length > 0) await tx.insert(teacherAvailability).values(rows).onConflictDoNothing();

  const demo = people.teachers.find((t) => t.email === 'teacher@example.com');
  if (!demo) return;
  await seedDemoExtras(tx, demo.id, zoneOf.get(demo.id) ?? 'Europe/Berlin', now, !withPattern.has(demo.id));
}

/**
 * The demo teacher's exact dates and requests, anchored to next week so that a rerun within
 * the week adds nothing: a day off on Friday, an extra afternoon on Wednesday, one open
 * request for more hours and one from the past that was taught.
 */
async function seedDemoExtras(tx: Tx, teacherId: string, timezone: string, now: Date, firstRun: boolean): Promise<void> {
  const nextWeek = addDaysToKey(weekStartKey(zonedDateKey(now, timezone), 'Monday'), 7);
  const wednesday = addDaysToKey(nextWeek, 2);
  const friday = addDaysToKey(nextWeek, 4);
  const existingExact = await tx
    .select({ date: teacherAvailability.date })
    .from(teacherAvailability)
    .where(and(eq(teacherAvailability.teacherId, teacherId), inArray(teacherAvailability.date, [wednesday, friday])));
  const taken = new Set(existingExact.map((r) => r.date));
  const exact = [
    { date: friday, availability: 'unavailable' as const, startHour: 0, endHour: 24 },
    { date: wednesday, availability: 'available' as const, startHour: 13, endHour: 17 },
  ].filter((e) => !taken.has(e.date));
  if (exact.length > 0) {
    await tx
      .insert(teacherAvailability)
      .values(exact.map((e) => ({ teacherId, availabilityType: 'exact', slotSize: slotSizeOf(e.startHour, e.endHour), ...e })))
      .onConflictDoNothing();
  }
  if (!firstRun) return;
  const [anyRequest] = await tx
    .select({ id: teachingHourRequests.id })
    .from(teachingHourRequests)
    .where(eq(teachingHourRequests.teacherId, teacherId))
    .limit(1);
  if (anyRequest) return;
  const openDate = addDaysToKey(nextWeek, 12); // Saturday in two weeks
  const pastDate = addDaysToKey(nextWeek, -12); // Saturday two weeks ago
  const at = (date: string, hour: number) => new Date(startOfLocalDay(date, timezone).getTime() + hour * 3_600_000);
  await tx
    .insert(teachingHourRequests)
    .values([
      {
        teacherId,
        date: openDate,
        slotSize: 'half',
        startHour: 12,
        endHour: 24,
        timezone,
        startAt: at(openDate, 12),
        endAt: startOfLocalDay(addDaysToKey(openDate, 1), timezone),
        note: 'I can take extra afternoon classes on this Saturday.',
        status: 'requested',
        createdAt: now,
        updatedAt: now,
      },
      {
        teacherId,
        date: pastDate,
        slotSize: 'full',
        startHour: 9,
        endHour: 13,
        timezone,
        startAt: at(pastDate, 9),
        endAt: at(pastDate, 13),
        note: '',
        status: 'completed',
        createdAt: new Date(now.getTime() - 20 * 24 * 3_600_000),
        updatedAt: at(pastDate, 13),
      },
    ])
    .onConflictDoNothing();
}
