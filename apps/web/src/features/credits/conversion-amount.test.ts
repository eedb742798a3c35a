import { describe, expect, it } from 'vitest';
import { clampConversion, localPreview } from './conversion-amount.ts';

describe('credits conversion amount', () => {
  it('keeps the request between 1 and the most the group credits allow', () => {
    expect(clampConversion(0, 3)).toBe(1);
    expect(clampConversion(5, 3)).toBe(3);
    expect(clampConversion(2.7, 3)).toBe(2);
    expect(clampConversion(Number.NaN, 3)).toBe(1);
    expect(clampConversion(1, 0)).toBe(0);
  });

  it('turns 3 group credits into 1 private credit', () => {
    expect(localPreview(1, 3, 0)).toEqual({ needed: 3, groupAfter: 0, privateAfter: 1, max: 1 });
    expect(localPreview(2, 8, 1)).toEqual({ needed: 6, groupAfter: 2, privateAfter: 3, max: 2 });
  });
});
