import { describe, expect, it } from 'vitest';
import { unconfirmedClassCutoff } from './unconfirmed-class-cutoff.ts';

const startAt = new Date('2026-05-06T10:00:00Z');
const H = 3_600_000;
const before = (ms: number) => new Date(startAt.getTime() - ms);
const unstaffed = { status: 'active' as const, startAt, hasTeacher: false };

describe('unconfirmedClassCutoff', () => {
  it('puts the cutoff 24 hours before the start', () => {
    expect(unconfirmedClassCutoff(unstaffed, before(48 * H)).cutoffAt).toEqual(new Date('2026-05-05T10:00:00Z'));
  });

  it('keeps an unstaffed class until 24 h + 1 ms before and cancels it from exactly 24 h', () => {
    expect(unconfirmedClassCutoff(unstaffed, before(24 * H + 1)).mustCancel).toBe(false);
    expect(unconfirmedClassCutoff(unstaffed, before(24 * H)).mustCancel).toBe(true);
    expect(unconfirmedClassCutoff(unstaffed, before(H)).mustCancel).toBe(true);
  });

  it('never cancels a class with a teacher, or one that is no longer active', () => {
    expect(unconfirmedClassCutoff({ ...unstaffed, hasTeacher: true }, before(H)).mustCancel).toBe(false);
    expect(unconfirmedClassCutoff({ ...unstaffed, status: 'cancelled' }, before(H)).mustCancel).toBe(false);
  });

  it('follows a configured cutoff', () => {
    expect(unconfirmedClassCutoff(unstaffed, before(30 * H), { unconfirmedClassCutoffHours: 36 }).mustCancel).toBe(true);
  });
});
