import type { ClassStatus, ClassType, ErrorCode, LessonTranslations } from '@parla/contracts';
import {
  type CommitmentCancellationPreview,
  DEFAULT_CLASS_CONFIG,
  addUtcMonths,
  canCommit,
  canTeachClass,
  classEarning,
  joinWindow,
  previewCommitmentCancellation,
  type TeacherClassStatus,
  teacherClassStatus,
} from '@parla/domain';
import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, commitmentCancellations, courses, curricula, modules, users } from '../../db/schema/index.ts';
import type { ClassRow } from '../classes/klass-views.ts';
import { type LessonView, presentationUrlOf } from '../curriculum/curriculum.service.ts';
import { type TeacherProfileRow, commitmentsBetween, qualificationOf } from './teacher-facts.ts';

/** 000 §3 Student (as seen by teachers). */
export interface TeacherStudentView {
  id: string;
  uid: string;
  firstName: string;
  shortName: string;
  photo: string | null;
  timezone: string;
  timeFormat: string;
  weekStart: string;
}

export interface TeacherAppointmentView {
  id: string;
  status: string;
  label: string | null;
  createdAt: Date;
  isRatedByStudent: boolean;
  hasAttemptToJoin: boolean;
  isNewStudent: boolean;
  attendance: string | null;
  student: TeacherStudentView;
}

export interface PrepareClassInfo {
  bookedStudents: number;
  newStudents: number;
  /** English; the API answers in the reader's language from `translations`. */
  learningOutcomes: string[];
  translations: LessonTranslations;
  lessonType: string;
}

export interface ClassPrice {
  /** Pay for the class when taught (000 §3 total / attendedPrice). */
  attendedCents: number;
  /** Pay when no student came (missedPrice: the no-show rate, 000 §9). */
  missedCents: number;
  currency: string;
}

/** The teacher's relation to a class: their own, open to them, or someone else's. */
export type StatusByTeacher = 'committed' | 'open' | 'taken';

/**
 * A class as the teacher app shows it. What follows from the row and the teacher's own facts
 * (commit blocker, price, cancellation policy) is computed here; the lesson, module and seats
 * are loaded by the GraphQL fields through the request's dataloaders (decision 036).
 */
export interface TeacherClassView {
  id: string;
  uid: string;
  lessonId: string;
  moduleId: string;
  startDate: Date;
  endDate: Date;
  status: string;
  /** The one status every teacher screen shows (scheduled, in progress, log due, logged, missed, cancelled). */
  displayStatus: TeacherClassStatus;
  type: ClassType;
  availableSeats: number;
  seatsTaken: number;
  capacity: number;
  isForNewClassroom: boolean;
  isMine: boolean;
  statusByTeacher: StatusByTeacher;
  confirmedAt: Date | null;
  classNote: string | null;
  labels: string[];
  courseId: string | null;
  courseName: string | null;
  businessModelType: string;
  canBeAudioRecorded: boolean;
  classLogEnabled: boolean;
  minutesInAdvanceAllowed: number;
  joinOpensAt: Date;
  canJoin: boolean;
  classroomUrl: string;
  presentationUrl: string;
  isPriceVisible: boolean;
  price: ClassPrice | null;
  /** Why the viewer cannot commit now (an error code), or null when they can. Only for open classes. */
  commitBlocker: ErrorCode | null;
  /** Inside the teacher's standard/exact availability; null when not asked. */
  isInAvailability: boolean | null;
  /** The policy if the viewer cancelled the commitment now; only for their own classes. */
  cancellation: CommitmentCancellationPreview | null;
}

/** The signed-in teacher, read once per request. */
export interface TeacherViewer {
  id: string;
  locale: string;
  profile: TeacherProfileRow;
}

export async function teacherViewer(db: Db | Tx, teacherId: string, profile: TeacherProfileRow): Promise<TeacherViewer> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, teacherId)).limit(1);
  return { id: teacherId, locale: row?.locale ?? 'en', profile };
}

const shortName = (firstName: string, lastName: string) => (lastName ? `${firstName} ${lastName.charAt(0)}.` : firstName);

