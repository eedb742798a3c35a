/**
 * The referral code a visitor arrived with (referral/{code}), kept until the first purchase
 * uses it. The referrals feature writes it under the same key; no import between features.
 */
export const REFERRAL_STORAGE_KEY = 'parla.referralCode';

export function readReferralCode(): string | null {
  try {
    return globalThis.localStorage?.getItem(REFERRAL_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function forgetReferralCode(): void {
  try {
    globalThis.localStorage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Storage may be disabled; nothing to forget then.
  }
}
