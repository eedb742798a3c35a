import type { ClassType } from '@parla/contracts';
import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';

export interface SeatCount {
  type: ClassType;
  seatsTaken: number;
  /** The class's own capacity when stored; never above the configured maximum for its type. */
  capacity?: number;
}

/**
 * A class has a free seat: group and trial classes hold at most groupCapacity (5) students,
 * individual classes one (001 §5 "private classes at most one student"). The database CHECK on
 * seats_taken is the real guard against races; this gives the user the right message first.
 */
export function assertSeatAvailable(
  seats: SeatCount,
  config: Pick<ClassConfig, 'groupCapacity' | 'individualCapacity'> = DEFAULT_CLASS_CONFIG,
): void {
  const maximum = seats.type === 'individual' ? config.individualCapacity : config.groupCapacity;
  const capacity = Math.min(seats.capacity ?? maximum, maximum);
  if (seats.seatsTaken >= capacity) {
    throw new DomainError(seats.type === 'individual' ? 'individual_class_is_full' : 'class_is_full', undefined, { capacity });
  }
}
