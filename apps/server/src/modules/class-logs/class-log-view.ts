import type { Attendance, ClassLogOutcome, Currency } from '@parla/contracts';
import { type ClassLogState, attendanceFromEvidence, classLogWindow, shortName } from '@parla/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { classReviews, classroomEvents, lessons, teacherCredits } from '../../db/schema/index.ts';
import { type ClassRow, appointmentLogsOf, bookedStudents, classLogOf } from './class-log-queries.ts';

export interface ClassLogStudentView {
  studentId: string;
  appointmentId: string;
  firstName: string;
  shortName: string;
  photo: string | null;
  attendance: Attendance | null;
  /** From the classroom's joined/left events, when the classroom was used. */
  suggestedAttendance: Attendance | null;
  feedback: string;
  recommendedLevel: string | null;
  /** The student rated the class, so they can read the feedback. */
  hasRated: boolean;
}

export interface ClassLogEarningView {
  kind: string | null;
  amountCents: number;
  bonusCents: number;
  totalCents: number;
  currency: Currency;
  invoiced: boolean;
}

export interface ClassLogView {
  classUid: string;
  startDate: Date;
  endDate: Date;
  lessonTitle: string;
  classType: 'group' | 'individual' | 'trial';
  classStatus: string;
  state: ClassLogState;
  opensAt: Date;
  noShowAllowedAt: Date;
  canReportNoShow: boolean;
  dueAt: Date;
  /** The teacher may still change the log (open, not missed, not cancelled, not invoiced). */
  editable: boolean;
  outcome: ClassLogOutcome | null;
  submittedAt: Date | null;
  updatedAt: Date | null;
  notes: string;
  resources: string;
  technicalProblem: string | null;
  screenshotUrl: string | null;
  missedReason: string | null;
  missedExplanation: string | null;
  hasClassroomEvidence: boolean;
  students: ClassLogStudentView[];
  earning: ClassLogEarningView | null;
}

export const screenshotUrl = (id: string) => `/api/teacher/screenshots/${id}`;

/** Sums a class's earning lines: the class line plus its bonuses. */
export async function earningsOf(db: Db | Tx, classIds: string[]): Promise<Map<string, ClassLogEarningView>> {
  const result = new Map<string, ClassLogEarningView>();
  if (classIds.length === 0) return result;
  const lines = await db.select().from(teacherCredits).where(inArray(teacherCredits.classId, classIds));
  for (const line of lines) {
    const classId = line.classId!;
    const view = result.get(classId) ?? {
      kind: null,
      amountCents: 0,
      bonusCents: 0,
      totalCents: 0,
      currency: line.currency as Currency,
      invoiced: false,
    };
    if (line.kind === 'Bonus') view.bonusCents += line.amountCents;
    else if (line.kind !== 'Adg') {
      view.kind = line.kind;
      view.amountCents = line.amountCents;
    }
    view.totalCents += line.amountCents;
    view.invoiced ||= line.invoiceId !== null;
    result.set(classId, view);
  }
  return result;
}

/** The whole log of one class as the teacher's log form shows it. */
export async function classLogView(db: Db | Tx, klass: ClassRow, now: Date): Promise<ClassLogView> {
  const [log, students, studentLogs, events, reviews, earnings, lesson] = await Promise.all([
    classLogOf(db, klass.id),
    bookedStudents(db, [klass.id]).then((m) => m.get(klass.id) ?? []),
    appointmentLogsOf(db, klass.id),
    db
      .select({ userId: classroomEvents.userId, kind: classroomEvents.kind, at: classroomEvents.at })
      .from(classroomEvents)
      .where(and(eq(classroomEvents.classId, klass.id), inArray(classroomEvents.kind, ['joined', 'left']))),
    db.select({ studentId: classReviews.studentId }).from(classReviews).where(eq(classReviews.classId, klass.id)),
    earningsOf(db, [klass.id]),
    db.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, klass.lessonId)).limit(1),
  ]);
  const window = classLogWindow(klass, now);
  const presence = events.flatMap((e) => (e.userId ? [{ userId: e.userId, kind: e.kind as 'joined' | 'left', at: e.at }] : []));
  const suggestions = attendanceFromEvidence(
    klass,
    students.map((s) => s.studentId),
    presence,
  );
  const logsByAppointment = new Map(studentLogs.map((l) => [l.appointmentId, l]));
  const rated = new Set(reviews.map((r) => r.studentId));
  const earning = earnings.get(klass.id) ?? null;
  const outcome: ClassLogOutcome | null =
    klass.status === 'cancelled' ? 'cancelled' : ((log?.outcome as ClassLogOutcome | undefined) ?? null);
  return {
    classUid: klass.uid,
    startDate: klass.startAt,
    endDate: klass.endAt,
    lessonTitle: lesson[0]?.title ?? '',
    classType: klass.type as ClassLogView['classType'],
    classStatus: klass.status,
    state: window.state,
    opensAt: window.opensAt,
    noShowAllowedAt: window.noShowAllowedAt,
    canReportNoShow: window.canReportNoShow && outcome !== 'missed' && outcome !== 'cancelled',
    dueAt: window.dueAt,
    editable: window.state === 'open' && outcome !== 'missed' && outcome !== 'cancelled' && !earning?.invoiced,
    outcome,
    submittedAt: log?.submittedAt ?? null,
    updatedAt: log?.updatedAt ?? null,
    notes: log?.notes ?? '',
    resources: log?.resources ?? '',
    technicalProblem: log?.technicalProblem ?? null,
    screenshotUrl: log?.screenshotId ? screenshotUrl(log.screenshotId) : null,
    missedReason: log?.missedReason ?? null,
    missedExplanation: log?.missedExplanation ?? null,
    hasClassroomEvidence: presence.length > 0,
    students: students.map((s) => {
      const own = logsByAppointment.get(s.appointmentId);
      return {
        studentId: s.studentId,
        appointmentId: s.appointmentId,
        firstName: s.firstName,
        shortName: shortName(s.firstName, s.lastName),
        photo: s.photo,
        attendance: (own?.attendance ?? s.attendance) as Attendance | null,
        suggestedAttendance: suggestions.get(s.studentId) ?? null,
        feedback: own?.feedback ?? '',
        recommendedLevel: own?.recommendedLevel ?? null,
        hasRated: rated.has(s.studentId),
      };
    }),
    earning,
  };
}
