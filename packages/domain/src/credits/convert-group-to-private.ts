import { DomainError } from '../errors.ts';
import type { CreditGrant, GrantSpend } from './credit-grant.ts';
import { pickGrantsToSpend } from './pick-grants-to-spend.ts';

/** 3 group credits make 1 private credit (001 §9). */
export const GROUP_CREDITS_PER_PRIVATE = 3;

export interface CreditConversion {
  /** Group grants to decrement (earliest expiry first). */
  spend: GrantSpend[];
  /** The private grant to create. */
  grant: { kind: 'private'; amount: number; expiresAt: Date };
}

/**
 * Converting group credits to private ones (001 §4): only with an active subscription
 * (conversion_requires_subscription), 3 group credits per private credit, and one way only:
 * there is deliberately no reverse rule. The new private credits expire when the earliest of
 * the group credits they came from would have, so converting never extends validity.
 */
export function convertGroupToPrivate(
  request: { privateCredits: number; hasActiveSubscription: boolean },
  groupGrants: readonly CreditGrant[],
  now: Date,
): CreditConversion {
  if (!request.hasActiveSubscription) throw new DomainError('conversion_requires_subscription');
  if (!Number.isInteger(request.privateCredits) || request.privateCredits <= 0) {
    throw new RangeError(`privateCredits must be a positive integer, got ${request.privateCredits}`);
  }
  const spend = pickGrantsToSpend(groupGrants, 'group', request.privateCredits * GROUP_CREDITS_PER_PRIVATE, now);
  const byId = new Map(groupGrants.map((g) => [g.id, g]));
  // pickGrantsToSpend orders by expiry, so the first spend is the earliest.
  const expiresAt = new Date(byId.get(spend[0].grantId)!.expiresAt.getTime());
  return { spend, grant: { kind: 'private', amount: request.privateCredits, expiresAt } };
}