function priceOf(
  profile: TeacherProfileRow,
  row: ClassRow,
  coursePrice: { cents: number | null; currency: string } | null,
): ClassPrice | null {
  if (!profile.priceVisible) return null;
  const rate = coursePrice ? coursePrice.cents : profile.hourlyRateCents;
  if (rate === null || rate === undefined) return null;
  const durationMinutes = Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000);
  // A course price is per class of the course's standard length: treat it as that class's rate.
  const hourlyRateCents = coursePrice ? Math.round((rate * 60) / durationMinutes) : rate;
  const type = row.type as ClassType;
  const attended = classEarning({ classType: type, outcome: 'completed', hourlyRateCents, durationMinutes });
  const missed = classEarning({ classType: type, outcome: 'no_students', hourlyRateCents, durationMinutes });
  return { attendedCents: attended.totalCents, missedCents: missed.totalCents, currency: coursePrice?.currency ?? profile.currency };
}

export interface HydrateOptions {
  /** Epoch ms of starts inside the teacher's availability, when the caller looked them up. */
  available?: Set<number>;
  /** Section of each module, when the caller's row query joined it (open classes need it). */
  sectionOf?: Map<string, string>;
}

/** The section of each module (the teaching rule of an open class), one query. */
async function sectionsOfModules(db: Db | Tx, moduleIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(moduleIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ moduleId: modules.id, sectionId: curricula.sectionId })
    .from(modules)
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .where(inArray(modules.id, ids));
  return new Map(rows.map((r) => [r.moduleId, r.sectionId]));
}

/**
 * Class rows as the teacher sees them, with a fixed number of queries whatever the number of
 * rows: courses (1), the teacher's overlapping classes (1) and the sections (1, unless the
 * caller joined them) for open classes, and for own classes the recent last-minute
 * cancellations (1). Lesson, module and seats are the fields' loaders.
 */
export async function hydrateTeacherClasses(
  db: Db | Tx,
  rows: ClassRow[],
  viewer: TeacherViewer,
  config: Config,
  now: Date,
  options: HydrateOptions = {},
): Promise<TeacherClassView[]> {
  if (rows.length === 0) return [];
  const courseIds = [...new Set(rows.flatMap((r) => (r.courseId ? [r.courseId] : [])))];
  const open = rows.filter((r) => !r.teacherId);
  const mine = rows.filter((r) => r.teacherId === viewer.id);
  const from = new Date(Math.min(...open.map((r) => r.startAt.getTime())));
  const to = new Date(Math.max(...open.map((r) => r.endAt.getTime())));
  const unknownSections = open.filter((r) => !options.sectionOf?.has(r.moduleId)).map((r) => r.moduleId);
  const [courseRows, commitments, lastMinute, sections] = await Promise.all([
    courseIds.length > 0
      ? db
          .select({
            id: courses.id,
            name: courses.name,
            teacherId: courses.teacherId,
            priceCents: courses.priceCents,
            currency: courses.currency,
          })
          .from(courses)
          .where(inArray(courses.id, courseIds))
      : Promise.resolve([]),
    open.length > 0 ? commitmentsBetween(db, viewer.id, from, to) : Promise.resolve([]),
    mine.length > 0
      ? db
          .select({ cancelledAt: commitmentCancellations.cancelledAt })
          .from(commitmentCancellations)
          .where(
            and(
              eq(commitmentCancellations.teacherId, viewer.id),
              eq(commitmentCancellations.isLastMinute, true),
              gte(commitmentCancellations.cancelledAt, addUtcMonths(now, -3)),
            ),
          )
      : Promise.resolve([]),
    unknownSections.length > 0 ? sectionsOfModules(db, unknownSections) : Promise.resolve(new Map<string, string>()),
  ]);
  const sectionOf = (moduleId: string) => options.sectionOf?.get(moduleId) ?? sections.get(moduleId) ?? '';
  const courseById = new Map(courseRows.map((c) => [c.id, c]));
  const previous = lastMinute.map((c) => c.cancelledAt);
  const qualification = qualificationOf(viewer.profile);

  return rows.map((row) => {
    const course = row.courseId ? (courseById.get(row.courseId) ?? null) : null;
    const isMine = row.teacherId === viewer.id;
    const statusByTeacher: StatusByTeacher = isMine ? 'committed' : row.teacherId ? 'taken' : 'open';
    const window = joinWindow(row, now);
    let commitBlocker: ErrorCode | null = null;
    if (statusByTeacher === 'open') {
      const type = row.type as ClassType;
      if (!canTeachClass(qualification, { sectionId: sectionOf(row.moduleId), type, isSpecialized: row.courseId !== null })) {
        commitBlocker = 'teacher_cannot_teach_class';
      } else if (course && !course.teacherId) {
        commitBlocker = 'course_class_needs_course_booking';
      } else {
        const decision = canCommit(
          {
            cls: { status: row.status as 'active', startAt: row.startAt, endAt: row.endAt, hasTeacher: false },
            teacher: { ...viewer.profile, commitments },
          },
          now,
        );
        commitBlocker = decision.allowed ? null : decision.code;
      }
    }
    return {
      id: row.id,
      uid: row.uid,
      lessonId: row.lessonId,
      moduleId: row.moduleId,
      startDate: row.startAt,
      endDate: row.endAt,
      status: row.status,
      displayStatus: teacherClassStatus({ startAt: row.startAt, endAt: row.endAt, status: row.status as ClassStatus }, now),
      type: row.type as ClassType,
      availableSeats: Math.max(0, row.capacity - row.seatsTaken),
      seatsTaken: row.seatsTaken,
      capacity: row.capacity,
      isForNewClassroom: row.isForNewClassroom,
      isMine,
      statusByTeacher,
      confirmedAt: isMine ? row.confirmedAt : null,
      classNote: row.classNote,
      labels: row.labels,
      courseId: row.courseId,
      courseName: course?.name ?? null,
      businessModelType: row.businessModelType,
      canBeAudioRecorded: row.canBeAudioRecorded,
      classLogEnabled: isMine,
      minutesInAdvanceAllowed: DEFAULT_CLASS_CONFIG.joinWindowMinutesBeforeStart,
      joinOpensAt: window.opensAt,
      canJoin: isMine && window.canJoin && row.status === 'active',
      classroomUrl: `${config.areas.classroom}/${viewer.locale}/class/${row.uid}`,
      presentationUrl: presentationUrlOf(row.lessonId),
      isPriceVisible: viewer.profile.priceVisible,
      price: priceOf(viewer.profile, row, course ? { cents: course.priceCents, currency: course.currency } : null),
      commitBlocker,
      isInAvailability: options.available ? options.available.has(row.startAt.getTime()) : null,
      cancellation:
        isMine && row.status === 'active' && row.confirmedAt
          ? previewCommitmentCancellation(
              {
                classStartAt: row.startAt,
                committedAt: row.confirmedAt,
                previousLastMinuteCancellations: previous,
                currentPenaltyUntil: viewer.profile.penaltyUntil,
              },
              now,
            )
          : null,
    };
  });
}

