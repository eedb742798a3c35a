import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { formatDiscount } from './money.ts';

describe('formatMoney', () => {
  it('formats minor units in the currency and the viewer language', () => {
    expect(formatMoney({ amount: 4900, currency: 'EUR' }, 'en')).toBe('€49.00');
    expect(formatMoney({ amount: 4900, currency: 'EUR' }, 'de')).toBe('49,00\u00a0€');
    expect(formatMoney({ amount: 1299, currency: 'GBP' }, 'en')).toBe('£12.99');
    expect(formatMoney({ amount: 1299, currency: 'USD' }, 'en')).toBe('$12.99');
  });

  it('handles every currency Parla sells in', () => {
    for (const currency of ['BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD']) {
      expect(formatMoney({ amount: 123_456, currency }, 'en')).toMatch(/1,234\.56/);
    }
  });

  it('keeps cents exact (no float drift)', () => {
    expect(formatMoney({ amount: 1, currency: 'EUR' }, 'en')).toBe('€0.01');
    expect(formatMoney({ amount: 1999, currency: 'CHF' }, 'de')).toMatch(/19\.99|19,99/);
    expect(formatMoney({ amount: 0, currency: 'EUR' }, 'en')).toBe('€0.00');
  });

  it('shows discounts negative', () => {
    expect(formatDiscount({ amount: 500, currency: 'EUR' }, 'en')).toBe('-€5.00');
    expect(formatDiscount({ amount: -500, currency: 'EUR' }, 'en')).toBe('-€5.00');
  });
});
