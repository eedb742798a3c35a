import { describe, expect, it } from 'vitest';
import { isoString } from './iso.ts';

describe('isoString (decision 093)', () => {
  it('prints what Date#toISOString prints, for every millisecond phase and across the four-digit years', () => {
    const samples: number[] = [0, -1, 1, 999, 1000, 86_399_999, 86_400_000, -86_400_000, -62_167_219_200_000, 253_402_300_799_999];
    // Every 7 h 13 min 17.123 s through a year: all hours, minutes, seconds and many milliseconds.
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += 26_017_123) samples.push(at);
    // Random instants from year 0 to year 9999.
    let seed = 93;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 20_000; i++) samples.push(Math.floor(-62_167_219_200_000 + random() * 315_569_520_000_000));
    for (const at of samples) {
      const date = new Date(at);
      if (isoString(date) !== date.toISOString()) expect(isoString(date)).toBe(date.toISOString());
    }
  });

  it('answers instants on a whole minute the same from its cache as when it first built them', () => {
    const start = Date.parse('2026-03-01T00:00:00Z');
    for (let pass = 0; pass < 2; pass++) {
      for (let at = start; at < start + 60 * 86_400_000; at += 17 * 60_000) {
        const date = new Date(at);
        if (isoString(date) !== date.toISOString()) expect(isoString(date)).toBe(date.toISOString());
      }
    }
  });

  it('leaves six-digit years to the builtin', () => {
    for (const at of [-62_167_219_200_001, 253_402_300_800_000, 8.64e15, -8.64e15]) {
      expect(isoString(new Date(at))).toBe(new Date(at).toISOString());
    }
  });

  it('throws the builtin RangeError for an invalid date', () => {
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
