import type { Locale } from '@parla/contracts';
import { formatMoney } from '../../shared/i18n/format-money.ts';

/**
 * The values of the referral text's placeholders (001 §3: discount, classes, minimumSpent,
 * code), ready for i18n interpolation.
 */
export function shareValues(
  referral: {
    code: string;
    ownerGroupCredits: number;
    userDiscount: { amount: number; currency: string };
    minimumSpent: { amount: number; currency: string };
  },
  locale: Locale,
): { discount: string; classes: number; minimumSpent: string; code: string } {
  return {
    discount: formatMoney(referral.userDiscount, locale),
    classes: referral.ownerGroupCredits,
    minimumSpent: formatMoney(referral.minimumSpent, locale),
    code: referral.code,
  };
}

/** Where a stored referral code waits for the first purchase (read by the checkout under the same key). */
export const REFERRAL_STORAGE_KEY = 'parla.referralCode';

export function rememberReferralCode(code: string): void {
  try {
    globalThis.localStorage?.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Private mode without storage: the code can still be typed at checkout as a coupon.
  }
}
