import { describe, expect, it } from 'vitest';
import { type BookingRequest, type ClassSnapshot, type NewClassSlot, assertBookable } from './assert-bookable.ts';
import type { StudentSnapshot } from './student-booking-rules.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const now = new Date('2026-05-04T09:12:00Z');
const B1 = { curriculumId: 'german', position: 3 };

const existing = (overrides: Partial<ClassSnapshot> = {}): BookingRequest => ({
  kind: 'existing',
  class: {
    id: 'class-1',
    type: 'group',
    status: 'active',
    startAt: new Date('2026-05-07T10:00:00Z'),
    endAt: new Date('2026-05-07T11:00:00Z'),
    lessonId: 'lesson-1',
    lessonType: 'grammar',
    module: B1,
    capacity: 5,
    seatsTaken: 2,
    hasTeacher: true,
    ...overrides,
  },
});

const fresh = (overrides: Partial<NewClassSlot> = {}): BookingRequest => ({
  kind: 'new',
  slot: {
    type: 'group',
    startAt: new Date('2026-05-08T10:00:00Z'),
    lessonId: 'lesson-1',
    lessonType: 'grammar',
    module: B1,
    activeClassesInSlot: 0,
    ...overrides,
  },
});

const student = (overrides: Partial<StudentSnapshot> = {}): StudentSnapshot => ({
  timeZone: 'Europe/Berlin',
  credits: { group: 3, private: 1 },
  activeBookings: [],
  attendedClasses: [],
  pauses: [],
  ...overrides,
});

