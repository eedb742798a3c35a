import { describe, expect, it } from 'vitest';
import { type LessonAttempt, learningStatus } from './learning-status.ts';

const now = new Date('2026-05-04T12:00:00Z');
const booking = (startIso: string, classStatus = 'active', attendance: string | null = null): LessonAttempt => {
  const startAt = new Date(startIso);
  return { startAt, endAt: new Date(startAt.getTime() + 3_600_000), classStatus, attendance };
};

describe('learningStatus', () => {
  it('is NOT_TAKEN without bookings or marks', () => {
    expect(learningStatus(null, [], now)).toBe('NOT_TAKEN');
  });
  it('is BOOKED while a booked class has not ended, even when skipped or completed before', () => {
    expect(learningStatus(null, [booking('2026-05-05T10:00:00Z')], now)).toBe('BOOKED');
    expect(learningStatus('SKIP', [booking('2026-05-04T11:30:00Z')], now)).toBe('BOOKED');
  });
  it('is COMPLETED after an attended class, a completed class without a log, or by hand', () => {
    expect(learningStatus(null, [booking('2026-05-01T10:00:00Z', 'completed', 'attended')], now)).toBe('COMPLETED');
    expect(learningStatus(null, [booking('2026-05-01T10:00:00Z', 'completed')], now)).toBe('COMPLETED');
    expect(learningStatus('COMPLETED', [], now)).toBe('COMPLETED');
  });
  it('is SKIP when skipped and neither booked nor attended', () => {
    expect(learningStatus('SKIP', [], now)).toBe('SKIP');
  });
  it('is PENDING while the latest ended class awaits its log', () => {
    expect(learningStatus(null, [booking('2026-05-04T10:00:00Z')], now)).toBe('PENDING');
  });
  it('is RETAKE when the latest class was missed or incomplete', () => {
    expect(learningStatus(null, [booking('2026-05-01T10:00:00Z', 'completed', 'missed')], now)).toBe('RETAKE');
    expect(learningStatus(null, [booking('2026-05-01T10:00:00Z', 'completed', 'incomplete')], now)).toBe('RETAKE');
    expect(learningStatus(null, [booking('2026-05-01T10:00:00Z', 'technical_issue')], now)).toBe('RETAKE');
  });
  it('ignores cancelled classes', () => {
    expect(learningStatus(null, [booking('2026-05-01T10:00:00Z', 'cancelled')], now)).toBe('NOT_TAKEN');
  });
});
