import { describe, expect, it } from 'vitest';
import { DEFAULT_TEACHING_CONFIG } from './teaching-config.ts';

describe('DEFAULT_TEACHING_CONFIG', () => {
  it('holds the values the spec states', () => {
    expect(DEFAULT_TEACHING_CONFIG).toEqual({
      lateCancellationHours: 24,
      veryLateCancellationHours: 3,
      cancellationBlockDays: 7,
      missedClassPenaltyDays: 14,
      accidentalCommitmentMinutes: 30,
      lastMinuteCancellationsBeforeReview: 3,
      reviewWindowMonths: 3,
      maxPauseDays: 60,
      classLogOpensAfterStartMinutes: 15,
      noShowWaitMinutes: 15,
      classLogDueHours: 24,
      noShowPayPercent: 50,
      technicalIssuePayPercent: 50,
    });
    expect(Object.isFrozen(DEFAULT_TEACHING_CONFIG)).toBe(true);
  });
});
