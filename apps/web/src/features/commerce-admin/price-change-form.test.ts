import { describe, expect, it } from 'vitest';
import { firstDayFrom, priceChangeInputOf, priceChangeProblems, startOfDay } from './price-change-form.ts';

const messages = { day: 'day', tooSoon: 'tooSoon', amount: 'amount', none: 'none' };

describe('the price change form', () => {
  it('starts the new prices at the midnight of the chosen local day', () => {
    expect(startOfDay('2026-06-23')?.getTime()).toBe(new Date(2026, 5, 23).getTime());
    expect(startOfDay('2026-02-30')).toBeNull();
    expect(startOfDay('23.06.2026')).toBeNull();
  });

  it('offers the first day whose midnight honours the notice', () => {
    expect(firstDayFrom(new Date(2026, 5, 15, 9, 30))).toBe('2026-06-16');
    expect(firstDayFrom(new Date(2026, 5, 15, 0, 0))).toBe('2026-06-15');
  });

  it('sends only the currencies given a new price, in cents', () => {
    expect(priceChangeInputOf('v1', { day: '2026-06-23', prices: { EUR: '99.90', CHF: '', USD: '104,5' } })).toEqual({
      variantId: 'v1',
      effectiveAt: new Date(2026, 5, 23),
      prices: [
        { currency: 'EUR', amountCents: 9990 },
        { currency: 'USD', amountCents: 10450 },
      ],
    });
  });

  it('names each problem at its field', () => {
    const earliest = new Date(2026, 5, 15, 9);
    expect(priceChangeProblems({ day: '', prices: {} }, earliest, messages)).toEqual({ day: 'day', prices: 'none' });
    expect(priceChangeProblems({ day: '2026-06-15', prices: { EUR: '0' } }, earliest, messages)).toEqual({
      day: 'tooSoon',
      'price.EUR': 'amount',
    });
    expect(priceChangeProblems({ day: '2026-06-16', prices: { EUR: '12.345' } }, earliest, messages)).toEqual({ 'price.EUR': 'amount' });
    expect(priceChangeProblems({ day: '2026-06-16', prices: { EUR: '99.90' } }, earliest, messages)).toEqual({});
  });
});
