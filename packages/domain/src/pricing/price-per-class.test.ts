import { describe, expect, it } from 'vitest';
import { roundPricePerClassCents } from './price-per-class.ts';

describe('roundPricePerClassCents', () => {
  it.each([
    [1249, 1249],
    [1299, 1299],
    [1250, 1249],
    [1273, 1249],
    [1274, 1299], // tie: 25 from 12.49 and from 12.99, goes up
    [1275, 1299],
    [1298, 1299],
    [1300, 1299],
    [1323, 1299],
    [1324, 1349], // tie again, up
    [1200, 1199],
    [1224, 1249], // tie: between 11.99 and 12.49, up
    [1223, 1199],
  ])('%i cents -> %i', (input, expected) => {
    expect(roundPricePerClassCents(input)).toBe(expected);
  });

  it('rounds fractional cents from a total divided by classes', () => {
    expect(roundPricePerClassCents(15_900 / 12)).toBe(1349); // 1325 -> 1349 (24 away from 13.49, 26 from 12.99)
    expect(roundPricePerClassCents(1273.999)).toBe(1249);
    expect(roundPricePerClassCents(1274.001)).toBe(1299);
  });

  it('gives every result a .49 or .99 ending', () => {
    for (let cents = 1; cents < 5000; cents += 7) expect([49, 99]).toContain(roundPricePerClassCents(cents) % 100);
  });

  it('keeps 0 and lifts small positive prices to 0.49', () => {
    expect(roundPricePerClassCents(0)).toBe(0);
    expect(roundPricePerClassCents(1)).toBe(49);
    expect(roundPricePerClassCents(49)).toBe(49);
    expect(roundPricePerClassCents(73)).toBe(49);
    expect(roundPricePerClassCents(74)).toBe(99);
  });

  it('rejects negative and non-finite input', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => roundPricePerClassCents(bad)).toThrow(RangeError);
  });
});
