import { DomainError } from '../errors.ts';
import { type CreditGrant, type GrantSpend, isGrantUsable } from './credit-grant.ts';
import type { CreditKind } from './credit-kind.ts';

/**
 * Which grants to decrement to spend `amount` credits of `kind`: the ones that expire first,
 * so the student loses as few credits as possible to expiry. Expired and empty grants are
 * skipped. Equal expiries go by id, so two servers pick the same rows (and lock them in the
 * same order). Throws not_enough_credits when the usable total is short.
 */
export function pickGrantsToSpend(grants: readonly CreditGrant[], kind: CreditKind, amount: number, now: Date): GrantSpend[] {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`amount must be a positive integer, got ${amount}`);
  const usable = grants
    .filter((g) => g.kind === kind && isGrantUsable(g, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const spends: GrantSpend[] = [];
  let missing = amount;
  for (const grant of usable) {
    if (missing === 0) break;
    const take = Math.min(grant.remaining, missing);
    spends.push({ grantId: grant.id, amount: take });
    missing -= take;
  }
  if (missing > 0) {
    throw new DomainError('not_enough_credits', undefined, { kind, required: amount, available: amount - missing });
  }
  return spends;
}
