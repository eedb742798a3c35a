import type { CreditKind } from './credit-kind.ts';

/** A batch of credits with its own expiry (the credit_grants row a service reads). */
export interface CreditGrant {
  id: string;
  kind: CreditKind;
  remaining: number;
  expiresAt: Date;
}

/** Take `amount` credits from grant `grantId` (one ledger row each). */
export interface GrantSpend {
  grantId: string;
  amount: number;
}

/** A grant counts until its expiry instant, exclusive: at expiresAt it is gone. */
export function isGrantUsable(grant: CreditGrant, now: Date): boolean {
  return grant.remaining > 0 && grant.expiresAt.getTime() > now.getTime();
}
