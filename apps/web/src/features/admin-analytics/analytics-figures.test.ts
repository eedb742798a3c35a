import { describe, expect, it } from 'vitest';
import { dailySeries, funnelFigures, percentText } from './analytics-figures.ts';

const counts = [
  { day: '2026-06-01', name: 'page_view', count: 12 },
  { day: '2026-06-01', name: 'booking_completed', count: 2 },
  { day: '2026-06-03', name: 'page_view', count: 5 },
];

describe('analytics figures', () => {
  it('puts a zero on a day without events, one name or all of them', () => {
    const days = ['2026-06-01', '2026-06-02', '2026-06-03'];
    expect(dailySeries(days, counts, 'page_view')).toEqual([12, 0, 5]);
    expect(dailySeries(days, counts, null)).toEqual([14, 0, 5]);
    expect(dailySeries(days, counts, 'purchase_completed')).toEqual([0, 0, 0]);
  });

  it('gives each step its share of the first step', () => {
    expect(
      funnelFigures([
        { name: 'checkout_started', people: 8 },
        { name: 'purchase_completed', people: 2 },
      ]),
    ).toEqual([
      { name: 'checkout_started', people: 8, ofFirst: 1 },
      { name: 'purchase_completed', people: 2, ofFirst: 0.25 },
    ]);
  });

  it('has no share when nobody started', () => {
    const steps = funnelFigures([
      { name: 'sign_up_started', people: 0 },
      { name: 'sign_up_completed', people: 1 },
    ]);
    expect(steps.map((s) => s.ofFirst)).toEqual([null, null]);
  });

  it('writes shares as whole percentages in the viewer’s language', () => {
    expect(percentText(0.4267, 'en')).toBe('43%');
    expect(percentText(0.25, 'de')).toBe('25\u00a0%');
    expect(percentText(null, 'en')).toBe('—');
  });
});
