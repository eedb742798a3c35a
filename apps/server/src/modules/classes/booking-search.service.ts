import { INPUT_MESSAGE_VALUES, INPUT_MESSAGES } from '@parla/contracts';
import type { ClassType } from '@parla/contracts';
import {
  DAY_MS,
  DEFAULT_CLASS_CONFIG,
  HOUR_MS,
  MINUTE_MS,
  type TimeOfDay,
  ValidationError,
  isoString,
  timeOfDay,
  zonedHour,
  notFound,
  studentRefusalFor,
} from '@parla/domain';
import { and, asc, eq, gt, gte, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prepared } from '../../db/prepared.ts';
import { appointments, classes, users } from '../../db/schema/index.ts';
import {
  type CurriculumSnapshot,
  type LessonView,
  type ModuleView,
  loadCurriculum,
  nextLessonOf,
} from '../curriculum/curriculum.service.ts';
import { placementOf } from '../curriculum/placement.service.ts';

import { type ClassRow, type KlassView, type Viewer, classView } from './klass-views.ts';
import { studentSnapshot } from './student-snapshot.ts';

export interface BookingFilter {
  moduleId?: string | null;
  from: Date;
  to: Date;
  timesOfDay?: TimeOfDay[] | null;
  type?: ClassType | null;
  lessonId?: string | null;
  /** Only the student's next lesson (the recommendation): existing classes and new slots of that lesson alone. */
  nextLessonOnly?: boolean;
}

export interface BookingOptionView {
  key: string;
  isExisting: boolean;
  class: KlassView | null;
  startDate: Date;
  endDate: Date;
  type: ClassType;
  lesson: LessonView;
  /** `lesson.id`: the booking page names an option's lesson by id and reads the lesson once from BookingResults.lessons. */
  lessonId: string;
  availableSeats: number;
  /** The teacher's user id (loaded by the Teacher loader), null for a new class or an unstaffed one. */
  teacherId: string | null;
  timeOfDay: TimeOfDay;
  /** Why this student cannot book this time (the student's side of assertBookable), or null. */
  refusal: string | null;
}

export interface BookingResults {
  from: Date;
  to: Date;
  module: ModuleView;
  options: BookingOptionView[];
  /** The lessons of the options, each once, by number (the options name theirs by id: decision 125). */
  lessons: LessonView[];
  /** The module's curriculum as the student sees it: the resolver primes the request's loader with it. */
  curriculum: CurriculumSnapshot;
}

/** A week, with an hour of slack for the DST weeks (a local week is then 167 or 169 hours). */
const MAX_RANGE_MS = INPUT_MESSAGE_VALUES.bookingRangeMaxDays * DAY_MS + HOUR_MS;
/** New classes are offered from 06:00 to 22:00 local time (the last one starts at 21:00). */
const FIRST_HOUR = 6;
const LAST_START_HOUR = 21;
const MAX_EXISTING = 500;

export const newOptionKey = (lessonId: string, startAt: Date, type: ClassType) => `new:${lessonId}:${isoString(startAt)}:${type}`;

/** An existing class as a booking option; `lesson` from the curriculum the search loaded anyway. */
export function optionOfClass(klass: KlassView, lesson: LessonView, timeZone: string): BookingOptionView {
  return {
    key: `class:${klass.uid}`,
    isExisting: true,
    class: klass,
    startDate: klass.startDate,
    endDate: klass.endDate,
    type: klass.type as ClassType,
    lesson,
    lessonId: lesson.id,
    availableSeats: klass.availableSeats,
    teacherId: klass.teacherId,
    timeOfDay: timeOfDay(klass.startDate, timeZone),
    refusal: null,
  };
}

export function newOption(lesson: LessonView, startAt: Date, type: ClassType, timeZone: string): BookingOptionView {
  return {
    key: newOptionKey(lesson.id, startAt, type),
    isExisting: false,
    class: null,
    startDate: startAt,
    endDate: new Date(startAt.getTime() + DEFAULT_CLASS_CONFIG.defaultClassDurationMinutes * MINUTE_MS),
    type,
    lesson,
    lessonId: lesson.id,
    availableSeats: type === 'individual' ? DEFAULT_CLASS_CONFIG.individualCapacity : DEFAULT_CLASS_CONFIG.groupCapacity,
    teacherId: null,
    timeOfDay: timeOfDay(startAt, timeZone),
    refusal: null,
  };
}

function checkRange(filter: BookingFilter): void {
  const span = filter.to.getTime() - filter.from.getTime();
  if (span <= 0) throw new ValidationError([{ field: 'filter.to', message: INPUT_MESSAGES.endAfterStart }]);
  if (span > MAX_RANGE_MS) throw new ValidationError([{ field: 'filter.to', message: INPUT_MESSAGES.bookingRangeTooLong }]);
}

