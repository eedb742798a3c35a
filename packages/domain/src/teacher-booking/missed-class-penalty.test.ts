import { describe, expect, it } from 'vitest';
import { missedClassPenalty } from './missed-class-penalty.ts';

const now = new Date('2026-05-10T10:00:00Z');

describe('missedClassPenalty', () => {
  it('penalises for 2 weeks from now', () => {
    expect(missedClassPenalty(null, now)).toEqual({ penaltyUntil: new Date('2026-05-24T10:00:00Z') });
  });

  it('keeps a longer penalty and replaces a shorter one', () => {
    expect(missedClassPenalty(new Date('2026-06-01T00:00:00Z'), now).penaltyUntil).toEqual(new Date('2026-06-01T00:00:00Z'));
    expect(missedClassPenalty(new Date('2026-05-12T00:00:00Z'), now).penaltyUntil).toEqual(new Date('2026-05-24T10:00:00Z'));
  });

  it('is 14 × 24 real hours across the October DST change', () => {
    expect(missedClassPenalty(undefined, new Date('2026-10-20T10:00:00Z')).penaltyUntil).toEqual(new Date('2026-11-03T10:00:00Z'));
  });
});
