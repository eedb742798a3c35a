import { describe, expect, it } from 'vitest';
import { attendanceFromEvents } from './attendance-from-events.ts';

const t = (minutes: number) => new Date(Date.UTC(2026, 4, 6, 10, minutes));

describe('attendanceFromEvents', () => {
  it('sums joined → left intervals and closes open ones at `until`', () => {
    const result = attendanceFromEvents(
      [
        { userId: 'm', kind: 'admitted', at: t(1) },
        { userId: 'm', kind: 'joined', at: t(1) },
        { userId: 'm', kind: 'left', at: t(21) },
        { userId: 'm', kind: 'joined', at: t(30) },
        { userId: 't', kind: 'joined', at: t(0) },
        { userId: null, kind: 'ended', at: t(60) },
      ],
      t(60),
    );
    expect(result.get('m')).toMatchObject({ minutesInClass: 50, joinCount: 2, firstJoinedAt: t(1), lastLeftAt: t(21), admitted: true });
    expect(result.get('t')?.minutesInClass).toBe(60);
  });

  it('records denied and removed without time in class', () => {
    const result = attendanceFromEvents(
      [
        { userId: 'b', kind: 'denied', at: t(12) },
        { userId: 'r', kind: 'joined', at: t(2) },
        { userId: 'r', kind: 'left', at: t(5) },
        { userId: 'r', kind: 'removed', at: t(5) },
      ],
      t(60),
    );
    expect(result.get('b')).toMatchObject({ denied: true, minutesInClass: 0, joinCount: 0 });
    expect(result.get('r')).toMatchObject({ removed: true, minutesInClass: 3 });
  });
});
