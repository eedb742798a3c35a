import { describe, expect, it } from 'vitest';
import { pickCurrency } from './store-currency.ts';

describe('pickCurrency', () => {
  it('takes a valid ?currency= first, then the country, then EUR', () => {
    expect(pickCurrency('GBP', 'CHF')).toBe('GBP');
    expect(pickCurrency('XXX', 'CHF')).toBe('CHF');
    expect(pickCurrency(null, undefined)).toBe('EUR');
    expect(pickCurrency('usd', null)).toBe('EUR');
  });
});
