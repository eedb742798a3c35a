import type { ClassStatus } from '@parla/contracts';
import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { unconfirmedClassCutoff } from './unconfirmed-class-cutoff.ts';

/**
 * An existing class takes bookings while it is active, not cancelled and not started
 * (class_not_available: "This class is no longer available. Please book another one."). A
 * class still without a teacher past the unconfirmed cutoff is about to be cancelled by the
 * cutoff job, so it is treated as gone already rather than taking a credit it must refund.
 */
export function assertClassOpenForBooking(
  cls: { status: ClassStatus; startAt: Date; cancelledAt?: Date | null; hasTeacher: boolean },
  now: Date,
  config: Pick<ClassConfig, 'unconfirmedClassCutoffHours'> = DEFAULT_CLASS_CONFIG,
): void {
  const started = now.getTime() >= cls.startAt.getTime();
  const cancelled = cls.status !== 'active' || cls.cancelledAt != null;
  if (started || cancelled || unconfirmedClassCutoff(cls, now, config).mustCancel) {
    throw new DomainError('class_not_available', undefined, { status: cls.status, started });
  }
}
