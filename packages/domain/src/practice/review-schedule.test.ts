import { Rating, createEmptyCard, fsrs } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { KNOWN_STABILITY_DAYS, type ReviewCard, newReviewCard, scheduleReview, wordStatus } from './review-schedule.ts';

const now = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

function answerAt(card: ReviewCard | null, rating: 'again' | 'hard' | 'good' | 'easy', at: Date) {
  return scheduleReview(card, rating, at);
}

describe('scheduleReview (ts-fsrs, default FSRS-6 parameters, no fuzz)', () => {
  it('matches ts-fsrs next() for a new card rated Good', () => {
    const expected = fsrs({ enable_fuzz: false }).next(createEmptyCard(now), now, Rating.Good).card;
    const card = answerAt(null, 'good', now);
    expect(card.due).toEqual(expected.due);
    expect(card.stability).toBeCloseTo(expected.stability, 8);
    expect(card.difficulty).toBeCloseTo(expected.difficulty, 8);
    expect(card.reps).toBe(1);
  });

  it('keeps a new card in the learning steps: Again in 1 minute, Good in 10 minutes (documented defaults)', () => {
    expect(answerAt(null, 'again', now).due.getTime() - now.getTime()).toBe(MINUTE);
    expect(answerAt(null, 'good', now).due.getTime() - now.getTime()).toBe(10 * MINUTE);
    expect(answerAt(null, 'easy', now).due.getTime() - now.getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it('grows the interval with every Good on time, and counts a lapse on Again in review', () => {
    let card = answerAt(null, 'good', now);
    card = answerAt(card, 'good', card.due);
    const first = card.due.getTime() - card.lastReview!.getTime();
    card = answerAt(card, 'good', card.due);
    const second = card.due.getTime() - card.lastReview!.getTime();
    expect(second).toBeGreaterThan(first);
    const lapsed = answerAt(card, 'again', card.due);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due.getTime() - card.due.getTime()).toBeLessThan(DAY);
  });

  it('is deterministic: the same answers give the same due date', () => {
    expect(answerAt(answerAt(null, 'hard', now), 'good', new Date(now.getTime() + DAY))).toEqual(
      answerAt(answerAt(null, 'hard', now), 'good', new Date(now.getTime() + DAY)),
    );
  });
});

describe('wordStatus', () => {
  it('is new before any review', () => {
    expect(wordStatus(null)).toEqual({ status: 'new', level: null });
    expect(wordStatus(newReviewCard(now))).toEqual({ status: 'new', level: null });
  });

  it('moves new -> reviewing (level grows) -> known', () => {
    let card = answerAt(null, 'good', now);
    expect(wordStatus(card).status).toBe('reviewing');
    const levels: number[] = [];
    while (wordStatus(card).status === 'reviewing') {
      levels.push(wordStatus(card).level!);
      card = answerAt(card, 'good', card.due);
    }
    expect(wordStatus(card)).toEqual({ status: 'known', level: null });
    expect(card.stability).toBeGreaterThanOrEqual(KNOWN_STABILITY_DAYS);
    expect([...levels].sort()).toEqual(levels);
  });

  it('falls back from known to reviewing after a lapse', () => {
    let card = answerAt(null, 'easy', now);
    while (wordStatus(card).status !== 'known') card = answerAt(card, 'easy', card.due);
    expect(wordStatus(answerAt(card, 'again', card.due)).status).toBe('reviewing');
  });
});
