import { describe, expect, it } from 'vitest';
import { creditKindForClass } from './credit-kind.ts';

describe('creditKindForClass', () => {
  it('pays group and trial classes with group credits, individual ones with private credits', () => {
    expect(creditKindForClass('group')).toBe('group');
    expect(creditKindForClass('trial')).toBe('group');
    expect(creditKindForClass('individual')).toBe('private');
  });
});
