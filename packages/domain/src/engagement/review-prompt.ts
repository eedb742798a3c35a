import { type ExperienceReviewKind, REVIEWED_FEATURES, type ReviewedFeature } from '@parla/contracts';
import type { DateKey } from '../time/date-key.ts';
import { zonedDateKey } from '../time/zoned.ts';

// When to ask a student for a booking-experience, personalized or feature-usefulness review
// (001 §7; issue 18: "short, optional prompts at the right moments, at most one per day";
// decision 090 gives the reasons for the numbers).

const DAY_MS = 24 * 60 * 60_000;

/** The booking prompt follows the 1st booking, then every 10th (10, 20, 30, ...). */
export const BOOKING_PROMPT_EVERY = 10;
/** After this many days the booking is no longer fresh enough to ask how it went. */
export const BOOKING_PROMPT_WINDOW_DAYS = 7;
/** Classes attended before the first personalized prompt: enough to judge fit and level. */
export const PERSONALIZED_PROMPT_AFTER_CLASSES = 5;
/** Uses (days practised, or Lingobites finished) of a feature before its usefulness prompt. */
export const FEATURE_PROMPT_AFTER_USES = 3;
/** An answered question (kind and subject) is not asked again for this long. */
export const ANSWERED_PAUSE_DAYS = 90;
/** A question put off ("Not now", or shown and left on its day) is not asked again for this long. */
export const PUT_OFF_PAUSE_DAYS = 30;

export interface PromptChoice {
  kind: ExperienceReviewKind;
  /** The booked class's uid, the feature, or null (personalized). */
  subject: string | null;
}

/** A prompt shown to the student: at most one per local day (`day`, in their zone when shown). */
export interface ShownPrompt extends PromptChoice {
  day: DateKey;
  shownAt: Date;
  dismissedAt: Date | null;
  answeredAt: Date | null;
}

export interface ReviewPromptFacts {
  now: Date;
  timeZone: string;
  /** How many bookings the student ever made (cancelled ones included: booking them was an experience). */
  bookingsMade: number;
  /** The booking whose ordinal is the last milestone at or below bookingsMade (see bookingPromptOrdinal). */
  milestoneBooking: { classUid: string; bookedAt: Date } | null;
  attendedClasses: number;
  /** Uses of each practice feature so far. */
  featureUses: Partial<Record<ReviewedFeature, number>>;
  /** Every prompt shown before (any order). */
  shown: readonly ShownPrompt[];
  /** Every review the student gave of these kinds (prompted or not), any order. */
  answers: readonly (PromptChoice & { at: Date })[];
}

/** Which booking (1-based, in booking order) the booking prompt asks about: 1, then each 10th; null before any. */
export function bookingPromptOrdinal(bookingsMade: number): number | null {
  if (bookingsMade < 1) return null;
  return bookingsMade < BOOKING_PROMPT_EVERY ? 1 : bookingsMade - (bookingsMade % BOOKING_PROMPT_EVERY);
}

const same = (a: PromptChoice, b: PromptChoice) => a.kind === b.kind && a.subject === b.subject;

/** True when the question may be asked: not answered for 90 days, not put off for 30. */
function restedEnough(choice: PromptChoice, facts: ReviewPromptFacts): boolean {
  const now = facts.now.getTime();
  const answered = facts.answers.filter((a) => same(a, choice)).some((a) => now - a.at.getTime() < ANSWERED_PAUSE_DAYS * DAY_MS);
  if (answered) return false;
  return !facts.shown
    .filter((p) => same(p, choice))
    .some((p) => now - (p.dismissedAt ?? p.shownAt).getTime() < (p.answeredAt ? ANSWERED_PAUSE_DAYS : PUT_OFF_PAUSE_DAYS) * DAY_MS);
}

/** The questions due now, most time-bound first: the booking (it goes stale), fit and level, then features in list order. */
function dueQuestions(facts: ReviewPromptFacts): PromptChoice[] {
  const due: PromptChoice[] = [];
  const booking = facts.milestoneBooking;
  if (booking && facts.now.getTime() - booking.bookedAt.getTime() <= BOOKING_PROMPT_WINDOW_DAYS * DAY_MS) {
    due.push({ kind: 'booking_experience', subject: booking.classUid });
  }
  if (facts.attendedClasses >= PERSONALIZED_PROMPT_AFTER_CLASSES) due.push({ kind: 'personalized', subject: null });
  for (const feature of REVIEWED_FEATURES) {
    if ((facts.featureUses[feature] ?? 0) >= FEATURE_PROMPT_AFTER_USES) due.push({ kind: 'feature_usefulness', subject: feature });
  }
  return due;
}

/**
 * The one review prompt to show now, or null. At most one prompt per local day across all kinds:
 * once a prompt was shown today it is the day's prompt (shown again on a reload until it is
 * answered or put off, then nothing more that day). Otherwise the first due question that has
 * rested enough.
 */
export function chooseReviewPrompt(facts: ReviewPromptFacts): PromptChoice | null {
  const today = zonedDateKey(facts.now, facts.timeZone);
  const todays = facts.shown.find((p) => p.day === today);
  if (todays) {
    const answeredSince = facts.answers.some((a) => same(a, todays) && a.at.getTime() >= todays.shownAt.getTime());
    return todays.dismissedAt || todays.answeredAt || answeredSince ? null : { kind: todays.kind, subject: todays.subject };
  }
  return dueQuestions(facts).find((choice) => restedEnough(choice, facts)) ?? null;
}
