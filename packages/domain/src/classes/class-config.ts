/**
 * The class configuration the spec names (001 §9 "class config values requested", values not
 * shown) plus the constants it states elsewhere. Rules take it as an argument so the server
 * can serve the same object to the web (Config.classConfig) and tests can vary it.
 */
export interface ClassConfig {
  /** A booking can be cancelled with a refund this long after it was made, even close to start. */
  refundableAfterBookingMinutes: number;
  /** Shown to students as "N days"; must equal studentCancelLateHours / 24 (a test checks it). */
  refundableDaysBeforeStart: number;
  /** Cancelling at least this long before the start refunds the credit; later loses it. */
  studentCancelLateHours: number;
  /** Classes begin on multiples of this step in UTC; 60 = the spec's "round hour". */
  classStartTimePoint: 'round-hour';
  classStartStepMinutes: number;
  defaultClassDurationMinutes: number;
  /** A student creating a new class must pick a start at least this far ahead (start_date_too_soon). */
  newClassMinHoursAhead: number;
  /** The classroom opens this long before the start (001 §4 "joinable 5 minutes before start"). */
  joinWindowMinutesBeforeStart: number;
  /** Arriving more than this late can be denied (001 §9). */
  lateArrivalDenyMinutes: number;
  groupCapacity: number;
  individualCapacity: number;
  /** Active bookings of one lesson per calendar day in the student's time zone. */
  maxBookingsPerLessonPerDay: number;
  openDiscussionMinAttended: number;
  /**
   * A class still without a teacher this long before its start is cancelled (spec: not shown).
   * 24 h: a new class is created at least 48 h ahead, so teachers get at least a day to commit;
   * students then still have a day to book another class; and it matches the teachers' own
   * late-cancellation line (000 §9), so an unstaffed class never lingers into the window where
   * a teacher could only take it at the last minute.
   */
  unconfirmedClassCutoffHours: number;
  /**
   * At most this many active classes of one module may start at the same time (spec: not
   * shown). 3 keeps demand spread over slots teachers can actually staff; when every class of
   * the slot is full, a further booking is refused with class_booking_limit_reached.
   */
  slotCapacity: number;
  /** Length of the free trial (001 §4, §9). */
  freeTrialDays: number;
}

export const DEFAULT_CLASS_CONFIG: Readonly<ClassConfig> = Object.freeze({
  refundableAfterBookingMinutes: 30,
  refundableDaysBeforeStart: 3,
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
  unconfirmedClassCutoffHours: 24,
  slotCapacity: 3,
  freeTrialDays: 7,
});
