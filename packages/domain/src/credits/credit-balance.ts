import type { CreditGrant } from './credit-grant.ts';
import { isGrantUsable } from './credit-grant.ts';
import type { CreditCounts } from './credit-kind.ts';

/** Credits a student can spend now, per kind: the remaining credits of unexpired grants. */
export function creditBalance(grants: readonly CreditGrant[], now: Date): CreditCounts {
  const balance: CreditCounts = { group: 0, private: 0 };
  for (const grant of grants) {
    if (isGrantUsable(grant, now)) balance[grant.kind] += grant.remaining;
  }
  return balance;
}
