import type { ClassStatus } from '@parla/contracts';
import { DAYS_AHEAD, DAYS_BACK, HOUR, type PlannedClass } from './class-plan.ts';
import { chance, shuffled } from './determinism.ts';
import type { SeededStudent, SpendableGrant } from './people.ts';

export interface PlannedBooking {
  student: SeededStudent;
  grant: SpendableGrant;
  attendance: 'attended' | 'missed' | null;
  createdAt: Date;
}

export interface ClassOutcome {
  status: ClassStatus;
  bookings: PlannedBooking[];
}

/** Bookings per student over the six-week window, before credits run out. */
const TARGET_BOOKINGS = { normal: 8, heavy: 30 } as const;

function spend(student: SeededStudent, kind: 'group' | 'private'): SpendableGrant | null {
  const grant = student.grants[kind];
  if (!grant || grant.remaining <= 0) return null;
  grant.remaining -= 1;
  grant.spent += 1;
  return grant;
}

/**
 * The demo student's history: the five latest German A1 group classes and the latest private
 * one that took place. Upcoming bookings are topped up on every run by demo-student.ts.
 */
function demoPicks(classes: PlannedClass[], skipped: Set<string>, now: Date): Set<PlannedClass> {
  const past = classes.filter((c) => c.module.code === 'DE-A1' && !skipped.has(c.lessonId) && c.endAt <= now && c.teacher);
  return new Set([...past.filter((c) => c.type === 'group').slice(-5), ...past.filter((c) => c.type === 'individual').slice(-1)]);
}

function bookingTime(c: PlannedClass, classCreatedAt: Date, now: Date, salt: string): Date {
  const latest = Math.min(now.getTime(), c.startAt.getTime() - HOUR);
  const earliest = Math.min(classCreatedAt.getTime(), latest);
  return new Date(earliest + Math.floor(chance(salt) * (latest - earliest)));
}

/**
 * Who booked each new class, and how past classes ended. Runs in time order so credits are
 * spent as they would have been; a student without a credit of the right kind is skipped.
 */
export function planBookings(
  classes: PlannedClass[],
  students: SeededStudent[],
  demo: { id: string; skippedLessonIds: Set<string> },
  classCreatedAt: (c: PlannedClass) => Date,
  now: Date,
): Map<PlannedClass, ClassOutcome> {
  const sorted = [...classes].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const demoStudent = students.find((s) => s.id === demo.id)!;
  const forDemo = demoPicks(sorted, demo.skippedLessonIds, now);
  const groupShare = 0.8;
  const windowDays = DAYS_BACK + DAYS_AHEAD;
  const outcomes = new Map<PlannedClass, ClassOutcome>();

  for (const c of sorted) {
    const past = c.endAt <= now;
    const bookings: PlannedBooking[] = [];
    const kind = c.type === 'individual' ? 'private' : 'group';
    const book = (student: SeededStudent) => {
      const grant = spend(student, kind);
      if (!grant) return;
      const attended = chance(`${c.key}:${student.email}:attended`) < 0.88 || student.id === demo.id;
      bookings.push({
        student,
        grant,
        attendance: past ? (attended ? 'attended' : 'missed') : null,
        createdAt: bookingTime(c, classCreatedAt(c), now, `${c.key}:${student.email}:booked`),
      });
    };
    // A past class nobody taught was cancelled before anyone could attend.
    if (!(past && !c.teacher)) {
      if (forDemo.has(c)) book(demoStudent);
      const candidates = shuffled(
        students.filter((s) => s.sectionSlug === c.sectionSlug && s.level === c.module.level && s.habit !== 'none' && s.habit !== 'demo'),
        `${c.key}:students`,
      );
      if (c.type === 'individual') {
        if (bookings.length === 0 && chance(`${c.key}:private`) < 0.7) {
          const student = candidates.find((s) => (s.grants.private?.remaining ?? 0) > 0);
          if (student) book(student);
        }
      } else {
        const popular = chance(`${c.key}:popular`) < 0.12;
        for (const student of candidates) {
          if (bookings.length >= c.capacity) break;
          const habit = student.habit === 'heavy' ? 'heavy' : 'normal';
          const rate = Math.min(0.7, TARGET_BOOKINGS[habit] / (c.perDay * windowDays * groupShare));
          if (chance(`${c.key}:${student.email}:books`) < (popular ? 0.95 : rate)) book(student);
        }
      }
    }
    outcomes.set(c, { status: classStatus(c, bookings, forDemo.has(c), now), bookings });
  }
  return outcomes;
}

function classStatus(c: PlannedClass, bookings: PlannedBooking[], hasDemo: boolean, now: Date): ClassStatus {
  if (c.endAt > now) return 'active';
  if (!c.teacher) return 'cancelled';
  if (bookings.length === 0) return 'no_students';
  if (hasDemo) return 'completed';
  const roll = chance(`${c.key}:outcome`);
  return roll < 0.04 ? 'missed' : roll < 0.07 ? 'technical_issue' : 'completed';
}
