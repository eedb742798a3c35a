import type { Currency } from '@parla/contracts';
import { centsOf } from './coupon-form.ts';

/** The schedule dialog's values: the first day of the new prices, and a new price per currency ('' keeps it). */
export interface PriceChangeFormValues {
  /** yyyy-mm-dd in the browser's zone; the new prices start at its midnight. */
  day: string;
  prices: Partial<Record<Currency, string>>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** The midnight that starts a `yyyy-mm-dd` day in the browser's zone, or null. */
export function startOfDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  return Number.isNaN(start.getTime()) || dayKey(start) !== day ? null : start;
}

/** The first day whose midnight is at or after `earliest` (six weeks from now, from the server). */
export function firstDayFrom(earliest: Date): string {
  const candidate = new Date(earliest.getFullYear(), earliest.getMonth(), earliest.getDate());
  if (candidate < earliest) candidate.setDate(candidate.getDate() + 1);
  return dayKey(candidate);
}

/** The request: only the currencies given a new price. */
export function priceChangeInputOf(variantId: string, values: PriceChangeFormValues) {
  const prices = (Object.entries(values.prices) as [Currency, string | undefined][])
    .filter(([, text]) => (text ?? '').trim() !== '')
    .map(([currency, text]) => ({ currency, amountCents: centsOf(text ?? '') }));
  return { variantId, effectiveAt: startOfDay(values.day), prices };
}

/** Field errors before asking the server (which checks the notice and the rest again). */
export function priceChangeProblems(
  values: PriceChangeFormValues,
  earliest: Date,
  messages: { day: string; tooSoon: string; amount: string; none: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const start = startOfDay(values.day);
  if (!start) problems.day = messages.day;
  else if (start < earliest) problems.day = messages.tooSoon;
  let given = 0;
  for (const [currency, text] of Object.entries(values.prices)) {
    if (!text?.trim()) continue;
    given += 1;
    const cents = centsOf(text);
    if (!Number.isInteger(cents) || cents < 1) problems[`price.${currency}`] = messages.amount;
  }
  if (given === 0) problems.prices = messages.none;
  return problems;
}
