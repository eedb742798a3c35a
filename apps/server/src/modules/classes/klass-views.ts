import { type CreditKind, shortName } from '@parla/domain';
import {
  type CancellationReason,
  DEFAULT_CLASS_CONFIG,
  type ReviewState,
  cancellationOutcome,
  joinWindow,
  reviewStateOf,
} from '@parla/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { type TeacherLanguage, appointments, type classes, teacherProfiles, users } from '../../db/schema/index.ts';

export type ClassRow = typeof classes.$inferSelect;

export interface TeacherView {
  id: string;
  uid: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  aboutMe: string | null;
  country: string | null;
  gender: string | null;
  languages: TeacherLanguage[];
}

export interface ClassStudentView {
  id: string;
  uid: string;
  firstName: string;
  shortName: string;
  photo: string | null;
}

export interface CancellationPreview {
  allowed: boolean;
  refund: boolean;
  reason: Exclude<CancellationReason, 'class_started'> | null;
  refundDeadline: Date;
  graceUntil: Date;
}

export interface AppointmentView {
  id: string;
  status: string;
  createdAt: Date;
  creditKind: CreditKind;
  isRatedByStudent: boolean;
  hasAttemptToJoin: boolean;
  refunded: boolean;
  cancellation: CancellationPreview;
  reviewState: ReviewState;
}

/**
 * A class as the API shows it, built from its row alone. Its related objects (lesson, module,
 * teacher, students, the viewer's booking) are keys the GraphQL fields load through the
 * request's dataloaders (decision 036), so a list costs the same statements for 5 or 50 rows.
 */
export interface KlassView {
  id: string;
  uid: string;
  startDate: Date;
  endDate: Date;
  status: string;
  type: string;
  isExisting: boolean;
  availableSeats: number;
  isForNewClassroom: boolean;
  lessonId: string;
  moduleId: string;
  teacherId: string | null;
  /** Whose eyes: lesson statuses, the viewer's booking and who may see the students depend on it. */
  viewer: Viewer;
  canBeAudioRecorded: boolean;
  classLogEnabled: boolean;
  confirmedAt: Date | null;
  /** When the back office last moved it (decision 100): earlier bookings cancel with a refund. */
  movedAt?: Date | null;
  minutesInAdvanceAllowed: number;
  joinOpensAt: Date;
  /** Active and inside the join window; joining also needs the viewer's booking (`canJoinWith`). */
  joinWindowOpen: boolean;
  classroomUrl: string;
}

export type AppointmentRow = typeof appointments.$inferSelect;

/** The booked students of a class and the viewer's own booking of it (any status), loaded together. */
export interface ClassSeats {
  booked: ClassStudentView[];
  mine: AppointmentRow | null;
}

/** Who is looking: classroom links carry their locale; student data only for students. */
export interface Viewer {
  id: string | null;
  isStudent: boolean;
  /** Admins see every class with its students (the back office). */
  isAdmin?: boolean;
  locale: string;
  /** The viewer's IANA zone, read with the locale (one statement); absent for anonymous viewers. */
  timeZone?: string;
}

export async function viewerOf(db: Db | Tx, auth: { userId: string; roles: string[] } | null): Promise<Viewer> {
  if (!auth) return { id: null, isStudent: false, isAdmin: false, locale: 'en' };
  const [row] = await prepared(db, 'parla_viewer', (db) =>
    db
      .select({ locale: users.locale, timezone: users.timezone })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1),
  ).execute({ userId: auth.userId });
  return viewerWith(auth, row);
}

/** The viewer from their user row's locale and zone, when the request already read it (a booking, under its lock). */
export function viewerWith(auth: { userId: string; roles: string[] }, row: { locale: string; timezone: string } | undefined): Viewer {
  return {
    id: auth.userId,
    isStudent: auth.roles.includes('student'),
    isAdmin: auth.roles.includes('admin'),
    locale: row?.locale ?? 'en',
    timeZone: row?.timezone ?? undefined,
  };
}

/** What cancelling now would do (001 §9); nothing is allowed once the booking holds no seat. */
export function cancellationPreview(
  appointment: { createdAt: Date; status: string },
  startAt: Date,
  now: Date,
  movedAt: Date | null = null,
): CancellationPreview {
  const outcome = cancellationOutcome(appointment, { startAt, movedAt }, now, DEFAULT_CLASS_CONFIG);
  const allowed = outcome.allowed && appointment.status === 'booked';
  return {
    allowed,
    refund: allowed && outcome.refund,
    reason: allowed && outcome.reason !== 'class_started' ? outcome.reason : null,
    refundDeadline: outcome.refundDeadline,
    graceUntil: outcome.graceUntil,
  };
}

