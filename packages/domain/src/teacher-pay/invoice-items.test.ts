import { describe, expect, it } from 'vitest';
import { invoiceCategoryOf, invoiceTotalCents } from './invoice-items.ts';

describe('invoice items', () => {
  it('maps credit kinds to the invoice categories', () => {
    expect(invoiceCategoryOf('Group')).toBeNull();
    expect(invoiceCategoryOf('Private')).toBeNull();
    expect(invoiceCategoryOf('Bonus')).toBe('bonus');
    expect(invoiceCategoryOf('MissedClass')).toBe('missed_class');
    expect(invoiceCategoryOf('TechIssue')).toBe('tech_issues');
    expect(invoiceCategoryOf('NoShow')).toBe('no_students');
    expect(invoiceCategoryOf('Adg', 'health')).toBe('health');
    expect(invoiceCategoryOf('Adg')).toBeNull();
  });

  it('adds lines exactly, negative adjustments included', () => {
    expect(invoiceTotalCents([{ amountCents: 2400 }, { amountCents: 1200 }, { amountCents: -300 }, { amountCents: 0 }])).toBe(3300);
    expect(invoiceTotalCents([])).toBe(0);
    expect(() => invoiceTotalCents([{ amountCents: 0.5 }])).toThrow(RangeError);
  });
});
