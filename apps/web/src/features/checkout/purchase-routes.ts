import type { EnumOf } from '../../shared/graphql/graphql.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';

export type ProductType = EnumOf<'ProductType'>;
export type PurchaseStatus = EnumOf<'PurchaseStatus'>;

/** 001 §2: m2m-checkout (Flex), sprint-checkout, teams-checkout and credits-checkout, each with {purchaseId}. */
export function checkoutPattern(type: ProductType): string {
  switch (type) {
    case 'flex':
      return studentPaths.m2mCheckout;
    case 'sprint':
      return studentPaths.sprintCheckout;
    case 'teams':
      return studentPaths.teamsCheckout;
    case 'extra_credits':
      return studentPaths.creditsCheckout;
  }
}

export interface PurchaseOutcome {
  id: string;
  type: ProductType;
  status: PurchaseStatus;
}

/**
 * Where a purchase in `status` is shown (docs/api/commerce.graphql PaymentResult):
 * succeeded -> credits-added (extra credits) or post-checkout; failed -> payment-failed;
 * processing -> payment-pending (the processing page); draft and requires_action -> its checkout
 * (which shows the confirmation step).
 */
export function pathForPurchase(purchase: PurchaseOutcome): { pattern: string; params: Record<string, string> } {
  switch (purchase.status) {
    case 'succeeded':
    case 'withdrawn':
      return purchase.type === 'extra_credits'
        ? { pattern: studentPaths.creditsAdded, params: { purchase: purchase.id } }
        : { pattern: studentPaths.postCheckout, params: { purchase: purchase.id } };
    case 'failed':
      return { pattern: studentPaths.paymentFailed, params: { purchaseId: purchase.id } };
    case 'processing':
      return { pattern: studentPaths.paymentPending, params: { purchaseId: purchase.id } };
    default:
      return { pattern: checkoutPattern(purchase.type), params: { purchaseId: purchase.id } };
  }
}

/** Errors that have a page of their own (001 §2 error pages) rather than a message in the form. */
export function errorPageFor(code: string | undefined): string | null {
  switch (code) {
    case 'account_temporarily_locked':
      return studentPaths.accountLocked;
    case 'transactions_limit_exceeded':
      return '/:locale/error/transactions-limit-exceeded';
    case 'extra_credits_not_available':
      return '/:locale/error/extra-credits-not-available';
    case 'plan_not_available':
      return '/:locale/error/plan-not-available';
    case 'language_mismatch':
      return '/:locale/error/language';
    default:
      return null;
  }
}
