import type { CreditKind } from '@parla/domain';
import { type CancellationReason, DEFAULT_CLASS_CONFIG, cancellationOutcome, joinWindow } from '@parla/domain';
import { eq, inArray, or, and } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type TeacherLanguage, appointments, type classes, teacherProfiles, users } from '../../db/schema/index.ts';
import { type CurriculumSnapshot, type LessonView, type ModuleView, loadCurriculum } from '../curriculum/curriculum.service.ts';

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
}

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
  lesson: LessonView;
  module: ModuleView;
  teacher: TeacherView | null;
  students: ClassStudentView[];
  appointment: AppointmentView | null;
  canBeAudioRecorded: boolean;
  classLogEnabled: boolean;
  confirmedAt: Date | null;
  minutesInAdvanceAllowed: number;
  joinOpensAt: Date;
  canJoin: boolean;
  classroomUrl: string;
}

/** Who is looking: classroom links carry their locale; student data only for students. */
export interface Viewer {
  id: string | null;
  isStudent: boolean;
  /** Admins see every class with its students (the back office). */
  isAdmin?: boolean;
  locale: string;
}

export async function viewerOf(db: Db | Tx, auth: { userId: string; roles: string[] } | null): Promise<Viewer> {
  if (!auth) return { id: null, isStudent: false, isAdmin: false, locale: 'en' };
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, auth.userId)).limit(1);
  return { id: auth.userId, isStudent: auth.roles.includes('student'), isAdmin: auth.roles.includes('admin'), locale: row?.locale ?? 'en' };
}

/** What cancelling now would do (001 §9); nothing is allowed once the booking holds no seat. */
export function cancellationPreview(appointment: { createdAt: Date; status: string }, startAt: Date, now: Date): CancellationPreview {
  const outcome = cancellationOutcome(appointment, { startAt }, now, DEFAULT_CLASS_CONFIG);
  const allowed = outcome.allowed && appointment.status === 'booked';
  return {
    allowed,
    refund: allowed && outcome.refund,
    reason: allowed && outcome.reason !== 'class_started' ? outcome.reason : null,
    refundDeadline: outcome.refundDeadline,
    graceUntil: outcome.graceUntil,
  };
}

function shortName(firstName: string, lastName: string): string {
  return lastName ? `${firstName} ${lastName.charAt(0)}.` : firstName;
}

export async function loadTeachers(db: Db | Tx, teacherIds: string[]): Promise<Map<string, TeacherView>> {
  const ids = [...new Set(teacherIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ user: users, profile: teacherProfiles })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ user, profile }) => [user.id, toTeacherView(user, profile)]));
}

export function toTeacherView(user: typeof users.$inferSelect, profile: typeof teacherProfiles.$inferSelect): TeacherView {
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

/**
 * Turns class rows into what the API shows, with a fixed number of queries however many
 * rows there are (curriculum: 4, teachers: 1, seats and the viewer's bookings: 1): the
 * DataLoader idea without per-field round trips. Pass `curriculum` when the caller already
 * loaded it.
 */
export async function hydrateClasses(
  db: Db | Tx,
  rows: ClassRow[],
  viewer: Viewer,
  config: Config,
  now: Date,
  curriculum?: CurriculumSnapshot,
): Promise<KlassView[]> {
  if (rows.length === 0) return [];
  const classIds = rows.map((r) => r.id);
  const studentId = viewer.isStudent ? viewer.id : null;
  const [snapshot, teachers, seats] = await Promise.all([
    curriculum ??
      loadCurriculum(
        db,
        rows.map((r) => r.moduleId),
        studentId,
        now,
      ),
    loadTeachers(
      db,
      rows.flatMap((r) => (r.teacherId ? [r.teacherId] : [])),
    ),
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
          inArray(appointments.classId, classIds),
          studentId ? or(eq(appointments.status, 'booked'), eq(appointments.studentId, studentId)) : eq(appointments.status, 'booked'),
        ),
      ),
  ]);
  const studentsOf = new Map<string, ClassStudentView[]>();
  const mineOf = new Map<string, typeof appointments.$inferSelect>();
  for (const seat of seats) {
    const a = seat.appointment;
    if (a.status === 'booked') {
      const list = studentsOf.get(a.classId) ?? [];
      list.push({
        id: a.studentId,
        uid: seat.uid ?? a.studentId,
        firstName: seat.firstName,
        shortName: shortName(seat.firstName, seat.lastName),
        photo: seat.photo,
      });
      studentsOf.set(a.classId, list);
    }
    if (a.studentId === studentId) {
      // A live booking wins over older cancelled ones; among those, the latest.
      const seen = mineOf.get(a.classId);
      const better =
        !seen || (a.status === 'booked' && seen.status !== 'booked') || (seen.status !== 'booked' && a.createdAt > seen.createdAt);
      if (better) mineOf.set(a.classId, a);
    }
  }
  return rows.map((row) => {
    const mine = mineOf.get(row.id);
    const window = joinWindow(row, now);
    // Who is in a class is for its participants (its booked students, its teacher) and admins;
    // a student browsing classes to book sees the free seats, not the other students' names.
    const seesStudents = viewer.isAdmin === true || (viewer.id !== null && row.teacherId === viewer.id) || mine?.status === 'booked';
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
      lesson: snapshot.lessons.get(row.lessonId)!,
      module: snapshot.modules.get(row.moduleId)!,
      teacher: row.teacherId ? (teachers.get(row.teacherId) ?? null) : null,
      students: seesStudents ? (studentsOf.get(row.id) ?? []) : [],
      appointment: mine
        ? {
            id: mine.id,
            status: mine.status,
            createdAt: mine.createdAt,
            creditKind: mine.creditKind as CreditKind,
            isRatedByStudent: mine.isRatedByStudent,
            hasAttemptToJoin: mine.hasAttemptToJoin,
            refunded: mine.refunded,
            cancellation: cancellationPreview(mine, row.startAt, now),
          }
        : null,
      canBeAudioRecorded: row.canBeAudioRecorded,
      // The class log belongs to the teacher who runs the class: none before one commits.
      classLogEnabled: row.teacherId !== null,
      confirmedAt: row.confirmedAt,
      minutesInAdvanceAllowed: DEFAULT_CLASS_CONFIG.joinWindowMinutesBeforeStart,
      joinOpensAt: window.opensAt,
      canJoin: window.canJoin && row.status === 'active' && mine?.status === 'booked',
      classroomUrl: `${config.areas.classroom}/${viewer.locale}/class/${row.uid}`,
    };
  });
}
