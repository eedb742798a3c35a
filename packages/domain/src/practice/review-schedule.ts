import type { ReviewRating, WordStatus } from '@parla/contracts';
import { type Card, type Grade, Rating, State, createEmptyCard, fsrs } from 'ts-fsrs';

/** A vocabulary card's FSRS memory state as stored per student (null fields: never reviewed). */
export interface ReviewCard {
  due: Date;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  /** ts-fsrs learning step the card is on (short-term steps of the learning phase). */
  learningSteps: number;
  lastReview: Date | null;
}

/** A card is known once FSRS expects to remember it for three weeks (Anki's "mature" threshold). */
export const KNOWN_STABILITY_DAYS = 21;

const RATING: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/**
 * The one scheduler: ts-fsrs's default FSRS-6 parameters (90% retention, learning steps 1 m and
 * 10 m), fuzz off so the same answers always give the same due date (tests, and two devices agree).
 */
const scheduler = fsrs({ enable_fuzz: false });

/** A card never reviewed: due now. */
export function newReviewCard(now: Date): ReviewCard {
  return fromFsrs(createEmptyCard(now));
}

function toFsrs(card: ReviewCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: 0,
    reps: card.reps,
    lapses: card.lapses,
    learning_steps: card.learningSteps,
    state: card.state as State,
    last_review: card.lastReview ?? undefined,
  };
}

function fromFsrs(card: Card): ReviewCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    learningSteps: card.learning_steps,
    lastReview: card.last_review ?? null,
  };
}

/**
 * One answer in the vocabulary trainer is one FSRS review (issue 17): the card's next state and
 * due date for the rating given at `now`. A card without state yet (null) starts empty.
 */
export function scheduleReview(card: ReviewCard | null, rating: ReviewRating, now: Date): ReviewCard {
  return fromFsrs(scheduler.next(toFsrs(card ?? newReviewCard(now)), now, RATING[rating]).card);
}

/**
 * 001 §3 Word status from the card: new until first reviewed; known once in review with
 * stability of three weeks or more; reviewing otherwise, with a level 1-4 that grows with
 * stability (under a day, under 3 days, under a week, under 3 weeks).
 */
export function wordStatus(card: ReviewCard | null): { status: WordStatus; level: number | null } {
  if (!card || card.state === State.New || card.reps === 0) return { status: 'new', level: null };
  if (card.state === State.Review && card.stability >= KNOWN_STABILITY_DAYS) return { status: 'known', level: null };
  const level = card.stability < 1 ? 1 : card.stability < 3 ? 2 : card.stability < 7 ? 3 : 4;
  return { status: 'reviewing', level };
}
