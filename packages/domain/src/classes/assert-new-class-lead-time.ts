import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { HOUR_MS } from './time-units.ts';

/**
 * A new class must start at least 48 hours after `now` (001 §5, 000 §5); exactly 48 h is
 * accepted. Only new classes: booking a seat in an existing class needs no lead time.
 */
export function assertNewClassLeadTime(
  startAt: Date,
  now: Date,
  config: Pick<ClassConfig, 'newClassMinHoursAhead'> = DEFAULT_CLASS_CONFIG,
): void {
  const earliest = now.getTime() + config.newClassMinHoursAhead * HOUR_MS;
  if (startAt.getTime() < earliest) {
    throw new DomainError('start_date_too_soon', undefined, { earliestStartAt: new Date(earliest).toISOString() });
  }
}
