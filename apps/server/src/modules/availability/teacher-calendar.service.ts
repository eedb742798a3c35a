import { type ClassType, INPUT_MESSAGES, type LessonType } from '@parla/contracts';
import {
  type AvailabilitySource,
  type AvailabilityState,
  type CalendarEventFlags,
  HOUR_MS,
  ValidationError,
  addDaysToKey,
  calendarEventFlags,
  classStartsOfLocalWeek,
  isDateKey,
  resolveInstant,
  weekStartKey,
  zonedDateKey,
} from '@parla/domain';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes, lessons } from '../../db/schema/index.ts';
import { type TeacherSchedulePreferences, loadAvailabilityPattern, teacherSchedulePreferences } from './availability.service.ts';

export interface CalendarEventView extends CalendarEventFlags {
  classUniqId: string;
  classType: ClassType;
  businessModelType: string;
  isCommittedByTeacher: boolean;
  classDuration: number;
  startDate: Date;
  status: string;
  lessonTitle: string;
  studentsCount: number;
}

export interface TimeSlotView {
  startDate: Date;
  /** The teacher's local date and wall-clock hour of the slot. */
  date: string;
  hour: number;
  availability: AvailabilityState;
  availabilitySource: AvailabilitySource;
  isPast: boolean;
  events: CalendarEventView[];
}

export interface TeacherCalendarView extends TeacherSchedulePreferences {
  startOfWeekDate: string;
  endOfWeekDate: string;
  previousWeekDate: string;
  nextWeekDate: string;
  today: string;
  totalAvailableClassesPerWeek: number;
  totalBookedClassesThisWeek: number;
  timeSlots: TimeSlotView[];
}

/**
 * The teacher schedule of one week (000 §2 my-schedule/{startDate}, §3 Teacher calendar):
 * every class start of the local week with its availability and the teacher's committed
 * classes. The week is the teacher's (time zone and week start from their profile); any date
 * selects the week that contains it, no date the current week. Totals: hours available this
 * week (standard pattern with the exact dates applied) and the classes committed in it.
 */
export async function teacherCalendar(app: FastifyInstance, teacherId: string, startDate: string | null): Promise<TeacherCalendarView> {
  if (startDate !== null && !(isDateKey(startDate) && startDate >= '2000-01-01' && startDate <= '2100-12-31')) {
    throw new ValidationError([{ field: 'startDate', message: INPUT_MESSAGES.dateKeyInvalid }]);
  }
  const now = app.clock.now();
  const preferences = await teacherSchedulePreferences(app.db, teacherId);
  const { timezone } = preferences;
  const today = zonedDateKey(now, timezone);
  const weekStart = weekStartKey(startDate ?? today, preferences.weekStart);
  const starts = classStartsOfLocalWeek(weekStart, timezone);
  const from = starts[0];
  const to = new Date(starts[starts.length - 1].getTime() + HOUR_MS);
  const dateKeys = Array.from({ length: 7 }, (_, i) => addDaysToKey(weekStart, i));
  const pattern = await loadAvailabilityPattern(app.db, teacherId, dateKeys);

  const rows = await app.db
    .select({
      uid: classes.uid,
      type: classes.type,
      status: classes.status,
      startAt: classes.startAt,
      endAt: classes.endAt,
      businessModelType: classes.businessModelType,
      courseId: classes.courseId,
      labels: classes.labels,
      seatsTaken: classes.seatsTaken,
      lessonType: lessons.type,
      lessonTitle: lessons.title,
    })
    .from(classes)
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .where(and(eq(classes.teacherId, teacherId), ne(classes.status, 'cancelled'), gte(classes.startAt, from), lt(classes.startAt, to)))
    .orderBy(asc(classes.startAt));

  const eventsByHour = new Map<number, CalendarEventView[]>();
  for (const row of rows) {
    const flags = calendarEventFlags({
      type: row.type as ClassType,
      businessModelType: row.businessModelType as 'B2C',
      lessonType: row.lessonType as LessonType,
      courseId: row.courseId,
      labels: row.labels,
    });
    const bucket = Math.floor(row.startAt.getTime() / HOUR_MS) * HOUR_MS;
    const event: CalendarEventView = {
      ...flags,
      classUniqId: row.uid,
      classType: row.type as ClassType,
      businessModelType: row.businessModelType,
      isCommittedByTeacher: true,
      classDuration: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
      startDate: row.startAt,
      status: row.status,
      lessonTitle: row.lessonTitle,
      studentsCount: row.seatsTaken,
    };
    eventsByHour.set(bucket, [...(eventsByHour.get(bucket) ?? []), event]);
  }

  const timeSlots = starts.map((at): TimeSlotView => {
    const resolved = resolveInstant(pattern, at, timezone);
    return {
      startDate: at,
      date: resolved.dateKey,
      hour: resolved.hour,
      availability: resolved.state,
      availabilitySource: resolved.source,
      isPast: at.getTime() < now.getTime(),
      events: eventsByHour.get(at.getTime()) ?? [],
    };
  });

  return {
    ...preferences,
    startOfWeekDate: weekStart,
    endOfWeekDate: addDaysToKey(weekStart, 6),
    previousWeekDate: addDaysToKey(weekStart, -7),
    nextWeekDate: addDaysToKey(weekStart, 7),
    today,
    totalAvailableClassesPerWeek: timeSlots.filter((slot) => slot.availability === 'available').length,
    totalBookedClassesThisWeek: rows.length,
    timeSlots,
  };
}
