import type { Locale } from '@parla/contracts';
import {
  ACCOUNT_ERASURE_DELAY_DAYS,
  COMMERCE_CONFIG,
  CONTRACT_TERMS,
  DEFAULT_CLASS_CONFIG,
  GROUP_CREDITS_PER_PRIVATE,
  REFERRAL_TERMS,
} from '@parla/domain/terms';
import { formatMoney } from '../../../shared/i18n/format-money.ts';
import { PARLA_COMPANY } from './company.ts';

const DAYS_PER_WEEK = 7;
const DAYS_PER_YEAR = 365;

/**
 * Every number the legal pages and the FAQ state, as i18next interpolation values, read from
 * the constants the server enforces (`@parla/domain/terms`): a changed rule changes the text.
 * Counts are plain numbers so i18next picks the plural form.
 */
export function legalValues(locale: Locale) {
  const classes = DEFAULT_CLASS_CONFIG;
  const commerce = COMMERCE_CONFIG;
  const referral = REFERRAL_TERMS.EUR;
  return {
    ...PARLA_COMPANY,
    // Classes and booking.
    groupCapacity: classes.groupCapacity,
    classMinutes: classes.defaultClassDurationMinutes,
    graceMinutes: classes.refundableAfterBookingMinutes,
    cancelHours: classes.studentCancelLateHours,
    cancelDays: classes.refundableDaysBeforeStart,
    joinMinutes: classes.joinWindowMinutesBeforeStart,
    lateMinutes: classes.lateArrivalDenyMinutes,
    newClassHours: classes.newClassMinHoursAhead,
    lessonPerDay: classes.maxBookingsPerLessonPerDay,
    unstaffedHours: classes.unconfirmedClassCutoffHours,
    openDiscussionClasses: classes.openDiscussionMinAttended,
    // Trial, plans, pause, credits.
    trialDays: commerce.trialDays,
    trialGroupCredits: commerce.trialGroupCredits,
    trialPrivateCredits: commerce.trialPrivateCredits,
    periodWeeks: commerce.periodDays / DAYS_PER_WEEK,
    pauseWeeks: commerce.maxPauseDays / DAYS_PER_WEEK,
    pauseNoticeDays: commerce.pauseRefundNoticeDays,
    creditYears: Math.round(commerce.creditValidityDays / DAYS_PER_YEAR),
    groupPerPrivate: GROUP_CREDITS_PER_PRIVATE,
    retryDays: commerce.renewalRetryDays.join(', '),
    retryCount: commerce.renewalRetryDays.length,
    // Money and contract.
    withdrawalDays: commerce.withdrawalDays,
    lifetimePercent: commerce.lifetimeDiscountPercent,
    referralDiscount: formatMoney({ amount: referral.discountCents, currency: 'EUR' }, locale),
    referralMinimum: formatMoney({ amount: referral.minimumSpentCents, currency: 'EUR' }, locale),
    referralDays: commerce.referralRewardDays,
    referrerClasses: commerce.referrerGroupCredits,
    priceChangesPerYear: CONTRACT_TERMS.priceChangesPerYear,
    priceNoticeWeeks: CONTRACT_TERMS.priceChangeNoticeWeeks,
    sepaWeeks: CONTRACT_TERMS.sepaRefundClaimWeeks,
    invoiceYears: CONTRACT_TERMS.invoiceRetentionYears,
    erasureDays: ACCOUNT_ERASURE_DELAY_DAYS,
  };
}

export type LegalValues = ReturnType<typeof legalValues>;
