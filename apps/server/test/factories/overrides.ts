/**
 * The overrides both factory modules accept where they build the same thing (docs/decisions/035):
 * the server's (apps/server/test/factories, rows in the database) and e2e's (e2e/support/factories.ts,
 * through the public API). Types only, no imports: e2e's tsconfig compiles this file as it is.
 * Each side extends a type with what only it can do (the server a catalogue or expiry, e2e a
 * password or a start time found on the booking page); a field added here must work on both sides.
 */

export type CreditKind = 'group' | 'private';
export type ClassType = 'group' | 'individual' | 'trial';

/** buildStudent: a student with one grant per kind asked for. */
export interface StudentOverrides {
  /** Group and private credits granted (one grant each, default none). */
  group?: number;
  private?: number;
  timezone?: string;
  locale?: 'en' | 'de' | 'fr' | 'es' | 'ru';
  firstName?: string;
  /** The profile's preferred class time (needs `catalogue`, which makes the profile). */
  preferredClassTime?: 'morning' | 'afternoon' | 'evening' | 'night';
}

/** buildTeacher: a teacher who can be given classes. */
export interface TeacherOverrides {
  firstName?: string;
  lastName?: string;
  timezone?: string;
  /** Pay per taught hour, in cents of the teacher's currency. */
  hourlyRateCents?: number;
}

/** buildCredits: one grant per student. */
export interface CreditOverrides {
  kind?: CreditKind;
  /** Default 1. */
  amount?: number;
}

/** buildClass: a one-hour class. */
export interface ClassOverrides {
  /** Which lesson of the module, by index (default 0). */
  lessonIndex?: number;
  type?: ClassType;
  /** Staffed by this teacher when given. */
  teacherId?: string | null;
}

/** buildStaffedClass: a class with a teacher and booked students. */
export interface StaffedClassOverrides {
  /** Students booked (default 2 for a group class, 1 for an individual one on the server; 1 in e2e). */
  students?: number;
  type?: ClassType;
  /** Starts at the next round hour at least this many hours ahead. */
  hoursAhead?: number;
}