describe('assertBookable', () => {
  describe('a seat in an existing class', () => {
    it('spends a group credit for group classes and creates nothing', () => {
      expect(assertBookable(existing(), student(), now)).toEqual({
        creditKind: 'group',
        createsClass: false,
        startAt: new Date('2026-05-07T10:00:00Z'),
        endAt: new Date('2026-05-07T11:00:00Z'),
      });
    });

    it('spends a group credit for trial classes and a private credit for individual ones', () => {
      expect(assertBookable(existing({ type: 'trial' }), student(), now).creditKind).toBe('group');
      expect(assertBookable(existing({ type: 'individual', capacity: 1, seatsTaken: 0 }), student(), now).creditKind).toBe('private');
    });

    it('needs no 48 h lead time, only a class that has not started', () => {
      const soon = existing({ startAt: new Date('2026-05-04T10:00:00Z'), endAt: new Date('2026-05-04T11:00:00Z') });
      expect(errorCodeOf(() => assertBookable(soon, student(), now))).toBeUndefined();
      expect(errorCodeOf(() => assertBookable(soon, student(), new Date('2026-05-04T10:00:00Z')))).toBe('class_not_available');
    });

    it('refuses cancelled classes and unstaffed classes past the cutoff', () => {
      expect(errorCodeOf(() => assertBookable(existing({ status: 'cancelled' }), student(), now))).toBe('class_not_available');
      const unstaffedTomorrow = existing({
        hasTeacher: false,
        startAt: new Date('2026-05-05T09:00:00Z'),
        endAt: new Date('2026-05-05T10:00:00Z'),
      });
      expect(errorCodeOf(() => assertBookable(unstaffedTomorrow, student(), now))).toBe('class_not_available');
    });

    it('refuses a class the student already booked', () => {
      const booked = [{ classId: 'class-1', lessonId: 'lesson-1', startAt: new Date('2026-05-07T10:00:00Z') }];
      expect(errorCodeOf(() => assertBookable(existing(), student({ activeBookings: booked }), now))).toBe('already_booked');
    });

    it('refuses full classes with the code of their type', () => {
      expect(errorCodeOf(() => assertBookable(existing({ seatsTaken: 5 }), student(), now))).toBe('class_is_full');
      expect(errorCodeOf(() => assertBookable(existing({ type: 'individual', capacity: 1, seatsTaken: 1 }), student(), now))).toBe(
        'individual_class_is_full',
      );
    });
  });

  describe('a new class', () => {
    it('creates the class with the default duration', () => {
      expect(assertBookable(fresh(), student(), now)).toEqual({
        creditKind: 'group',
        createsClass: true,
        startAt: new Date('2026-05-08T10:00:00Z'),
        endAt: new Date('2026-05-08T11:00:00Z'),
      });
    });

    it('needs a round hour and 48 h lead time', () => {
      expect(errorCodeOf(() => assertBookable(fresh({ startAt: new Date('2026-05-08T10:30:00Z') }), student(), now))).toBe(
        'invalid_start_date',
      );
      expect(errorCodeOf(() => assertBookable(fresh({ startAt: new Date('2026-05-06T09:00:00Z') }), student(), now))).toBe(
        'start_date_too_soon',
      );
      expect(errorCodeOf(() => assertBookable(fresh({ startAt: new Date('2026-05-06T10:00:00Z') }), student(), now))).toBeUndefined();
    });

    it('refuses a fourth class in a slot', () => {
      expect(errorCodeOf(() => assertBookable(fresh({ activeClassesInSlot: 2 }), student(), now))).toBeUndefined();
      expect(errorCodeOf(() => assertBookable(fresh({ activeClassesInSlot: 3 }), student(), now))).toBe('class_booking_limit_reached');
    });
  });

  describe("the student's situation", () => {
    it('refuses a class during a scheduled pause', () => {
      const pauses = [{ from: new Date('2026-05-07T00:00:00Z'), to: new Date('2026-05-14T00:00:00Z') }];
      expect(errorCodeOf(() => assertBookable(existing(), student({ pauses }), now))).toBe('no_appointments_during_scheduled_pause');
    });

    it('refuses classes after the subscription ends and free-trial classes after the trial', () => {
      const ending = { subscription: { endsAt: new Date('2026-05-07T10:00:00Z') } };
      expect(errorCodeOf(() => assertBookable(existing(), student(ending), now))).toBe('booking_after_subscription_expiry');
      const trial = { subscription: { endsAt: null, freeTrialStartedAt: new Date('2026-04-30T10:00:00Z') } };
      expect(errorCodeOf(() => assertBookable(existing(), student(trial), now))).toBe('trial_class_outside_trial');
      const newTrial = { subscription: { endsAt: null, freeTrialStartedAt: new Date('2026-05-03T10:00:00Z') } };
      expect(errorCodeOf(() => assertBookable(existing(), student(newTrial), now))).toBeUndefined();
    });

    it('refuses open discussion before 10 attended classes', () => {
      const od = existing({ lessonType: 'open_discussion' });
      expect(errorCodeOf(() => assertBookable(od, student(), now))).toBe('open_discussion_unavailable');
      const attendedClasses = Array.from({ length: 10 }, () => ({ module: B1 }));
      expect(errorCodeOf(() => assertBookable(od, student({ attendedClasses }), now))).toBeUndefined();
    });

    it('refuses a third booking of the lesson on the same Berlin day', () => {
      const activeBookings = [
        { classId: 'a', lessonId: 'lesson-1', startAt: new Date('2026-05-06T22:00:00Z') }, // 00:00 on 7 May
        { classId: 'b', lessonId: 'lesson-1', startAt: new Date('2026-05-07T08:00:00Z') },
      ];
      expect(errorCodeOf(() => assertBookable(existing(), student({ activeBookings }), now))).toBe('limit_per_lesson_per_day_reached');
      expect(errorCodeOf(() => assertBookable(existing(), student({ activeBookings, timeZone: 'UTC' }), now))).toBeUndefined();
    });

    it('refuses a second Sprint class on a day', () => {
      const sprint = { startsAt: new Date('2026-05-01T00:00:00Z'), endsAt: new Date('2026-06-01T00:00:00Z') };
      const activeBookings = [{ classId: 'a', lessonId: 'lesson-9', startAt: new Date('2026-05-07T16:00:00Z') }];
      expect(errorCodeOf(() => assertBookable(existing(), student({ sprint, activeBookings }), now))).toBe('sprint_one_booking_per_day');
      expect(errorCodeOf(() => assertBookable(existing(), student({ activeBookings }), now))).toBeUndefined();
    });

    it('needs a credit of the matching kind', () => {
      expect(errorCodeOf(() => assertBookable(existing(), student({ credits: { group: 0, private: 5 } }), now))).toBe('not_enough_credits');
      const privateClass = existing({ type: 'individual', capacity: 1, seatsTaken: 0 });
      expect(errorCodeOf(() => assertBookable(privateClass, student({ credits: { group: 5, private: 0 } }), now))).toBe(
        'not_enough_credits',
      );
      expect(assertBookable(existing(), student({ credits: { group: 1, private: 0 } }), now).creditKind).toBe('group');
    });
  });

  describe('which refusal the student sees first', () => {
    const everythingWrong = student({
      credits: { group: 0, private: 0 },
      activeBookings: [{ classId: 'class-1', lessonId: 'lesson-1', startAt: new Date('2026-05-07T10:00:00Z') }],
      pauses: [{ from: new Date('2026-05-01T00:00:00Z'), to: new Date('2026-06-01T00:00:00Z') }],
      subscription: { endsAt: new Date('2026-05-05T00:00:00Z') },
    });

    it('class availability, then already booked, then subscription, then pause', () => {
      expect(errorCodeOf(() => assertBookable(existing({ status: 'cancelled' }), everythingWrong, now))).toBe('class_not_available');
      expect(errorCodeOf(() => assertBookable(existing(), everythingWrong, now))).toBe('already_booked');
      expect(errorCodeOf(() => assertBookable(existing(), { ...everythingWrong, activeBookings: [] }, now))).toBe(
        'booking_after_subscription_expiry',
      );
      expect(errorCodeOf(() => assertBookable(existing(), { ...everythingWrong, activeBookings: [], subscription: null }, now))).toBe(
        'no_appointments_during_scheduled_pause',
      );
    });

    it('a full class before missing credits', () => {
      expect(errorCodeOf(() => assertBookable(existing({ seatsTaken: 5 }), student({ credits: { group: 0, private: 0 } }), now))).toBe(
        'class_is_full',
      );
    });
  });
});
