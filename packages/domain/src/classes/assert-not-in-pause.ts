import { DomainError } from '../errors.ts';

/** A scheduled subscription pause, half-open: paused from `from` (inclusive) to `to` (exclusive). */
export interface PauseInterval {
  from: Date;
  to: Date;
}

/**
 * "During pause no class can be booked or attended" (001 §4): refused when the class overlaps
 * a pause, and when the student is inside a pause right now (booking is itself an action the
 * pause suspends, even for a class after it). Overlap, not only the start: a class starting at
 * 23:30 before a pause from midnight would still run into it. Touching ends do not overlap.
 */
export function assertNotInPause(cls: { startAt: Date; endAt: Date }, pauses: readonly PauseInterval[], now: Date): void {
  const start = cls.startAt.getTime();
  const end = cls.endAt.getTime();
  const at = now.getTime();
  for (const pause of pauses) {
    const from = pause.from.getTime();
    const to = pause.to.getTime();
    const classOverlaps = start < to && end > from;
    const pausedNow = at >= from && at < to;
    if (classOverlaps || pausedNow) {
      throw new DomainError('no_appointments_during_scheduled_pause', undefined, {
        pauseFrom: pause.from.toISOString(),
        pauseTo: pause.to.toISOString(),
      });
    }
  }
}