/** The batch load of the Teacher loader: the teachers among these user ids (the loader sorts them by id). */
export async function teachersByIds(db: Db | Tx, teacherIds: readonly string[]): Promise<TeacherView[]> {
  const ids = [...new Set(teacherIds)];
  if (ids.length === 0) return [];
  // Only what a TeacherView shows: the whole user row would carry the password hash and a
  // hundred columns per teacher through the booking list's every request (decision 052).
  const rows = await prepared(db, 'parla_teachers_by_ids', (db) =>
    db
      .select({
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName, photoUrl: users.photoUrl },
        profile: {
          uid: teacherProfiles.uid,
          aboutMe: teacherProfiles.aboutMe,
          country: teacherProfiles.country,
          gender: teacherProfiles.gender,
          languages: teacherProfiles.languages,
        },
      })
      .from(users)
      .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`),
  ).execute({ ids });
  return rows.map(({ user, profile }) => toTeacherView(user, profile));
}

export function toTeacherView(
  user: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'photoUrl'>,
  profile: Pick<typeof teacherProfiles.$inferSelect, 'uid' | 'aboutMe' | 'country' | 'gender' | 'languages'>,
): TeacherView {
  return {
    id: user.id,
    uid: profile.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    photo: user.photoUrl,
    aboutMe: profile.aboutMe || null,
    country: profile.country,
    gender: profile.gender,
    languages: profile.languages,
  };
}

/** A class row as `viewer` sees it: no query, its related objects are loaded by the fields. */
export function classView(row: ClassRow, viewer: Viewer, config: Config, now: Date): KlassView {
  const window = joinWindow(row, now);
  return {
    id: row.id,
    uid: row.uid,
    startDate: row.startAt,
    endDate: row.endAt,
    status: row.status,
    type: row.type,
    isExisting: true,
    availableSeats: Math.max(0, row.capacity - row.seatsTaken),
    isForNewClassroom: row.isForNewClassroom,
    lessonId: row.lessonId,
    moduleId: row.moduleId,
    teacherId: row.teacherId,
    viewer,
    canBeAudioRecorded: row.canBeAudioRecorded,
    // The class log belongs to the teacher who runs the class: none before one commits.
    classLogEnabled: row.teacherId !== null,
    confirmedAt: row.confirmedAt,
    movedAt: row.movedAt,
    minutesInAdvanceAllowed: DEFAULT_CLASS_CONFIG.joinWindowMinutesBeforeStart,
    joinOpensAt: window.opensAt,
    joinWindowOpen: window.canJoin && row.status === 'active',
    classroomUrl: `${config.areas.classroom}/${viewer.locale}/class/${row.uid}`,
  };
}

/** The student whose statuses and bookings a class shows (null for teachers and admins). */
export const studentOf = (viewer: Viewer): string | null => (viewer.isStudent ? viewer.id : null);

/** The key of a class's seats for a viewer: `studentId|classId`. */
export const seatsKey = (klass: KlassView) => `${studentOf(klass.viewer) ?? ''}|${klass.id}`;

/**
 * The batch load of the seats loader: for every `studentId|classId` key, the class's booked
 * students and that student's own booking, one query per distinct student (one in practice).
 */
export async function seatsByKeys(db: Db | Tx, keys: readonly string[]): Promise<ClassSeats[]> {
  const classesOf = new Map<string, string[]>();
  for (const key of keys) {
    const [studentId, classId] = key.split('|');
    classesOf.set(studentId, [...(classesOf.get(studentId) ?? []), classId]);
  }
  const seats = new Map<string, ClassSeats>();
  await Promise.all(
    [...classesOf].map(async ([studentId, classIds]) => {
      // Prepared (every class list and class page asks for seats): the class ids go as one array
      // parameter, and an anonymous viewer's null id matches no booking of its own.
      const rows = await prepared(db, 'parla_class_seats', (db) =>
        db
          .select({
            appointment: appointments,
            firstName: users.firstName,
            lastName: users.lastName,
            uid: users.studentId,
            photo: users.photoUrl,
          })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.studentId))
          .where(
            and(
              sql`${appointments.classId} = any(${sql.placeholder('classIds')}::uuid[])`,
              or(eq(appointments.status, 'booked'), eq(appointments.studentId, sql.placeholder('studentId'))),
            ),
          )
          .orderBy(appointments.createdAt),
      ).execute({ classIds, studentId: studentId || null });
      for (const classId of classIds) seats.set(`${studentId}|${classId}`, { booked: [], mine: null });
      for (const seat of rows) {
        const a = seat.appointment;
        const of = seats.get(`${studentId}|${a.classId}`)!;
        if (a.status === 'booked') {
          of.booked.push({
            id: a.studentId,
            uid: seat.uid ?? a.studentId,
            firstName: seat.firstName,
            shortName: shortName(seat.firstName, seat.lastName),
            photo: seat.photo,
          });
        }
        if (studentId && a.studentId === studentId) {
          // A live booking wins over older cancelled ones; among those, the latest.
          const seen = of.mine;
          const better =
            !seen || (a.status === 'booked' && seen.status !== 'booked') || (seen.status !== 'booked' && a.createdAt > seen.createdAt);
          if (better) of.mine = a;
        }
      }
    }),
  );
  return keys.map((key) => seats.get(key)!);
}

/**
 * Who is in a class is for its participants (its booked students, its teacher) and admins; a
 * student browsing classes to book sees the free seats, not the other students' names.
 */
export function studentsShown(klass: KlassView, seats: ClassSeats): ClassStudentView[] {
  const { viewer } = klass;
  const sees = viewer.isAdmin === true || (viewer.id !== null && klass.teacherId === viewer.id) || seats.mine?.status === 'booked';
  return sees ? seats.booked : [];
}

/** The viewer's booking of a class, with what cancelling it now would do. */
export function appointmentView(klass: KlassView, mine: AppointmentRow | null, now: Date): AppointmentView | null {
  return mine && bookingView(klass, mine, now);
}

/** The viewer's own booking of a class as the API shows it. */
export function bookingView(klass: KlassView, mine: AppointmentRow, now: Date): AppointmentView {
  return {
    id: mine.id,
    status: mine.status,
    createdAt: mine.createdAt,
    creditKind: mine.creditKind as CreditKind,
    isRatedByStudent: mine.isRatedByStudent,
    hasAttemptToJoin: mine.hasAttemptToJoin,
    refunded: mine.refunded,
    cancellation: cancellationPreview(mine, klass.startDate, now, klass.movedAt ?? null),
    reviewState: reviewStateOf(mine, { status: klass.status, endAt: klass.endDate }, now),
  };
}

/** 5 minutes before the start until the end, in an active class the viewer holds a seat in. */
export const canJoinWith = (klass: KlassView, seats: ClassSeats): boolean => klass.joinWindowOpen && seats.mine?.status === 'booked';
