import { describe, expect, it } from 'vitest';
import { knownDecisions, withDecisions } from './decide-flags.ts';

describe('flag decisions kept in FEATURES', () => {
  it('reads only boolean decisions; anything else is not decided', () => {
    expect(knownDecisions({ a: true, b: false, c: 'on' }, ['a', 'b', 'c', 'd'])).toEqual({ a: true, b: false, c: undefined, d: undefined });
  });
  it('merges decisions over the cookie and keeps the rest', () => {
    expect(withDecisions({ a: true, dark_mode: 'on' }, { a: false, b: true })).toEqual({ a: false, dark_mode: 'on', b: true });
  });
});
