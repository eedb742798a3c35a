import { describe, expect, it } from 'vitest';
import { type PresenceEvent, attendanceFromEvidence } from './attendance-evidence.ts';

const startAt = new Date('2026-05-10T10:00:00Z');
const endAt = new Date('2026-05-10T11:00:00Z');
const at = (minutes: number) => new Date(startAt.getTime() + minutes * 60_000);
const ev = (userId: string, kind: 'joined' | 'left', minutes: number): PresenceEvent => ({ userId, kind, at: at(minutes) });

describe('attendanceFromEvidence', () => {
  it('suggests nothing without any classroom evidence', () => {
    expect(attendanceFromEvidence({ startAt, endAt }, ['a'], []).size).toBe(0);
  });

  it('counts presence within the class: 75% attended, some incomplete, none missed', () => {
    const events = [
      ev('a', 'joined', -5), // stays to the end: 60 min
      ev('b', 'joined', 15), // 45 of 60 min: exactly 75%
      ev('c', 'joined', 16), // 44 min
      ev('d', 'joined', -10),
      ev('d', 'left', -1), // only before the start
    ];
    const result = attendanceFromEvidence({ startAt, endAt }, ['a', 'b', 'c', 'd', 'e'], events);
    expect(Object.fromEntries(result)).toEqual({ a: 'attended', b: 'attended', c: 'incomplete', d: 'missed', e: 'missed' });
  });

  it('adds up several visits (a dropped connection) and ignores a leave without a join', () => {
    const events = [ev('a', 'left', -3), ev('a', 'joined', 0), ev('a', 'left', 30), ev('a', 'joined', 35), ev('a', 'left', 55)];
    // 30 + 20 = 50 minutes; the events arrive in any order.
    expect(attendanceFromEvidence({ startAt, endAt }, ['a'], events).get('a')).toBe('attended');
    const short = [ev('b', 'joined', 0), ev('b', 'left', 20), ev('b', 'joined', 30), ev('b', 'left', 40)];
    expect(attendanceFromEvidence({ startAt, endAt }, ['b'], short).get('b')).toBe('incomplete');
  });
});
