import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { type CancellationOutcome, cancellationOutcome } from './cancellation-outcome.ts';

/**
 * The cancellation a service performs: the booking must still hold a seat in a class that has
 * not started (class_cannot_be_cancelled otherwise); returns whether to refund.
 */
export function assertCancellable(
  appointment: { createdAt: Date; status: string },
  cls: { startAt: Date; movedAt?: Date | null },
  now: Date,
  config: Pick<ClassConfig, 'refundableAfterBookingMinutes' | 'studentCancelLateHours'> = DEFAULT_CLASS_CONFIG,
): CancellationOutcome {
  const outcome = cancellationOutcome(appointment, cls, now, config);
  if (appointment.status !== 'booked' || !outcome.allowed) {
    throw new DomainError('class_cannot_be_cancelled', undefined, { reason: outcome.allowed ? 'not_booked' : outcome.reason });
  }
  return outcome;
}
