import { describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routing/build-path.ts';
import { checkoutPattern, errorPageFor, pathForPurchase, type PurchaseOutcome } from './purchase-routes.ts';

const at = (purchase: PurchaseOutcome) => {
  const { pattern, params } = pathForPurchase(purchase);
  return buildPath(pattern, { locale: 'en', ...params });
};

describe('purchase routes', () => {
  it('names the checkout after the product (001 §2)', () => {
    expect(checkoutPattern('flex')).toBe('/:locale/m2m-checkout/:purchaseId');
    expect(checkoutPattern('extra_credits')).toBe('/:locale/credits-checkout/:purchaseId');
  });

  it('leads each payment outcome to its page', () => {
    expect(at({ id: 'p1', type: 'flex', status: 'succeeded' })).toBe('/en/post-checkout?purchase=p1');
    expect(at({ id: 'p1', type: 'extra_credits', status: 'succeeded' })).toBe('/en/credits-added?purchase=p1');
    expect(at({ id: 'p1', type: 'flex', status: 'failed' })).toBe('/en/payment-failed/p1');
    expect(at({ id: 'p1', type: 'sprint', status: 'processing' })).toBe('/en/payment-pending/p1');
    expect(at({ id: 'p1', type: 'sprint', status: 'requires_action' })).toBe('/en/sprint-checkout/p1');
    expect(at({ id: 'p1', type: 'teams', status: 'draft' })).toBe('/en/teams-checkout/p1');
  });

  it('gives the 001 §2 error pages to the errors that have one', () => {
    expect(errorPageFor('account_temporarily_locked')).toBe('/:locale/error/account_temporarily_locked');
    expect(errorPageFor('plan_not_available')).toBe('/:locale/error/plan-not-available');
    expect(errorPageFor('coupon_invalid')).toBeNull();
    expect(errorPageFor(undefined)).toBeNull();
  });
});
