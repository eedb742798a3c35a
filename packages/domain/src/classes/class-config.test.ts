import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_CONFIG } from './class-config.ts';

describe('DEFAULT_CLASS_CONFIG', () => {
  it('holds the values the spec states', () => {
    expect(DEFAULT_CLASS_CONFIG).toMatchObject({
      refundableAfterBookingMinutes: 30,
      studentCancelLateHours: 72,
      classStartTimePoint: 'round-hour',
      classStartStepMinutes: 60,
      defaultClassDurationMinutes: 60,
      newClassMinHoursAhead: 48,
      joinWindowMinutesBeforeStart: 5,
      lateArrivalDenyMinutes: 10,
      groupCapacity: 5,
      individualCapacity: 1,
      maxBookingsPerLessonPerDay: 2,
      openDiscussionMinAttended: 10,
      freeTrialDays: 7,
    });
  });

  it('states the refund deadline the same way in days and in hours', () => {
    expect(DEFAULT_CLASS_CONFIG.refundableDaysBeforeStart * 24).toBe(DEFAULT_CLASS_CONFIG.studentCancelLateHours);
  });

  it('leaves teachers at least a day to staff a new class before the unconfirmed cutoff', () => {
    expect(DEFAULT_CLASS_CONFIG.newClassMinHoursAhead - DEFAULT_CLASS_CONFIG.unconfirmedClassCutoffHours).toBeGreaterThanOrEqual(24);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_CLASS_CONFIG)).toBe(true);
  });
});
