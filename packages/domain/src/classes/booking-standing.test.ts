import { describe, expect, it } from 'vitest';
import { type StandingFacts, bookingStanding, offersForRefusal } from './booking-standing.ts';
import { type StudentSnapshot, studentRefusalFor } from './student-booking-rules.ts';

const now = new Date('2026-05-04T09:00:00Z');
const day = (n: number) => new Date(now.getTime() + n * 86_400_000);

const facts = (overrides: Partial<StandingFacts> = {}): StandingFacts => ({
  student: { credits: { group: 0, private: 0 }, pauses: [], subscription: null },
  current: null,
  upcoming: null,
  ended: null,
  emailVerified: true,
  trialAvailable: true,
  canBuyExtraCredits: false,
  ...overrides,
});
const current = (overrides: Partial<NonNullable<StandingFacts['current']>> = {}): NonNullable<StandingFacts['current']> => ({
  displayState: 'active',
  trialEndsAt: null,
  endsAt: null,
  pausedUntil: null,
  canUnpause: false,
  canReactivate: false,
  canSkipTrial: false,
  ...overrides,
});

describe('bookingStanding', () => {
  it('offers a new student without credits the trial and the plans, never extra credits', () => {
    const standing = bookingStanding(facts(), now);
    expect(standing.state).toBe('no_plan');
    expect(standing.refusal).toBe('not_enough_credits');
    expect(standing.offers).toEqual(['start_trial', 'choose_plan']);
  });

  it('tells a student whose Sprint starts later when it starts, and offers no plan or trial meanwhile', () => {
    const standing = bookingStanding(facts({ upcoming: { startsAt: day(10) } }), now);
    expect(standing.state).toBe('starting');
    expect(standing.until).toEqual(day(10));
    expect(standing.refusal).toBe('not_enough_credits');
    expect(standing.offers).toEqual([]);
    // A plan running now wins: a second plan queued behind it changes nothing.
    expect(bookingStanding(facts({ current: current(), upcoming: { startsAt: day(10) } }), now).state).toBe('active');
  });

  it('drops the trial offer once a trial was used', () => {
    expect(bookingStanding(facts({ trialAvailable: false }), now).offers).toEqual(['choose_plan']);
  });

  it('lets a trial student with credits book, and names the trial end', () => {
    const standing = bookingStanding(
      facts({
        student: { credits: { group: 3, private: 0 }, pauses: [], subscription: { endsAt: null, freeTrialStartedAt: day(-1) } },
        current: current({ displayState: 'trial', trialEndsAt: day(6), canSkipTrial: true }),
        trialAvailable: false,
      }),
      now,
    );
    expect(standing).toMatchObject({ state: 'trial', until: day(6), refusal: null, offers: ['book_class'] });
  });

  it('refuses a cancelled trial that ran out with the booking error, and offers the plans it can still buy', () => {
    const standing = bookingStanding(
      facts({
        student: { credits: { group: 1, private: 0 }, pauses: [], subscription: { endsAt: null, freeTrialStartedAt: day(-8) } },
        current: current({ displayState: 'trial', trialEndsAt: day(-1), canSkipTrial: true }),
        trialAvailable: false,
      }),
      now,
    );
    expect(standing.refusal).toBe('trial_class_outside_trial');
    expect(standing.offers).toEqual(['skip_trial']);
  });

  it('sends a paused student to resume, with the pause end', () => {
    const standing = bookingStanding(
      facts({
        student: { credits: { group: 4, private: 0 }, pauses: [{ from: day(-2), to: day(5) }], subscription: { endsAt: null } },
        current: current({ displayState: 'paused', pausedUntil: day(5), canUnpause: true }),
        trialAvailable: false,
        canBuyExtraCredits: true,
      }),
      now,
    );
    expect(standing).toMatchObject({
      state: 'paused',
      until: day(5),
      refusal: 'no_appointments_during_scheduled_pause',
      offers: ['resume'],
    });
  });

  it('offers extra credits to a subscriber without credits, and fixing a failed payment first', () => {
    const standing = bookingStanding(
      facts({
        student: { credits: { group: 0, private: 0 }, pauses: [], subscription: { endsAt: null } },
        current: current({ displayState: 'payment_failed' }),
        trialAvailable: false,
        canBuyExtraCredits: true,
      }),
      now,
    );
    expect(standing.offers).toEqual(['fix_payment', 'buy_extra_credits']);
  });

  it('counts a private credit as enough to book', () => {
    const standing = bookingStanding(facts({ student: { credits: { group: 0, private: 1 }, pauses: [], subscription: null } }), now);
    expect(standing.refusal).toBeNull();
    expect(standing.offers).toContain('book_class');
  });

  it('names the end of a cancelled membership, and after it offers reactivation instead of a new plan', () => {
    const ending = bookingStanding(
      facts({
        student: { credits: { group: 2, private: 0 }, pauses: [], subscription: { endsAt: day(10) } },
        current: current({ displayState: 'cancelled', endsAt: day(10), canReactivate: true }),
        trialAvailable: false,
        canBuyExtraCredits: true,
      }),
      now,
    );
    expect(ending).toMatchObject({ state: 'ending', until: day(10), refusal: null, offers: ['reactivate', 'book_class'] });
    const ended = bookingStanding(
      facts({
        student: { credits: { group: 0, private: 0 }, pauses: [], subscription: { endsAt: day(-1) } },
        ended: { endedAt: day(-1), canReactivate: true },
        trialAvailable: false,
      }),
      now,
    );
    expect(ended).toMatchObject({ state: 'ended', refusal: 'booking_after_subscription_expiry', offers: ['reactivate'] });
  });

  it('asks an unverified student to verify, whatever else holds', () => {
    expect(bookingStanding(facts({ emailVerified: false }), now).offers[0]).toBe('verify_email');
  });
});

