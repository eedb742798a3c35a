import type { Currency } from '@parla/contracts';

/** The new promo code form as it holds its values (strings), and the request it sends. */
export interface CouponFormValues {
  code: string;
  description: string;
  discountKind: 'percent' | 'amount';
  percentOff: string;
  /** In major units as typed ("12.50"). */
  amountOff: string;
  currency: Currency;
  lifetime: boolean;
  newUsersOnly: boolean;
  /** The last day it can be used (yyyy-mm-dd), '' for no end. */
  lastDay: string;
  maxRedemptions: string;
}

export const NEW_COUPON: CouponFormValues = {
  code: '',
  description: '',
  discountKind: 'percent',
  percentOff: '',
  amountOff: '',
  currency: 'EUR',
  lifetime: false,
  newUsersOnly: false,
  lastDay: '',
  maxRedemptions: '',
};

/** The midnight after a `yyyy-mm-dd` day in the browser's zone (the code works all that day), or null. */
export function endOfDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const end = new Date(year, month - 1, date + 1);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** The `yyyy-mm-dd` of the last day a code works when it ends at `end` (the inverse of endOfDay). */
export function lastDayOf(end: string | null): string {
  if (!end) return '';
  const last = new Date(new Date(end).getTime() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${last.getFullYear()}-${pad(last.getMonth() + 1)}-${pad(last.getDate())}`;
}

/** "12.5" -> 1250; NaN when it is not an amount (the schema then names the field). */
export function centsOf(major: string): number {
  const text = major.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

const whole = (text: string) => (text.trim() ? Number(text.trim()) : null);

/** The request: only the chosen kind of discount; empty optional fields left out. */
export function couponInputOf(values: CouponFormValues) {
  const percent = values.discountKind === 'percent';
  return {
    code: values.code.trim(),
    description: values.description.trim(),
    percentOff: percent ? (whole(values.percentOff) ?? Number.NaN) : null,
    amountOffCents: percent ? null : centsOf(values.amountOff),
    currency: percent ? null : values.currency,
    lifetime: values.lifetime,
    newUsersOnly: values.newUsersOnly,
    validUntil: endOfDay(values.lastDay),
    maxRedemptions: whole(values.maxRedemptions),
  };
}
