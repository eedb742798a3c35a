import { describe, expect, it } from 'vitest';
import {
  ANSWERED_PAUSE_DAYS,
  BOOKING_PROMPT_WINDOW_DAYS,
  PUT_OFF_PAUSE_DAYS,
  type ReviewPromptFacts,
  type ShownPrompt,
  bookingPromptOrdinal,
  chooseReviewPrompt,
} from './review-prompt.ts';

const DAY = 24 * 60 * 60_000;
// 10:00 in Berlin (CEST) on a Wednesday.
const now = new Date('2026-06-10T08:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

function facts(over: Partial<ReviewPromptFacts> = {}): ReviewPromptFacts {
  return {
    now,
    timeZone: 'Europe/Berlin',
    bookingsMade: 0,
    milestoneBooking: null,
    attendedClasses: 0,
    featureUses: {},
    shown: [],
    answers: [],
    ...over,
  };
}
const booked = (at: Date, classUid = 'c-1') => ({ bookingsMade: 1, milestoneBooking: { classUid, bookedAt: at } });
const shown = (over: Partial<ShownPrompt> & Pick<ShownPrompt, 'kind' | 'subject' | 'day' | 'shownAt'>): ShownPrompt => ({
  dismissedAt: null,
  answeredAt: null,
  ...over,
});

describe('bookingPromptOrdinal', () => {
  it('asks about the 1st booking, then each 10th', () => {
    expect(bookingPromptOrdinal(0)).toBeNull();
    expect(bookingPromptOrdinal(1)).toBe(1);
    expect(bookingPromptOrdinal(9)).toBe(1);
    expect(bookingPromptOrdinal(10)).toBe(10);
    expect(bookingPromptOrdinal(19)).toBe(10);
    expect(bookingPromptOrdinal(20)).toBe(20);
  });
});

describe('chooseReviewPrompt', () => {
  it('asks nothing of a student with nothing behind them', () => {
    expect(chooseReviewPrompt(facts())).toBeNull();
  });

  it('asks about a booking while it is fresh: up to 7 days after, not a moment later', () => {
    const edge = BOOKING_PROMPT_WINDOW_DAYS * DAY;
    expect(chooseReviewPrompt(facts(booked(ago(0))))).toEqual({ kind: 'booking_experience', subject: 'c-1' });
    expect(chooseReviewPrompt(facts(booked(ago(edge))))).toEqual({ kind: 'booking_experience', subject: 'c-1' });
    expect(chooseReviewPrompt(facts(booked(ago(edge + 1))))).toBeNull();
  });

  it('asks about fit and level from the 5th attended class, not the 4th', () => {
    expect(chooseReviewPrompt(facts({ attendedClasses: 4 }))).toBeNull();
    expect(chooseReviewPrompt(facts({ attendedClasses: 5 }))).toEqual({ kind: 'personalized', subject: null });
  });

  it('asks about a feature from its 3rd use, the first such feature in list order', () => {
    expect(chooseReviewPrompt(facts({ featureUses: { flashcards: 2 } }))).toBeNull();
    expect(chooseReviewPrompt(facts({ featureUses: { flashcards: 3, lingobites: 4 } }))).toEqual({
      kind: 'feature_usefulness',
      subject: 'flashcards',
    });
  });

  it('prefers the booking (it goes stale), then fit and level, then features', () => {
    const all = facts({ ...booked(ago(DAY)), attendedClasses: 5, featureUses: { grammar: 3 } });
    expect(chooseReviewPrompt(all)?.kind).toBe('booking_experience');
    expect(chooseReviewPrompt({ ...all, milestoneBooking: null })?.kind).toBe('personalized');
  });

  it('shows one prompt a local day: the same one again until answered or put off, then nothing that day', () => {
    const today = shown({ kind: 'booking_experience', subject: 'c-1', day: '2026-06-10', shownAt: ago(60_000) });
    const base = facts({ ...booked(ago(DAY)), attendedClasses: 5, shown: [today] });
    expect(chooseReviewPrompt(base)).toEqual({ kind: 'booking_experience', subject: 'c-1' });
    expect(chooseReviewPrompt({ ...base, shown: [{ ...today, dismissedAt: now }] })).toBeNull();
    expect(chooseReviewPrompt({ ...base, shown: [{ ...today, answeredAt: now }] })).toBeNull();
    // Answered by a review sent after it was shown, even without the prompt row knowing.
    expect(chooseReviewPrompt({ ...base, answers: [{ kind: 'booking_experience', subject: 'c-1', at: now }] })).toBeNull();
  });

  it('counts the day in the student’s zone: 23:59 and 00:00 local are different days', () => {
    // Shown at 23:30 Berlin on 9 June (21:30Z); asked again at 00:00 Berlin on 10 June (22:00Z).
    const lateShown = shown({
      kind: 'feature_usefulness',
      subject: 'grammar',
      day: '2026-06-09',
      shownAt: new Date('2026-06-09T21:30:00Z'),
    });
    const answered = { ...lateShown, answeredAt: new Date('2026-06-09T21:31:00Z') };
    const at = (iso: string) =>
      chooseReviewPrompt(
        facts({ now: new Date(iso), attendedClasses: 5, shown: [answered], answers: [{ ...answered, at: answered.answeredAt }] }),
      );
    expect(at('2026-06-09T21:59:59Z')).toBeNull();
    expect(at('2026-06-09T22:00:00Z')).toEqual({ kind: 'personalized', subject: null });
  });

  it('does not ask again for 90 days after an answer', () => {
    const answer = (days: number) => ({ kind: 'personalized' as const, subject: null, at: ago(days * DAY) });
    const f = (days: number) => facts({ attendedClasses: 12, answers: [answer(days)] });
    expect(chooseReviewPrompt(f(ANSWERED_PAUSE_DAYS - 1))).toBeNull();
    expect(chooseReviewPrompt(f(ANSWERED_PAUSE_DAYS))).toEqual({ kind: 'personalized', subject: null });
  });

  it('does not ask again for 30 days after "Not now" or a prompt left unanswered on its day', () => {
    const putOff = (days: number, dismissed: boolean) =>
      shown({
        kind: 'feature_usefulness',
        subject: 'vocabulary_trainer',
        day: '2026-05-01',
        shownAt: ago(days * DAY + 60_000),
        dismissedAt: dismissed ? ago(days * DAY) : null,
      });
    const f = (days: number, dismissed: boolean) => facts({ featureUses: { vocabulary_trainer: 9 }, shown: [putOff(days, dismissed)] });
    expect(chooseReviewPrompt(f(PUT_OFF_PAUSE_DAYS - 1, true))).toBeNull();
    expect(chooseReviewPrompt(f(PUT_OFF_PAUSE_DAYS, true))).toEqual({ kind: 'feature_usefulness', subject: 'vocabulary_trainer' });
    // Left on its day: the pause runs from when it was shown.
    expect(chooseReviewPrompt(f(PUT_OFF_PAUSE_DAYS - 1, false))).toBeNull();
  });

  it('moves on to the next due question while one rests', () => {
    const answered = [{ kind: 'feature_usefulness' as const, subject: 'flashcards', at: ago(2 * DAY) }];
    expect(chooseReviewPrompt(facts({ featureUses: { flashcards: 5, grammar: 3 }, answers: answered }))).toEqual({
      kind: 'feature_usefulness',
      subject: 'grammar',
    });
  });

  it('asks about the 10th booking even when the 1st was answered', () => {
    const f = facts({
      bookingsMade: 10,
      milestoneBooking: { classUid: 'c-10', bookedAt: ago(60_000) },
      answers: [{ kind: 'booking_experience', subject: 'c-1', at: ago(20 * DAY) }],
    });
    expect(chooseReviewPrompt(f)).toEqual({ kind: 'booking_experience', subject: 'c-10' });
  });
});
