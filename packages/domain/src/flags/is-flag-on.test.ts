import { describe, expect, it } from 'vitest';
import { flagBucket } from './flag-bucket.ts';
import { type FlagRule, type FlagSubject, isFlagOn } from './is-flag-on.ts';

const rule = (overrides: Partial<FlagRule>): FlagRule => ({ rule: 'nobody', percentage: 0, userIds: [], role: null, ...overrides });
const user = (userId: string, roles: string[] = ['student']): FlagSubject => ({ userId, anonymousId: null, roles });
const visitor = (anonymousId: string | null): FlagSubject => ({ userId: null, anonymousId, roles: [] });
const ids = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('flagBucket', () => {
  it('is stable and in 0-99', () => {
    expect(flagBucket('new_dashboard', ids[0])).toBe(flagBucket('new_dashboard', ids[0]));
    for (const id of ids) {
      const bucket = flagBucket('new_dashboard', id);
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
    }
  });
  it('pins known values, so a change of hash (which would reshuffle every rollout) fails here', () => {
    expect(flagBucket('a', 'b')).toBe(44);
    expect(flagBucket('new_dashboard', ids[0])).toBe(36);
    expect(flagBucket('learning_language_change', ids[1])).toBe(60);
  });
  it('spreads subjects evenly and differently per flag', () => {
    const counts = new Array(10).fill(0);
    for (const id of ids) counts[Math.floor(flagBucket('new_dashboard', id) / 10)]++;
    for (const count of counts) {
      expect(count).toBeGreaterThan(140);
      expect(count).toBeLessThan(260);
    }
    const same = ids.filter((id) => flagBucket('flag_one', id) === flagBucket('flag_two', id)).length;
    expect(same).toBeLessThan(100);
  });
});

describe('isFlagOn', () => {
  it('nobody and everyone ignore the subject', () => {
    expect(isFlagOn('f', rule({ rule: 'nobody' }), user(ids[0], ['admin']))).toBe(false);
    expect(isFlagOn('f', rule({ rule: 'everyone' }), visitor(null))).toBe(true);
  });
  it('0% is nobody and 100% is everybody, visitors without an id included', () => {
    expect(ids.some((id) => isFlagOn('f', rule({ rule: 'percentage', percentage: 0 }), user(id)))).toBe(false);
    expect(ids.every((id) => isFlagOn('f', rule({ rule: 'percentage', percentage: 100 }), user(id)))).toBe(true);
    expect(isFlagOn('f', rule({ rule: 'percentage', percentage: 100 }), visitor(null))).toBe(true);
    expect(isFlagOn('f', rule({ rule: 'percentage', percentage: 99 }), visitor(null))).toBe(false);
  });
  it('a percentage turns on about that share, and a subject on at n% stays on at every higher n', () => {
    const on = (percentage: number) => ids.filter((id) => isFlagOn('f', rule({ rule: 'percentage', percentage }), user(id)));
    const at30 = on(30);
    expect(at30.length).toBeGreaterThan(500);
    expect(at30.length).toBeLessThan(700);
    const at31 = new Set(on(31));
    expect(at30.every((id) => at31.has(id))).toBe(true);
    // The bucket boundary: on exactly when the bucket is below the percentage.
    const id = ids[7];
    const bucket = flagBucket('f', id);
    expect(isFlagOn('f', rule({ rule: 'percentage', percentage: bucket }), user(id))).toBe(false);
    expect(isFlagOn('f', rule({ rule: 'percentage', percentage: bucket + 1 }), user(id))).toBe(true);
  });
  it('a visitor is bucketed by the anonymous id, the same on every visit', () => {
    const half = rule({ rule: 'percentage', percentage: 50 });
    for (const id of ids.slice(0, 50)) expect(isFlagOn('f', half, visitor(id))).toBe(isFlagOn('f', half, user(id)));
  });
  it('listed users and roles need a signed-in user', () => {
    const listed = rule({ rule: 'users', userIds: [ids[1]] });
    expect(isFlagOn('f', listed, user(ids[1]))).toBe(true);
    expect(isFlagOn('f', listed, user(ids[2]))).toBe(false);
    expect(isFlagOn('f', listed, visitor(ids[1]))).toBe(false);
    const teachers = rule({ rule: 'role', role: 'teacher' });
    expect(isFlagOn('f', teachers, user(ids[3], ['teacher']))).toBe(true);
    expect(isFlagOn('f', teachers, user(ids[3], ['student']))).toBe(false);
    expect(isFlagOn('f', teachers, visitor(ids[3]))).toBe(false);
  });
});
