import { describe, expect, it } from 'vitest';
import { groupOf, lowestPerClass } from './pricing-groups.ts';

const money = (amount: number) => ({ amount, amountInMajor: (amount / 100).toFixed(2), currency: 'EUR' as const });

describe('the price list groups', () => {
  it('puts Flex plans with group classes, Flex private plans and Sprints apart; nothing else', () => {
    expect(groupOf({ type: 'flex', groupCredits: 8 })).toBe('flexGroup');
    expect(groupOf({ type: 'flex', groupCredits: 0 })).toBe('flexPrivate');
    expect(groupOf({ type: 'sprint', groupCredits: 20 })).toBe('sprint');
    expect(groupOf({ type: 'teams', groupCredits: 24 })).toBeNull();
    expect(groupOf({ type: 'extra_credits', groupCredits: 1 })).toBeNull();
  });

  it('names the lowest price per class, in the viewer language, ignoring free packages', () => {
    const packages = [{ pricePerClass: money(1299) }, { pricePerClass: money(1099) }, { pricePerClass: money(0) }];
    expect(lowestPerClass(packages, 'en')).toBe('€10.99');
    expect(lowestPerClass(packages, 'de')).toMatch(/^10,99\s€$/);
    expect(lowestPerClass([{ pricePerClass: money(0) }], 'en')).toBeNull();
  });

  it('shows the price the server formatted for the page (decision 118) rather than formatting it again', () => {
    const formatted = { ...money(1099), formatted: '10,99 €' };
    expect(lowestPerClass([{ pricePerClass: money(1299) }, { pricePerClass: formatted }], 'en')).toBe('10,99 €');
  });
});
