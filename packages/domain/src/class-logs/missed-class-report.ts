import { MISSED_CLASS_REPORT_DAYS } from '@parla/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The student may report that a class did not happen for them from its start until
 * MISSED_CLASS_REPORT_DAYS (7) days after its end, half-open: at the start yes, at end + 7 days no
 * (decision 089). Before the start nothing can have gone wrong yet; after a week the teacher's
 * log and pay are settled and support handles it.
 */
export function missedClassReportOpen(klass: { startAt: Date; endAt: Date }, now: Date): boolean {
  const t = now.getTime();
  return t >= klass.startAt.getTime() && t < klass.endAt.getTime() + MISSED_CLASS_REPORT_DAYS * DAY_MS;
}

/** The end of the report window (exclusive). */
export function missedClassReportDeadline(klass: { endAt: Date }): Date {
  return new Date(klass.endAt.getTime() + MISSED_CLASS_REPORT_DAYS * DAY_MS);
}
