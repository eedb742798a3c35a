import type { CombinedError } from 'urql';
import { describeGraphqlError } from '../../shared/graphql/error-policy.ts';

/**
 * Codes of docs/api/commerce.graphql whose texts live in the `store` namespace (errors.<code>),
 * so German readers get German; any other code shows the server's (English) message.
 */
export const KNOWN_COMMERCE_ERRORS = new Set([
  'coupon_invalid',
  'coupon_invalid_currency',
  'coupon_invalid_plan',
  'coupon_invalid_language',
  'coupon_invalid_user',
  'coupon_new_users_only',
  'coupon_not_for_package',
  'payment_failed',
  'payment_method_unavailable',
  'product_purchasable_once',
  'no_pending_subscription_charge',
  'transaction_already_processed',
  'transactions_limit_exceeded',
  'extra_credits_not_available',
  'plan_not_available',
  'language_mismatch',
  'package_not_found',
  'card_declined_too_many_times',
  'account_temporarily_locked',
  'LG_1001',
  'agreements_required',
  'payment_method_required',
  'payment_method_last',
  'payment_method_not_found',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_zip',
  'authentication_required',
  'lost_card',
  'stolen_card',
  'sepa_unsupported',
  'paypal_declined',
  'subscription_not_eligible',
  'sprint_already_started',
  'changes_not_saved',
  'pause_too_long',
  'pause_once_per_cycle',
  'pause_not_allowed',
  'pause_agreement_required',
  'withdrawal_period_over',
  'subscription_required',
  'trial_not_available',
  'conversion_requires_subscription',
  'not_enough_credits',
]);

export function errorCodeOf(error: CombinedError | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** The text for a coded answer: ours when we know the code, else the server's message, else generic. */
export function commerceErrorText(t: T, code: string | null | undefined, serverMessage?: string | null): string {
  if (code && KNOWN_COMMERCE_ERRORS.has(code)) return t(`errors.${code}`);
  return serverMessage || t('errors.generic');
}

/** The same for a failed GraphQL operation; network failures get the "not sure it went through" text. */
export function operationErrorText(t: T, error: CombinedError): string {
  const code = errorCodeOf(error);
  if (code) return commerceErrorText(t, code, error.graphQLErrors[0]?.message);
  const notice = describeGraphqlError(error);
  if (notice?.kind === 'text' && error.graphQLErrors.length > 0) return notice.text;
  if (notice?.kind === 'masked') return notice.text;
  return t('errors.network');
}

/** True when we cannot know whether the server acted: a retry must reuse the idempotency key. */
export function isUnknownOutcome(error: CombinedError): boolean {
  return error.graphQLErrors.length === 0 && Boolean(error.networkError);
}
