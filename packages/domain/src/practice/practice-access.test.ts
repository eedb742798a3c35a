import { describe, expect, it } from 'vitest';
import { assertLessonPracticeOpen, assertSelfStudyAllowed, isPracticeUnlocked } from './practice-access.ts';

describe('practice access', () => {
  it('unlocks a lesson booked, taken or completed; not taken or skipped stays locked', () => {
    expect(['BOOKED', 'PENDING', 'COMPLETED', 'RETAKE'].map((s) => isPracticeUnlocked(s as 'BOOKED'))).toEqual([true, true, true, true]);
    expect(isPracticeUnlocked('NOT_TAKEN')).toBe(false);
    expect(isPracticeUnlocked('SKIP')).toBe(false);
    expect(isPracticeUnlocked(null)).toBe(false);
  });
  it('needs a subscription first', () => {
    expect(() => assertSelfStudyAllowed(false)).toThrow(expect.objectContaining({ code: 'practice_subscription_required' }));
    expect(() => assertLessonPracticeOpen(false, 'COMPLETED')).toThrow(expect.objectContaining({ code: 'practice_subscription_required' }));
    expect(() => assertLessonPracticeOpen(true, 'NOT_TAKEN')).toThrow(expect.objectContaining({ code: 'practice_locked' }));
    expect(() => assertLessonPracticeOpen(true, 'BOOKED')).not.toThrow();
  });
});
