import { describe, expect, it } from 'vitest';
import { pickPlacementItem } from './pick-placement-item.ts';

const bank = [
  { id: 'a1-01', step: 0, skill: 'grammar' },
  { id: 'a2-01', step: 3, skill: 'grammar' },
  { id: 'a2-02', step: 3, skill: 'reading' },
  { id: 'a2-03', step: 5, skill: 'vocabulary' },
  { id: 'b1-01', step: 7, skill: 'grammar' },
];

describe('pickPlacementItem', () => {
  it('takes an item at the target step, in file order', () => {
    expect(pickPlacementItem(bank, 3, [])?.id).toBe('a2-01');
  });
  it('never asks an item twice', () => {
    expect(pickPlacementItem(bank, 3, ['a2-01'])?.id).toBe('a2-02');
  });
  it('prefers the skill asked least at the same distance and step', () => {
    const sameStep = [
      { id: 'x', step: 3, skill: 'grammar' },
      { id: 'y', step: 3, skill: 'reading' },
      { id: 'g', step: 0, skill: 'grammar' },
    ];
    expect(pickPlacementItem(sameStep, 3, ['g'])?.id).toBe('y');
  });
  it('without an item at the target, the nearest; on a tie the easier one', () => {
    expect(pickPlacementItem(bank, 6, [])?.id).toBe('a2-03'); // 5 and 7 are both 1 away: 5
    expect(pickPlacementItem(bank, 6, ['a2-03'])?.id).toBe('b1-01');
  });
  it('null when every item was asked', () => {
    expect(
      pickPlacementItem(
        bank,
        3,
        bank.map((i) => i.id),
      ),
    ).toBeNull();
  });
});
