import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { teacherCancellationPenalty } from './teacher-cancellation-penalty.ts';

const classStartAt = new Date('2026-05-10T10:00:00Z');
const M = 60_000;
const H = 60 * M;
const D = 24 * H;
const beforeStart = (ms: number) => new Date(classStartAt.getTime() - ms);
const committedLongAgo = new Date('2026-04-01T08:00:00Z');
const cancel = (now: Date, extra: { committedAt?: Date; previous?: Date[]; currentPenaltyUntil?: Date | null } = {}) =>
  teacherCancellationPenalty(
    {
      classStartAt,
      committedAt: extra.committedAt ?? committedLongAgo,
      previousLastMinuteCancellations: extra.previous ?? [],
      currentPenaltyUntil: extra.currentPenaltyUntil,
    },
    now,
  );

describe('teacherCancellationPenalty', () => {
  it('has no consequence at exactly 24 h before the start or earlier', () => {
    for (const ms of [24 * H, 24 * H + 1, 10 * D]) {
      expect(cancel(beforeStart(ms))).toEqual({
        consequence: 'none',
        requiresExplanation: false,
        isLastMinute: false,
        requiresReview: false,
        freeBecauseAccidental: false,
      });
    }
  });

  it('blocks for 7 days from the cancellation under 24 h (24 h - 1 ms) down to exactly 3 h', () => {
    for (const ms of [24 * H - 1, 12 * H, 3 * H]) {
      const now = beforeStart(ms);
      expect(cancel(now)).toEqual({
        consequence: 'block_7_days',
        penaltyUntil: new Date(now.getTime() + 7 * D),
        requiresExplanation: false,
        isLastMinute: true,
        requiresReview: false,
        freeBecauseAccidental: false,
      });
    }
  });

  it('adds an explanation under 3 h (3 h - 1 ms) up to the start', () => {
    for (const ms of [3 * H - 1, 10 * M, 1]) {
      expect(cancel(beforeStart(ms))).toMatchObject({
        consequence: 'block_7_days_with_explanation',
        requiresExplanation: true,
        isLastMinute: true,
      });
    }
  });

  it('refuses once the class has started', () => {
    expect(errorCodeOf(() => cancel(classStartAt))).toBe('commitment_cannot_be_cancelled');
    expect(errorCodeOf(() => cancel(new Date(classStartAt.getTime() + H)))).toBe('commitment_cannot_be_cancelled');
  });

  describe('accidental commitment', () => {
    const committedAt = beforeStart(2 * H);
    it('is free within 30 minutes of committing, even under 3 h', () => {
      for (const ms of [0, 30 * M - 1]) {
        expect(cancel(new Date(committedAt.getTime() + ms), { committedAt })).toEqual({
          consequence: 'none',
          requiresExplanation: false,
          isLastMinute: false,
          requiresReview: false,
          freeBecauseAccidental: true,
        });
      }
    });

    it('ends at exactly 30 minutes', () => {
      expect(cancel(new Date(committedAt.getTime() + 30 * M), { committedAt })).toMatchObject({
        consequence: 'block_7_days_with_explanation',
        freeBecauseAccidental: false,
      });
    });

    it('does not count toward reviews', () => {
      const previous = [beforeStart(5 * D), beforeStart(10 * D), beforeStart(20 * D), beforeStart(30 * D)];
      expect(cancel(new Date(committedAt.getTime() + M), { committedAt, previous }).requiresReview).toBe(false);
    });
  });

  describe('review after more than 3 last-minute cancellations in 3 months', () => {
    const now = beforeStart(5 * H); // 2026-05-10T05:00Z
    it('is not triggered by the third, and is by the fourth', () => {
      expect(cancel(now, { previous: [new Date('2026-05-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')] }).requiresReview).toBe(false);
      const three = [new Date('2026-05-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z')];
      expect(cancel(now, { previous: three }).requiresReview).toBe(true);
    });

    it('counts the window start (exactly 3 calendar months ago) and nothing older', () => {
      const two = [new Date('2026-05-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')];
      expect(cancel(now, { previous: [...two, new Date('2026-02-10T05:00:00Z')] }).requiresReview).toBe(true);
      expect(cancel(now, { previous: [...two, new Date('2026-02-10T04:59:59.999Z')] }).requiresReview).toBe(false);
    });

    it('ignores cancellations dated after now', () => {
      const two = [new Date('2026-05-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')];
      expect(cancel(now, { previous: [...two, new Date('2026-05-11T00:00:00Z')] }).requiresReview).toBe(false);
    });

    it('is never triggered by a cancellation without consequence', () => {
      const many = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2026, 4, 1 + (i % 9))));
      expect(cancel(beforeStart(2 * D), { previous: many }).requiresReview).toBe(false);
    });
  });

  it('never shortens a penalty already running', () => {
    const now = beforeStart(10 * H);
    const longer = new Date(now.getTime() + 14 * D);
    expect(cancel(now, { currentPenaltyUntil: longer }).penaltyUntil).toEqual(longer);
    const shorter = new Date(now.getTime() + D);
    expect(cancel(now, { currentPenaltyUntil: shorter }).penaltyUntil).toEqual(new Date(now.getTime() + 7 * D));
  });
});
