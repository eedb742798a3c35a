import { COMMERCE_CONFIG } from '../commerce/commerce-config.ts';
import { type DateKey, daysBetweenKeys } from '../time/date-key.ts';
import { zonedDateKey } from '../time/zoned.ts';

/**
 * Sprint progress on Today (001 §5, issue 18, decision 091). A Sprint is completed when the
 * student has attended every planned class (what the plan grants over the Sprint) by its end.
 * One class a day is the booking rule, so every missed, cancelled or unbooked day shrinks the
 * room left; a class booked before the start disqualifies the Sprint.
 */

/** What became of one of the student's classes, as the Sprint counts it. */
export type SprintClassOutcome =
  /** Attended (the teacher's log), or a completed class nobody logged per student. */
  | 'attended'
  /** Started, still booked, the log not written yet: counted towards the pace, not as taken. */
  | 'awaiting_log'
  /** Booked and still to come. */
  | 'booked'
  /** A no-show, or left early ("incomplete"): the credit is spent, the class not taken. */
  | 'missed'
  /** Cancelled by the student after the free-cancellation window: the credit is lost. */
  | 'cancelled_late'
  /** Cancelled by the student in time: the credit came back. */
  | 'cancelled_early'
  /** Cancelled by the school or the teacher: neither counts nor hurts. */
  | 'not_counted';

/** One appointment as stored (status and attendance of the spec's enumerations). */
export interface SprintAppointmentFacts {
  status: string;
  attendance: string | null;
  /** Whether a student cancellation got its credit back. */
  refunded: boolean;
  /** The class's own status ('active', 'completed', 'cancelled'). */
  classStatus: string;
  startAt: Date;
}

/** Sorts one appointment into the Sprint's outcomes (the attended rule is student-snapshot's). */
export function sprintClassOutcome(a: SprintAppointmentFacts, now: Date): SprintClassOutcome {
  if (a.status === 'cancelled_by_student') return a.refunded ? 'cancelled_early' : 'cancelled_late';
  if (a.status !== 'booked' || a.classStatus === 'cancelled') return 'not_counted';
  if (a.attendance === 'attended') return 'attended';
  if (a.attendance === 'missed' || a.attendance === 'incomplete') return 'missed';
  if (a.classStatus === 'completed') return 'attended';
  return a.startAt.getTime() > now.getTime() ? 'booked' : 'awaiting_log';
}

export interface SprintClass {
  startAt: Date;
  /** When the booking was made. */
  bookedAt: Date;
  outcome: SprintClassOutcome;
}

export type SprintPhase = 'upcoming' | 'running' | 'ended';

/** Why completion is at risk, the most serious first. */
export const SPRINT_RISKS = ['booked_before_start', 'not_enough_days', 'missed_classes', 'cancelled_classes', 'behind_pace'] as const;
export type SprintRisk = (typeof SPRINT_RISKS)[number];

export interface SprintRiskItem {
  reason: SprintRisk;
  /** Classes (booked before the start, missed, cancelled, behind the pace) or days short. */
  count: number;
}

export interface SprintProgress {
  phase: SprintPhase;
  classesPlanned: number;
  classesTaken: number;
  classesAwaitingLog: number;
  classesBooked: number;
  classesMissed: number;
  /** Cancelled by the student, late or early. */
  classesCancelled: number;
  classesCancelledLate: number;
  classesBookedBeforeStart: number;
  /** Classes the pace asks for by the start of today: planned × whole days gone / days. */
  classesExpected: number;
  /** Calendar days of the Sprint in the student's zone. */
  daysTotal: number;
  /** Days from today (included) to the last day; all of them before the start, 0 after the end. */
  daysLeft: number;
  /** Days until the first day, 0 once it has come. */
  daysUntilStart: number;
  onTrack: boolean;
  disqualified: boolean;
  completed: boolean;
  /** Whether attending every planned class is still possible at one a day. */
  completable: boolean;
  risks: SprintRiskItem[];
}

export interface SprintProgressInput {
  startsAt: Date;
  endsAt: Date;
  classesPlanned: number;
  /** The student's classes from the enrolment to the Sprint's end, any order. */
  classes: readonly SprintClass[];
  /** When the student bought the Sprint: bookings made from then on for a class before the start disqualify it. */
  enrolledAt: Date;
  now: Date;
  timeZone: string;
}

