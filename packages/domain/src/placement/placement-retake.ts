import { DomainError } from '../errors.ts';

export const PLACEMENT_RETAKE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The retake rule (issue 16: "can be retaken, not more than once a day"): a signed-in student may
 * start a test for a section 24 hours after they last started one for it. Refused with
 * `placement_retake_too_soon` and the whole hours left (at least 1). Anonymous visitors are not
 * counted (there is no one to count); the GraphQL budget limits them.
 */
export function assertPlacementRetakeAllowed(lastStartedAt: Date | null, now: Date): void {
  if (!lastStartedAt) return;
  const waitMs = lastStartedAt.getTime() + PLACEMENT_RETAKE_INTERVAL_MS - now.getTime();
  if (waitMs <= 0) return;
  const hours = Math.max(1, Math.ceil(waitMs / (60 * 60 * 1000)));
  throw new DomainError('placement_retake_too_soon', undefined, { hours, retryAt: new Date(now.getTime() + waitMs).toISOString() });
}
