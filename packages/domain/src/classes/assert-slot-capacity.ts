import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';

/**
 * At most slotCapacity active classes of one module may start at the same time. Joining an
 * existing class with a free seat is always fine; only a booking that would open a new class
 * in a slot that already has the maximum is refused (class_booking_limit_reached: "There are
 * no more classes available for this date and time.").
 *
 * @param activeClassesInSlot active classes of the module starting at that instant, any type
 */
export function assertSlotCapacity(
  slot: { activeClassesInSlot: number; needsNewClass: boolean },
  config: Pick<ClassConfig, 'slotCapacity'> = DEFAULT_CLASS_CONFIG,
): void {
  if (slot.needsNewClass && slot.activeClassesInSlot >= config.slotCapacity) {
    throw new DomainError('class_booking_limit_reached', undefined, { limit: config.slotCapacity });
  }
}