/** The classes a Sprint plan grants: its credits per 4-week period times its periods (credits arrive per period, decision 020). */
export function sprintClassesPlanned(plan: { groupCredits: number; privateCredits: number; durationWeeks: number }): number {
  const periods = Math.max(1, Math.ceil((plan.durationWeeks * 7) / COMMERCE_CONFIG.periodDays));
  return (plan.groupCredits + plan.privateCredits) * periods;
}

const TAKEN_DAY: ReadonlySet<SprintClassOutcome> = new Set(['attended', 'awaiting_log', 'missed']);

export function sprintProgress(input: SprintProgressInput): SprintProgress {
  const { startsAt, endsAt, now, timeZone, classesPlanned } = input;
  const at = (d: Date) => d.getTime();
  const inWindow = (c: SprintClass) => at(c.startAt) >= at(startsAt) && at(c.startAt) < at(endsAt);
  const inSprint = input.classes.filter(inWindow);
  const count = (outcome: SprintClassOutcome) => inSprint.filter((c) => c.outcome === outcome).length;

  const classesTaken = count('attended');
  const classesAwaitingLog = count('awaiting_log');
  const classesBooked = count('booked');
  const classesMissed = count('missed');
  const classesCancelledLate = count('cancelled_late');
  const classesCancelled = classesCancelledLate + count('cancelled_early');
  // A booking still standing (taken, missed or to come) for a class before the first instant.
  const classesBookedBeforeStart = input.classes.filter(
    (c) => at(c.startAt) < at(startsAt) && at(c.bookedAt) >= at(input.enrolledAt) && (TAKEN_DAY.has(c.outcome) || c.outcome === 'booked'),
  ).length;

  const firstDay = zonedDateKey(startsAt, timeZone);
  const lastDay = zonedDateKey(new Date(at(endsAt) - 1), timeZone);
  const today = zonedDateKey(now, timeZone);
  const daysTotal = daysBetweenKeys(firstDay, lastDay) + 1;
  const phase: SprintPhase = at(now) < at(startsAt) ? 'upcoming' : at(now) < at(endsAt) ? 'running' : 'ended';
  const daysLeft = phase === 'ended' ? 0 : Math.min(daysTotal, daysBetweenKeys(today, lastDay) + 1);
  const daysUntilStart = Math.max(0, daysBetweenKeys(today, firstDay));
  const daysGone = phase === 'ended' ? daysTotal : Math.max(0, daysBetweenKeys(firstDay, today));
  const classesExpected = Math.min(classesPlanned, Math.floor((classesPlanned * daysGone) / daysTotal));

  // A class that began and is not logged yet most likely took place: it keeps the pace, not the count.
  const onTheWay = classesTaken + classesAwaitingLog;
  const onTrack = onTheWay >= classesExpected;
  const needed = Math.max(0, classesPlanned - onTheWay);
  // One class a day: the days left hold the classes still needed, except a day already used today.
  const usedToday = inSprint.some((c) => TAKEN_DAY.has(c.outcome) && dayOf(c, timeZone) === today);
  const room = phase === 'ended' ? 0 : daysLeft - (phase === 'running' && usedToday ? 1 : 0);
  const disqualified = classesBookedBeforeStart > 0;
  const completed = !disqualified && classesTaken >= classesPlanned;
  const completable = !disqualified && needed <= room;

  const risks: SprintRiskItem[] = [];
  if (disqualified) risks.push({ reason: 'booked_before_start', count: classesBookedBeforeStart });
  if (!disqualified && !completable && !completed) risks.push({ reason: 'not_enough_days', count: needed - room });
  if (classesMissed > 0) risks.push({ reason: 'missed_classes', count: classesMissed });
  if (classesCancelled > 0) risks.push({ reason: 'cancelled_classes', count: classesCancelled });
  if (!onTrack && phase === 'running') risks.push({ reason: 'behind_pace', count: classesExpected - onTheWay });

  return {
    phase,
    classesPlanned,
    classesTaken,
    classesAwaitingLog,
    classesBooked,
    classesMissed,
    classesCancelled,
    classesCancelledLate,
    classesBookedBeforeStart,
    classesExpected,
    daysTotal,
    daysLeft,
    daysUntilStart,
    onTrack,
    disqualified,
    completed,
    completable,
    risks,
  };
}

const dayOf = (c: SprintClass, timeZone: string): DateKey => zonedDateKey(c.startAt, timeZone);