/**
 * The booking page (001 §2 booking): existing classes of the module with free seats, and new
 * classes at free round hours for one lesson (the filtered one, or the student's next one).
 * A fixed number of SQL statements whatever the size of the result: curriculum (4), student
 * (1), existing classes (1), slot counts (1), own bookings (1); the teachers (1) load with the
 * request's Teacher loader when asked for.
 */
export async function bookingResults(
  app: FastifyInstance,
  viewer: Viewer & { id: string },
  requested: BookingFilter,
): Promise<BookingResults> {
  checkRange(requested);
  const { db } = app;
  const now = app.clock.now();
  const studentId = viewer.id;
  const moduleId = requested.moduleId ?? (await placementOf(db, studentId)).moduleId;
  if (!moduleId) throw notFound();
  // The viewer was read with its zone (viewerOf): no second read of the same user row.
  const [timeZone, curriculum] = await Promise.all([
    viewer.timeZone ?? studentTimeZone(db, studentId),
    loadCurriculum(db, [moduleId], studentId, now),
  ]);
  const module = curriculum.modules.get(moduleId);
  if (!module) throw notFound();
  const moduleLessons = curriculum.lessonsByModule.get(moduleId) ?? [];
  const next = requested.nextLessonOnly && !requested.lessonId ? nextLessonOf(moduleLessons) : undefined;
  if (next === null) return { from: requested.from, to: requested.to, module, options: [], lessons: [], curriculum };
  const filter = next ? { ...requested, lessonId: next.id } : requested;
  const skipped = moduleLessons.filter((l) => l.studentStatus === 'SKIP').map((l) => l.id);
  const wantsTime = (startAt: Date) => !filter.timesOfDay?.length || filter.timesOfDay.includes(timeOfDay(startAt, timeZone));
  const earliest = new Date(Math.max(filter.from.getTime(), now.getTime()));
  const unstaffedCutoff = new Date(now.getTime() + DEFAULT_CLASS_CONFIG.unconfirmedClassCutoffHours * HOUR_MS);

  const existingRows = await existingClassesQuery(db, filter, skipped.length > 0).execute({
    moduleId,
    studentId,
    earliest,
    from: filter.from,
    to: filter.to,
    unstaffedCutoff,
    type: filter.type ?? null,
    lessonId: filter.lessonId ?? null,
    skipped,
  });
  const existing = existingRows
    .filter((r: ClassRow) => wantsTime(r.startAt))
    .map((row) => optionOfClass(classView(row, viewer, app.config, now), curriculum.lessons.get(row.lessonId)!, timeZone));

  const lesson = filter.lessonId ? curriculum.lessons.get(filter.lessonId) : nextLessonOf(moduleLessons);
  const types: ClassType[] = filter.type ? (filter.type === 'trial' ? [] : [filter.type]) : ['group', 'individual'];
  const fresh =
    lesson && lesson.studentStatus !== 'SKIP' && types.length > 0
      ? await newSlots(app, { studentId, moduleId, lesson, types, filter, timeZone, now, existing, wantsTime })
      : [];

  const options = [...existing, ...fresh].sort(
    (a, b) => a.startDate.getTime() - b.startDate.getTime() || Number(b.isExisting) - Number(a.isExisting),
  );
  // Each time marked with the rule that would refuse it, read as booking reads the student.
  const student = await studentSnapshot(db, studentId, now, { lock: false, needsAttended: false, timeZone });
  for (const option of options) {
    option.refusal = studentRefusalFor(
      { lessonId: option.lesson.id, startAt: option.startDate, endAt: option.endDate, type: option.type },
      student,
      now,
    );
  }
  return { from: filter.from, to: filter.to, module, options, lessons: lessonsOf(options), curriculum };
}

/** Each lesson the options name, once, by number. */
function lessonsOf(options: BookingOptionView[]): LessonView[] {
  const lessons = new Set<LessonView>();
  for (const option of options) lessons.add(option.lesson);
  return [...lessons].sort((a, b) => a.number - b.number);
}

/**
 * The search proper, prepared once per shape of the filter (decision 082). `status = 'active'`
 * is written literally: a generic plan of a named statement can then still use the partial
 * index classes_module_start_active_idx (decision 009).
 */
