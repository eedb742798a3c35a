/**
 * Where a student's booking stands with the post-class review (001 §4: teacher feedback is
 * pending, then ready, and the class must be rated first to read it):
 * - `upcoming`: the class has not ended yet;
 * - `awaiting_rating`: it ended, the student was there (or nobody logged otherwise), not rated yet;
 * - `rated`: the student sent their review;
 * - `missed`: the teacher logged the student absent, so there is nothing to rate;
 * - `not_reviewable`: the booking was cancelled, or the class did not take place.
 */
export type ReviewState = 'upcoming' | 'awaiting_rating' | 'rated' | 'missed' | 'not_reviewable';

export const REVIEW_STATES = ['upcoming', 'awaiting_rating', 'rated', 'missed', 'not_reviewable'] as const;

/** Classes that did not take place: cancelled, missed by the teacher, nobody came. */
const NOT_HELD = new Set(['cancelled', 'missed', 'no_students']);

/** Today reminds a student of an unrated class for this long after its end (older ones stay rateable on their page). */
export const REVIEW_REMINDER_DAYS = 14;

export interface ReviewableBooking {
  status: string;
  attendance: string | null;
  isRatedByStudent: boolean;
}

export function reviewStateOf(booking: ReviewableBooking, klass: { status: string; endAt: Date }, now: Date): ReviewState {
  if (booking.status !== 'booked' || NOT_HELD.has(klass.status)) return 'not_reviewable';
  if (booking.isRatedByStudent) return 'rated';
  if (now < klass.endAt) return 'upcoming';
  if (booking.attendance === 'missed') return 'missed';
  return 'awaiting_rating';
}
