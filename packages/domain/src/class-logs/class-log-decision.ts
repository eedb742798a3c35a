import { type Attendance, type ClassLogOutcome, type ClassStatus, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, ValidationError } from '../errors.ts';
import { classLogWindow } from './class-log-window.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from '../teacher-booking/teaching-config.ts';

/** What the teacher does with the class log (000 §7: submit, no-show, technical problem, missed-class report). */
export type ClassLogAction = 'submit' | 'no_show' | 'technical_issue' | 'missed_report';

export interface ClassLogSubject {
  startAt: Date;
  endAt: Date;
  classStatus: ClassStatus;
  /** The outcome stored so far; null while the log is open. */
  outcome: ClassLogOutcome | null;
  /** Students holding a seat (booked appointments). */
  bookedStudentIds: readonly string[];
}

export interface ClassLogDecision {
  outcome: Exclude<ClassLogOutcome, 'cancelled'>;
  /** The class status the log sets (000 §4 class statuses). */
  classStatus: Extract<ClassStatus, 'completed' | 'missed' | 'no_students' | 'technical_issue'>;
  /** Attendance to write per booked student; students left out keep what they have. */
  attendance: Map<string, Attendance>;
  /** A missed class gives the 2-week penalty (missedClassPenalty). */
  penalise: boolean;
}

export const CHOOSE_AN_OPTION = INPUT_MESSAGES.chooseOption;

/**
 * The class-log rules of 000 §5, for one action at `now`:
 * - nothing to log for a cancelled class (no_class_log_for_class);
 * - a missed log is final (class_log_closed), and so is any log from its due time on;
 * - nothing before 15 minutes after the start (class_log_not_open); a no-show needs the
 *   15-minute wait (no_show_too_early);
 * - a submitted log gives every booked student an attendance: one option per student at
 *   least ("Please choose at least 1 option.", field attendance.<studentId>);
 * - a log where nobody attended (or nobody was booked) is a no-show: the class had no students;
 * - changing a log while it is open makes it 'updated' (first time 'submitted').
 */
export function decideClassLog(
  action: ClassLogAction,
  subject: ClassLogSubject,
  choices: ReadonlyMap<string, Attendance | null | undefined>,
  now: Date,
  config: Pick<TeachingConfig, 'classLogOpensAfterStartMinutes' | 'noShowWaitMinutes' | 'classLogDueHours'> = DEFAULT_TEACHING_CONFIG,
): ClassLogDecision {
  if (subject.classStatus === 'cancelled') throw new DomainError('no_class_log_for_class');
  if (subject.outcome === 'missed' || subject.classStatus === 'missed') throw new DomainError('class_log_closed');
  const window = classLogWindow(subject, now, config);
  if (window.state === 'overdue') throw new DomainError('class_log_closed');
  if (window.state === 'not_yet_open') {
    throw new DomainError(action === 'no_show' ? 'no_show_too_early' : 'class_log_not_open', undefined, {
      opensAt: window.opensAt.toISOString(),
    });
  }
  const booked = new Set(subject.bookedStudentIds);
  const unknown = [...choices.keys()].filter((id) => !booked.has(id));
  if (unknown.length > 0)
    throw new ValidationError(
      unknown.map((id) => ({ field: `attendance.${id}`, message: 'The value you selected is not a valid choice.' })),
    );
  const chosen = new Map<string, Attendance>();
  for (const [id, value] of choices) if (value) chosen.set(id, value);

  switch (action) {
    case 'submit': {
      const missing = subject.bookedStudentIds.filter((id) => !chosen.has(id));
      if (missing.length > 0) throw new ValidationError(missing.map((id) => ({ field: `attendance.${id}`, message: CHOOSE_AN_OPTION })));
      const anyoneCame = [...chosen.values()].some((a) => a !== 'missed');
      if (!anyoneCame) return { outcome: 'no_students', classStatus: 'no_students', attendance: chosen, penalise: false };
      const outcome = subject.outcome === null ? 'submitted' : 'updated';
      return { outcome, classStatus: 'completed', attendance: chosen, penalise: false };
    }
    case 'no_show': {
      if (!window.canReportNoShow) throw new DomainError('no_show_too_early');
      const everyoneMissed = new Map(subject.bookedStudentIds.map((id) => [id, 'missed' as const]));
      return { outcome: 'no_students', classStatus: 'no_students', attendance: everyoneMissed, penalise: false };
    }
    case 'technical_issue':
      return { outcome: 'technical_issue', classStatus: 'technical_issue', attendance: chosen, penalise: false };
    case 'missed_report':
      return { outcome: 'missed', classStatus: 'missed', attendance: new Map(), penalise: true };
  }
}
