import type { Currency } from '@parla/contracts';

/** The commerce constants of 001 §9 (and the ones it leaves open, decided in docs/decisions/019, 020). */
export const COMMERCE_CONFIG = Object.freeze({
  trialDays: 7,
  trialGroupCredits: 3,
  trialPrivateCredits: 1,
  /** Subscription period: 4 weeks, auto-renewing. */
  periodDays: 28,
  maxPauseDays: 28,
  /** Classes cancelled less than this ahead because of a pause lose their credit (001 §9). */
  pauseRefundNoticeDays: 7,
  withdrawalDays: 14,
  lifetimeDiscountPercent: 20,
  creditValidityDays: 365,
  referralRewardDays: 14,
  /** Group classes the referrer receives per friend (001 §9 "extra group classes"; count not shown). */
  referrerGroupCredits: 2,
  /** Renewal retries after a failed charge, in days after the failure; then the subscription is suspended. */
  renewalRetryDays: [1, 3, 5] as readonly number[],
  /** The amount taken and refunded when a payment method is added (minor units, any currency). */
  verificationChargeCents: 100,
});

/** Smallest amount a processor accepts per currency (Config.minimumCharges), in minor units. */
export const MINIMUM_CHARGE_CENTS: Readonly<Record<Currency, number>> = Object.freeze({
  BRL: 250,
  CHF: 50,
  EUR: 50,
  GBP: 30,
  PLN: 200,
  TRY: 1500,
  USD: 50,
});

/** Referral: the friend's discount and the minimum first purchase, per currency (minor units). */
export const REFERRAL_TERMS: Readonly<Record<Currency, { discountCents: number; minimumSpentCents: number }>> = Object.freeze({
  BRL: { discountCents: 10_000, minimumSpentCents: 30_000 },
  CHF: { discountCents: 2_000, minimumSpentCents: 6_000 },
  EUR: { discountCents: 2_000, minimumSpentCents: 6_000 },
  GBP: { discountCents: 1_700, minimumSpentCents: 5_000 },
  PLN: { discountCents: 8_500, minimumSpentCents: 25_000 },
  TRY: { discountCents: 60_000, minimumSpentCents: 200_000 },
  USD: { discountCents: 2_000, minimumSpentCents: 6_500 },
});
