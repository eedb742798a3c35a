import { describe, expect, it } from 'vitest';
import { assertNotInPause } from './assert-not-in-pause.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const pause = { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-06-29T00:00:00Z') };
const now = new Date('2026-05-20T09:00:00Z');
const cls = (startIso: string, minutes = 60) => {
  const startAt = new Date(startIso);
  return { startAt, endAt: new Date(startAt.getTime() + minutes * 60_000) };
};
const check = (startIso: string, at = now) => errorCodeOf(() => assertNotInPause(cls(startIso), [pause], at));

describe('assertNotInPause', () => {
  it('allows classes with no pause', () => {
    expect(errorCodeOf(() => assertNotInPause(cls('2026-06-10T10:00:00Z'), [], now))).toBeUndefined();
  });

  it('refuses a class inside the pause, including at its first instant', () => {
    expect(check('2026-06-10T10:00:00Z')).toBe('no_appointments_during_scheduled_pause');
    expect(check('2026-06-01T00:00:00Z')).toBe('no_appointments_during_scheduled_pause');
    expect(check('2026-06-28T23:00:00Z')).toBe('no_appointments_during_scheduled_pause');
  });

  it('allows a class that ends exactly when the pause starts, or starts exactly when it ends', () => {
    expect(check('2026-05-31T23:00:00Z')).toBeUndefined();
    expect(check('2026-06-29T00:00:00Z')).toBeUndefined();
  });

  it('refuses a class that would run into the pause', () => {
    expect(errorCodeOf(() => assertNotInPause(cls('2026-05-31T23:30:00Z'), [pause], now))).toBe('no_appointments_during_scheduled_pause');
  });

  it('refuses any booking while the student is paused, even for a class after the pause', () => {
    const duringPause = new Date('2026-06-10T09:00:00Z');
    expect(check('2026-07-10T10:00:00Z', duringPause)).toBe('no_appointments_during_scheduled_pause');
    expect(check('2026-07-10T10:00:00Z', new Date('2026-06-29T00:00:00Z'))).toBeUndefined();
    expect(check('2026-07-10T10:00:00Z', new Date('2026-06-28T23:59:59.999Z'))).toBe('no_appointments_during_scheduled_pause');
  });

  it('checks every pause', () => {
    const later = { from: new Date('2026-08-01T00:00:00Z'), to: new Date('2026-08-15T00:00:00Z') };
    expect(errorCodeOf(() => assertNotInPause(cls('2026-08-02T10:00:00Z'), [pause, later], now))).toBe(
      'no_appointments_during_scheduled_pause',
    );
    expect(errorCodeOf(() => assertNotInPause(cls('2026-07-02T10:00:00Z'), [pause, later], now))).toBeUndefined();
  });
});
