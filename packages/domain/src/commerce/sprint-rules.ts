import { DomainError } from '../errors.ts';

const DAY_MS = 86_400_000;

export interface SprintFacts {
  startsAt: Date;
  durationWeeks: number;
}

export function sprintEndsAt(sprint: SprintFacts): Date {
  return new Date(sprint.startsAt.getTime() + sprint.durationWeeks * 7 * DAY_MS);
}

/** A Sprint can be bought until it starts; an already-started one offers the next (001 §8). */
export function assertSprintPurchasable(sprint: SprintFacts, now: Date): void {
  if (sprint.startsAt.getTime() <= now.getTime()) throw new DomainError('sprint_already_started');
}

/** No time zone change during a Sprint (001 §5): from purchase until the Sprint ends, the per-day limit must stay stable. */
export function assertTimezoneChangeAllowed(sprint: { endsAt: Date } | null, now: Date): void {
  if (sprint && sprint.endsAt.getTime() > now.getTime()) throw new DomainError('sprint_timezone_locked');
}
