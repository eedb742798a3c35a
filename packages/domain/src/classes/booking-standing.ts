import type { SubscriptionDisplayState } from '@parla/contracts';
import type { CreditCounts } from '../credits/credit-kind.ts';
import { type StudentSnapshot, assertHasCreditFor, assertPlanAllowsClass, refusalOf } from './student-booking-rules.ts';

/** Where the student stands, for the one status banner (Today, the booking page). */
export const STANDING_STATES = [
  'no_plan',
  'starting',
  'trial',
  'active',
  'paused',
  'payment_failed',
  'payment_pending',
  'ending',
  'ended',
] as const;
export type StandingState = (typeof STANDING_STATES)[number];

/** What the student may do about it; each leads to a page that accepts it (decision 039). */
export const STANDING_OFFERS = [
  'book_class',
  'start_trial',
  'choose_plan',
  'skip_trial',
  'buy_extra_credits',
  'resume',
  'reactivate',
  'fix_payment',
  'verify_email',
] as const;
export type StandingOffer = (typeof STANDING_OFFERS)[number];

export interface StandingFacts {
  /** The same snapshot booking reads (credits, pauses, plan limits). */
  student: Pick<StudentSnapshot, 'credits' | 'pauses' | 'subscription'>;
  /** The running subscription (trial, paid, failing, cancelled until its end, suspended); null when none. */
  current: {
    displayState: SubscriptionDisplayState;
    trialEndsAt: Date | null;
    endsAt: Date | null;
    /** End of the pause running now. */
    pausedUntil: Date | null;
    canUnpause: boolean;
    canReactivate: boolean;
    canSkipTrial: boolean;
  } | null;
  /**
   * A plan bought to start later (a Sprint's fixed start) when none runs now: its credits arrive at
   * the start, so "no plan, choose one" would be wrong; null otherwise.
   */
  upcoming: { startsAt: Date } | null;
  /** The latest plan that ended, when no plan runs. */
  ended: { endedAt: Date | null; canReactivate: boolean } | null;
  emailVerified: boolean;
  /** No subscription and no trial card on record (the store's trialAvailableTo). */
  trialAvailable: boolean;
  /** The store's rule (subscribers only). */
  canBuyExtraCredits: boolean;
}

export interface BookingStanding {
  state: StandingState;
  /** Trial end, pause end, membership end, when it ended, or when the plan bought starts. */
  until: Date | null;
  /** The error code a booking made now would meet whatever the class, or null. */
  refusal: string | null;
  emailVerified: boolean;
  credits: CreditCounts;
  /** In the order to show them; book_class only when nothing refuses. */
  offers: StandingOffer[];
}

function stateOf(facts: StandingFacts): { state: StandingState; until: Date | null } {
  const { current } = facts;
  if (!current && facts.upcoming) return { state: 'starting', until: facts.upcoming.startsAt };
  if (!current) return facts.ended ? { state: 'ended', until: facts.ended.endedAt } : { state: 'no_plan', until: null };
  switch (current.displayState) {
    case 'trial':
      return { state: 'trial', until: current.trialEndsAt };
    case 'paused':
      return { state: 'paused', until: current.pausedUntil };
    case 'payment_failed':
      return { state: 'payment_failed', until: null };
    case 'payment_pending':
      return { state: 'payment_pending', until: null };
    case 'cancelled':
    case 'expire':
      return { state: 'ending', until: current.endsAt };
    case 'ended':
    case 'inactive':
      return { state: 'ended', until: current.endsAt };
    default:
      return { state: 'active', until: null };
  }
}

/**
 * What the student can do now (issue 12): the refusal comes from the rules booking itself
 * runs (assertPlanAllowsClass for a class starting now, then a credit of either kind), so the
 * banner never says "you can book" where Confirm would refuse, nor the reverse.
 */
export function bookingStanding(facts: StandingFacts, now: Date): BookingStanding {
  const { state, until } = stateOf(facts);
  const { credits } = facts.student;
  const refusal = refusalOf(() => {
    assertPlanAllowsClass({ startAt: now, endAt: now }, facts.student, now);
    if (credits.private < 1) assertHasCreditFor('group', credits);
  });
  const offers: StandingOffer[] = [];
  const add = (offer: StandingOffer, when: boolean) => {
    if (when && !offers.includes(offer)) offers.push(offer);
  };
  add('verify_email', !facts.emailVerified);
  add('resume', state === 'paused' && facts.current?.canUnpause === true);
  add('fix_payment', state === 'payment_failed' || state === 'payment_pending');
  add('reactivate', (facts.current?.canReactivate ?? facts.ended?.canReactivate) === true);
  add('book_class', refusal === null);
  // Waiting for a plan's start is not a lack of credits to buy: the credits are on their way.
  if (
    state !== 'starting' &&
    (refusal === 'not_enough_credits' || refusal === 'trial_class_outside_trial' || refusal === 'booking_after_subscription_expiry')
  ) {
    add('start_trial', facts.trialAvailable);
    add('buy_extra_credits', facts.canBuyExtraCredits);
    add('skip_trial', facts.current?.canSkipTrial === true);
  }
  add('choose_plan', state === 'no_plan' || (state === 'ended' && !offers.includes('reactivate')));
  return { state, until, refusal, emailVerified: facts.emailVerified, credits, offers };
}

const OFFERS_FOR_REFUSAL: Record<string, readonly StandingOffer[]> = {
  not_enough_credits: ['start_trial', 'buy_extra_credits', 'skip_trial', 'choose_plan'],
  trial_class_outside_trial: ['skip_trial', 'choose_plan'],
  booking_after_subscription_expiry: ['reactivate', 'choose_plan'],
  no_appointments_during_scheduled_pause: ['resume'],
};

/** The offers that answer one refusal (the booking preview's "what now"), among those the standing allows. */
export function offersForRefusal(refusal: string | null, standing: Pick<BookingStanding, 'offers'>): StandingOffer[] {
  if (!refusal) return [];
  const wanted = OFFERS_FOR_REFUSAL[refusal] ?? [];
  return standing.offers.filter((offer) => wanted.includes(offer));
}
