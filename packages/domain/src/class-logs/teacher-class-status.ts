import type { ClassStatus } from '@parla/contracts';

/**
 * What the teacher app says about a class, one word for every screen (issue 12 point 10):
 * before the start it is scheduled, while it runs in progress, once it has ended it waits for
 * its log (log due) until the log is written (logged) or the deadline passes (missed); a
 * cancelled class says so whenever it was cancelled.
 */
export const TEACHER_CLASS_STATUSES = ['scheduled', 'in_progress', 'log_due', 'logged', 'missed', 'cancelled'] as const;
export type TeacherClassStatus = (typeof TEACHER_CLASS_STATUSES)[number];

export interface TeacherClassStatusInput {
  startAt: Date;
  endAt: Date;
  /** The stored class status (000 §4): active until the log, the deadline or a cancellation settles it. */
  status: ClassStatus;
  /** Whether a class log is stored (a log written while the class is still active counts as logged). */
  hasLog?: boolean;
}

/**
 * The class's status for its teacher, from its times, its stored status and its log. Bounds are
 * half-open: in progress from the start inclusive, ended from the end inclusive. A log can be
 * written from 15 minutes after the start, so a class that is still running can already be
 * logged; an active class whose deadline passed stays "log due" until the overdue job marks it
 * missed (the log can still win that race, decision 014).
 */
export function teacherClassStatus(cls: TeacherClassStatusInput, now: Date): TeacherClassStatus {
  switch (cls.status) {
    case 'cancelled':
      return 'cancelled';
    case 'missed':
      return 'missed';
    case 'completed':
    case 'no_students':
    case 'technical_issue':
      return 'logged';
    case 'active':
      break;
  }
  if (cls.hasLog) return 'logged';
  const at = now.getTime();
  if (at < cls.startAt.getTime()) return 'scheduled';
  if (at < cls.endAt.getTime()) return 'in_progress';
  return 'log_due';
}
