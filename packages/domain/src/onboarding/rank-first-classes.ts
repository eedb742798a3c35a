import { type TimeOfDay, timeOfDay } from '../classes/time-of-day.ts';
import { zonedDateKey } from '../time/index.ts';

/** A bookable time for the student's first class (an existing class with seats, or a free slot for a new one). */
export interface FirstClassCandidate {
  key: string;
  lessonId: string;
  startDate: Date;
  /** An existing class (a teacher may have committed, classmates are there) rather than a new slot. */
  isExisting: boolean;
  /** Free seats of an existing class; ignored for new slots. */
  availableSeats: number;
  /** The rule that would refuse the student this time (the booking service's own), or null. */
  refusal: string | null;
}

export interface FirstClassRankingInput {
  /** The student's module's first lesson not yet taken: only its classes are suggested. */
  lessonId: string | null;
  candidates: readonly FirstClassCandidate[];
  /** The student's preferred times of day (the onboarding survey); empty means any time. */
  preferredTimes: readonly TimeOfDay[];
  timeZone: string;
  now: Date;
  /** How many to suggest; default 3. */
  limit?: number;
}

export interface FirstClassRanking {
  /** Keys of the suggestions, best first. */
  keys: string[];
  /** False when nothing was free at the preferred times, so the suggestions are the best at any time. */
  atPreferredTimes: boolean;
}

/** Onboarding offers three first classes: enough to choose from, few enough to choose in one look. */
export const FIRST_CLASS_SUGGESTIONS = 3;

/**
 * The best first classes for a new student (issue 16, decision 069). Only the lesson they start
 * with, only times the booking rules allow, only in the future. At the preferred times if any is
 * free there (otherwise at any time, and says so). Existing classes with free seats come first
 * (a class that already runs is more likely to be staffed and has classmates), soonest first;
 * then new slots, at most one per local day not already offered, so the student sees a choice of
 * days rather than three hours of one evening.
 */
export function rankFirstClasses(input: FirstClassRankingInput): FirstClassRanking {
  const limit = input.limit ?? FIRST_CLASS_SUGGESTIONS;
  if (!input.lessonId) return { keys: [], atPreferredTimes: true };
  const bookable = input.candidates.filter(
    (c) =>
      c.lessonId === input.lessonId &&
      c.refusal === null &&
      c.startDate.getTime() > input.now.getTime() &&
      (!c.isExisting || c.availableSeats > 0),
  );
  const preferred =
    input.preferredTimes.length === 0
      ? bookable
      : bookable.filter((c) => input.preferredTimes.includes(timeOfDay(c.startDate, input.timeZone)));
  const pool = preferred.length > 0 ? preferred : bookable;
  const soonest = (a: FirstClassCandidate, b: FirstClassCandidate) => a.startDate.getTime() - b.startDate.getTime();
  const existing = pool.filter((c) => c.isExisting).sort(soonest);
  const fresh = pool.filter((c) => !c.isExisting).sort(soonest);
  const picked = existing.slice(0, limit);
  const days = new Set(picked.map((c) => zonedDateKey(c.startDate, input.timeZone)));
  for (const slot of fresh) {
    if (picked.length >= limit) break;
    const day = zonedDateKey(slot.startDate, input.timeZone);
    if (days.has(day)) continue;
    days.add(day);
    picked.push(slot);
  }
  return { keys: picked.map((c) => c.key), atPreferredTimes: preferred.length > 0 || bookable.length === 0 };
}
