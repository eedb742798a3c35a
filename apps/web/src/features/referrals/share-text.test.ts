import { describe, expect, it } from 'vitest';
import { shareValues } from './share-text.ts';

describe('shareValues', () => {
  it('fills the placeholders of the referral text', () => {
    const values = shareValues(
      {
        code: 'TESS-42',
        ownerGroupCredits: 2,
        userDiscount: { amount: 2000, currency: 'EUR' },
        minimumSpent: { amount: 5000, currency: 'EUR' },
      },
      'en',
    );
    expect(values).toEqual({ discount: '€20.00', classes: 2, minimumSpent: '€50.00', code: 'TESS-42' });
  });

  it('formats in the reader language', () => {
    const values = shareValues(
      { code: 'X', ownerGroupCredits: 1, userDiscount: { amount: 1500, currency: 'CHF' }, minimumSpent: { amount: 4000, currency: 'CHF' } },
      'de',
    );
    expect(values.discount).toMatch(/15[.,]00/);
    expect(values.discount).toContain('CHF');
  });
});
