import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { HOUR_MS, MINUTE_MS } from './time-units.ts';

export interface RefundWindow {
  /**
   * Cancelling up to this instant gives the credit back: the later of the two lines below.
   * Every text that promises a refund (booking preview, booking e-mail, cancel dialog, class
   * details) shows this instant, never one of the lines on its own.
   */
  refundableUntil: Date;
  /**
   * Which line it is: `notice` = 72 hours before the start (the class was booked well ahead);
   * `grace` = 30 minutes after booking (the class starts within 72 hours of the booking, so only
   * the immediate undo is free).
   */
  rule: 'notice' | 'grace';
  /** 30 minutes after booking (exclusive): the free immediate undo ends. */
  graceUntil: Date;
  /** 72 hours before the start (inclusive): a later cancellation loses the credit. */
  noticeDeadline: Date;
}

/**
 * Until when a booking can be cancelled with the credit refunded (001 §9): within 30 minutes
 * of booking, or at least 72 hours before the start, whichever ends later. Hours are elapsed
 * time (a 72-hour notice across a DST change is 72 real hours, the wall clock moves by one).
 * Pure: the booking instant is passed in (the preview passes `now`).
 */
export function refundWindow(
  bookedAt: Date,
  startAt: Date,
  config: Pick<ClassConfig, 'refundableAfterBookingMinutes' | 'studentCancelLateHours'> = DEFAULT_CLASS_CONFIG,
): RefundWindow {
  const graceUntil = new Date(bookedAt.getTime() + config.refundableAfterBookingMinutes * MINUTE_MS);
  const noticeDeadline = new Date(startAt.getTime() - config.studentCancelLateHours * HOUR_MS);
  const notice = noticeDeadline.getTime() >= graceUntil.getTime();
  return { refundableUntil: notice ? noticeDeadline : graceUntil, rule: notice ? 'notice' : 'grace', graceUntil, noticeDeadline };
}
