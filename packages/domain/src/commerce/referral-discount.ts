import type { Currency } from '@parla/contracts';
import { REFERRAL_TERMS } from './commerce-config.ts';

/**
 * The friend's referral discount (001 §9): only on their first purchase, only when it reaches
 * the minimum spend, never with one's own code. 0 when it does not apply.
 */
export function referralDiscountCents(input: {
  subtotalCents: number;
  currency: Currency;
  isFirstPurchase: boolean;
  isOwnCode: boolean;
}): number {
  if (!input.isFirstPurchase || input.isOwnCode) return 0;
  const terms = REFERRAL_TERMS[input.currency];
  return input.subtotalCents >= terms.minimumSpentCents ? terms.discountCents : 0;
}