describe('offersForRefusal', () => {
  it('answers a refusal only with the offers that fix it', () => {
    expect(offersForRefusal('not_enough_credits', { offers: ['verify_email', 'start_trial', 'choose_plan'] })).toEqual([
      'start_trial',
      'choose_plan',
    ]);
    expect(offersForRefusal('no_appointments_during_scheduled_pause', { offers: ['resume', 'buy_extra_credits'] })).toEqual(['resume']);
    expect(offersForRefusal(null, { offers: ['book_class'] })).toEqual([]);
  });
});

describe('studentRefusalFor', () => {
  const student = (overrides: Partial<StudentSnapshot> = {}): StudentSnapshot => ({
    timeZone: 'Europe/Berlin',
    credits: { group: 2, private: 0 },
    activeBookings: [],
    attendedClasses: [],
    pauses: [],
    subscription: null,
    sprint: null,
    ...overrides,
  });
  const at = (start: Date, type: 'group' | 'individual' = 'group') => ({
    lessonId: 'l1',
    startAt: start,
    endAt: new Date(start.getTime() + 3_600_000),
    type,
  });

  it('marks each listed time with the rule that refuses it', () => {
    expect(studentRefusalFor(at(day(2)), student(), now)).toBeNull();
    expect(studentRefusalFor(at(day(2), 'individual'), student(), now)).toBe('not_enough_credits');
    expect(studentRefusalFor(at(day(2)), student({ pauses: [{ from: day(1), to: day(3) }] }), now)).toBe(
      'no_appointments_during_scheduled_pause',
    );
    expect(studentRefusalFor(at(day(4)), student({ pauses: [{ from: day(1), to: day(3) }] }), now)).toBeNull();
    expect(studentRefusalFor(at(day(8)), student({ subscription: { endsAt: null, freeTrialStartedAt: day(-1) } }), now)).toBe(
      'trial_class_outside_trial',
    );
    expect(studentRefusalFor(at(day(9)), student({ subscription: { endsAt: day(9) } }), now)).toBe('booking_after_subscription_expiry');
    expect(
      studentRefusalFor(
        at(day(2)),
        student({ sprint: { startsAt: day(0), endsAt: day(30) }, activeBookings: [{ classId: 'c', lessonId: 'l9', startAt: day(2) }] }),
        now,
      ),
    ).toBe('sprint_one_booking_per_day');
  });
});
