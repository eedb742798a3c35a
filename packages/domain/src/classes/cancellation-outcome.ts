import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { refundWindow } from './refund-window.ts';

export type CancellationReason = 'within_grace_period' | 'early_enough' | 'late' | 'class_started' | 'class_moved';

export interface CancellationOutcome {
  /** False once the class has started (class_cannot_be_cancelled). */
  allowed: boolean;
  /** Whether the credit goes back to the student. */
  refund: boolean;
  reason: CancellationReason;
  /** Cancelling before this instant refunds: startAt - 72 h (shown before confirming). */
  refundDeadline: Date;
  /** Until this instant (exclusive) a fresh booking can be undone for free: createdAt + 30 min. */
  graceUntil: Date;
  /** The later of the two: what every "refundable until" text shows (refundWindow). */
  refundableUntil: Date;
}

/**
 * What happens if a student cancels a booking now (001 §9):
 * - within 30 minutes of booking: refund, even when the class is close (an immediate undo);
 * - at least 72 hours before the start (exactly 72 h included): refund;
 * - later: allowed, but the credit is lost;
 * - once the class has started: not allowed.
 * The grace period is half-open: at createdAt + 30 min exactly it is over.
 * A booking made before the back office moved the class (`movedAt`, decision 100) was made for
 * another time or lesson: it may be cancelled with a refund until the start, whatever the notice.
 */
export function cancellationOutcome(
  appointment: { createdAt: Date },
  cls: { startAt: Date; movedAt?: Date | null },
  now: Date,
  config: Pick<ClassConfig, 'refundableAfterBookingMinutes' | 'studentCancelLateHours'> = DEFAULT_CLASS_CONFIG,
): CancellationOutcome {
  const at = now.getTime();
  const window = refundWindow(appointment.createdAt, cls.startAt, config);
  const refundDeadline = window.noticeDeadline;
  const graceUntil = window.graceUntil;
  const deadlines = { refundDeadline, graceUntil, refundableUntil: window.refundableUntil };
  if (at >= cls.startAt.getTime()) return { allowed: false, refund: false, reason: 'class_started', ...deadlines };
  if (cls.movedAt && appointment.createdAt.getTime() < cls.movedAt.getTime()) {
    return { allowed: true, refund: true, reason: 'class_moved', refundDeadline: cls.startAt, graceUntil, refundableUntil: cls.startAt };
  }
  if (at < graceUntil.getTime()) return { allowed: true, refund: true, reason: 'within_grace_period', ...deadlines };
  if (at <= refundDeadline.getTime()) return { allowed: true, refund: true, reason: 'early_enough', ...deadlines };
  return { allowed: true, refund: false, reason: 'late', ...deadlines };
}
