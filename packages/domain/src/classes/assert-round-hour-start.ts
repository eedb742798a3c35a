import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { MINUTE_MS } from './time-units.ts';

/**
 * Classes begin at a round hour (000 §5, 001 §5: invalid_start_date).
 *
 * Checked in UTC only, on purpose: a class is one instant shared by students in many zones,
 * so it has no zone of its own. Every whole-hour zone (all of Europe, the Americas except
 * Newfoundland, most of Asia) sees a UTC round hour as a local round hour; the few half- and
 * quarter-hour zones (India +5:30, Nepal +5:45, Adelaide +9:30, Newfoundland -3:30...) see
 * classes at :30 or :45 local. Requiring a local round hour there would split the class
 * supply per zone, so they are shown the shared UTC slots instead.
 */
export function assertRoundHourStart(startAt: Date, config: Pick<ClassConfig, 'classStartStepMinutes'> = DEFAULT_CLASS_CONFIG): void {
  const time = startAt.getTime();
  const step = config.classStartStepMinutes * MINUTE_MS;
  // Epoch 0 is a UTC round hour, so a multiple of the step is a UTC step boundary.
  if (!Number.isFinite(time) || time % step !== 0) {
    throw new DomainError('invalid_start_date', undefined, { startAt: Number.isFinite(time) ? startAt.toISOString() : 'invalid' });
  }
}