function existingClassesQuery(db: FastifyInstance['db'], filter: BookingFilter, hasSkipped: boolean) {
  const shape = `${filter.type ? 't' : '-'}${filter.lessonId ? 'l' : '-'}${hasSkipped ? 's' : '-'}`;
  return prepared(db, `parla_booking_existing_classes_${shape}`, (db) =>
    db
      .select()
      .from(classes)
      .where(
        and(
          eq(classes.moduleId, sql.placeholder('moduleId')),
          sql`${classes.status} = 'active'`,
          gt(classes.startAt, sql.placeholder('earliest')),
          gte(classes.startAt, sql.placeholder('from')),
          lt(classes.startAt, sql.placeholder('to')),
          lt(classes.seatsTaken, classes.capacity),
          // An unstaffed class past its cut-off is about to be cancelled: not offered.
          or(isNotNull(classes.teacherId), gt(classes.startAt, sql.placeholder('unstaffedCutoff'))),
          filter.type ? eq(classes.type, sql.placeholder('type')) : undefined,
          filter.lessonId ? eq(classes.lessonId, sql.placeholder('lessonId')) : undefined,
          hasSkipped ? sql`${classes.lessonId} <> all(${sql.placeholder('skipped')}::uuid[])` : undefined,
          notExists(
            db
              .select({ one: sql`1` })
              .from(appointments)
              .where(
                and(
                  eq(appointments.classId, classes.id),
                  eq(appointments.studentId, sql.placeholder('studentId')),
                  sql`${appointments.status} = 'booked'`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(classes.startAt))
      .limit(MAX_EXISTING),
  );
}

/** Classes per round hour of the module, and the student's own classes, in the new-slot range. */
function slotCountsQuery(db: FastifyInstance['db']) {
  return prepared(db, 'parla_booking_slot_counts', (db) =>
    db
      .select({ startAt: classes.startAt, n: sql<number>`count(*)::int` })
      .from(classes)
      .where(
        and(
          eq(classes.moduleId, sql.placeholder('moduleId')),
          sql`${classes.status} = 'active'`,
          gte(classes.startAt, sql.placeholder('first')),
          lt(classes.startAt, sql.placeholder('to')),
        ),
      )
      .groupBy(classes.startAt),
  );
}

function ownClassesQuery(db: FastifyInstance['db']) {
  return prepared(db, 'parla_booking_own_classes', (db) =>
    db
      .select({ startAt: classes.startAt })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .where(
        and(
          eq(appointments.studentId, sql.placeholder('studentId')),
          sql`${appointments.status} = 'booked'`,
          gte(classes.startAt, sql.placeholder('first')),
          lt(classes.startAt, sql.placeholder('to')),
        ),
      ),
  );
}

async function studentTimeZone(db: FastifyInstance['db'], studentId: string): Promise<string> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, studentId));
  return user?.timezone ?? 'Europe/Berlin';
}

interface SlotSearch {
  studentId: string;
  moduleId: string;
  lesson: LessonView;
  types: ClassType[];
  filter: BookingFilter;
  timeZone: string;
  now: Date;
  existing: BookingOptionView[];
  wantsTime: (startAt: Date) => boolean;
}

/** Free round hours for a new class: 48 h ahead, 06-22 local, below the slot limit, not clashing with the student's own classes. */
async function newSlots(app: FastifyInstance, search: SlotSearch): Promise<BookingOptionView[]> {
  const { db } = app;
  const { filter, now } = search;
  const leadTime = now.getTime() + DEFAULT_CLASS_CONFIG.newClassMinHoursAhead * HOUR_MS;
  const first = Math.ceil(Math.max(filter.from.getTime(), leadTime) / HOUR_MS) * HOUR_MS;
  if (first >= filter.to.getTime()) return [];
  const range = { first: new Date(first), to: filter.to };
  const [slotCounts, ownClasses] = await Promise.all([
    slotCountsQuery(db).execute({ moduleId: search.moduleId, ...range }),
    ownClassesQuery(db).execute({ studentId: search.studentId, ...range }),
  ]);
  const inSlot = new Map(slotCounts.map((s) => [s.startAt.getTime(), s.n]));
  const busy = new Set(ownClasses.map((c) => c.startAt.getTime()));
  // Where an open class of the same lesson and type already has a seat, that class is the offer.
  const joinable = new Map<number, Set<ClassType>>();
  for (const o of search.existing) {
    if (o.lesson.id !== search.lesson.id) continue;
    const at = o.startDate.getTime();
    joinable.set(at, (joinable.get(at) ?? new Set<ClassType>()).add(o.type));
  }
  const options: BookingOptionView[] = [];
  const end = filter.to.getTime();
  // A week is 168 round hours: the hour is read without building a Date first (decision 093).
  for (let at = first; at < end; at += HOUR_MS) {
    const hour = zonedHour(at, search.timeZone);
    if (hour < FIRST_HOUR || hour > LAST_START_HOUR || busy.has(at)) continue;
    const startAt = new Date(at);
    if (!search.wantsTime(startAt)) continue;
    if ((inSlot.get(at) ?? 0) >= DEFAULT_CLASS_CONFIG.slotCapacity) continue;
    const taken = joinable.get(at);
    for (const type of search.types) {
      if (!taken?.has(type)) options.push(newOption(search.lesson, startAt, type, search.timeZone));
    }
  }
  return options;
}