/**
 * The batch load of the teacher seats loader: every appointment (booked or cancelled) of each
 * class, with its student as teachers see them, oldest first, in class-id order; one query.
 */
export async function teacherSeatsByClassIds(db: Db | Tx, classIds: readonly string[]): Promise<TeacherAppointmentView[][]> {
  if (classIds.length === 0) return [];
  const seats = await db
    .select({
      appointment: appointments,
      firstName: users.firstName,
      lastName: users.lastName,
      uid: users.studentId,
      photo: users.photoUrl,
      timezone: users.timezone,
      timeFormat: users.timeFormat,
      weekStart: users.weekStart,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.studentId))
    .where(and(inArray(appointments.classId, [...classIds]), ne(appointments.status, 'not_booked')))
    .orderBy(appointments.createdAt);
  const appointmentsOf = new Map<string, TeacherAppointmentView[]>(classIds.map((id) => [id, []]));
  for (const seat of seats) {
    const a = seat.appointment;
    appointmentsOf.get(a.classId)?.push({
      id: a.id,
      status: a.status,
      label: a.label,
      createdAt: a.createdAt,
      isRatedByStudent: a.isRatedByStudent,
      hasAttemptToJoin: a.hasAttemptToJoin,
      isNewStudent: a.isNewStudent,
      attendance: a.attendance,
      student: {
        id: a.studentId,
        uid: seat.uid ?? a.studentId,
        firstName: seat.firstName,
        shortName: shortName(seat.firstName, seat.lastName),
        photo: seat.photo,
        timezone: seat.timezone,
        timeFormat: seat.timeFormat,
        weekStart: seat.weekStart,
      },
    });
  }
  return classIds.map((id) => appointmentsOf.get(id)!);
}

/** The booked students of a class, from its appointments. */
export const bookedOf = (appointmentsOfClass: TeacherAppointmentView[]) => appointmentsOfClass.filter((a) => a.status === 'booked');

/** What the teacher reads before the class: who is booked, who is new, what the lesson aims at. */
export function prepareClassInfo(lesson: LessonView, appointmentsOfClass: TeacherAppointmentView[]): PrepareClassInfo {
  const booked = bookedOf(appointmentsOfClass);
  return {
    bookedStudents: booked.length,
    newStudents: booked.filter((a) => a.isNewStudent).length,
    learningOutcomes: lesson.learningOutcomes,
    translations: lesson.translations,
    lessonType: lesson.type,
  };
}
