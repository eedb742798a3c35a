import { describe, expect, it } from 'vitest';
import { hardStopCheck } from './hard-stop-warnings.ts';

const endsAt = new Date('2026-05-06T11:00:00Z');
const before = (seconds: number) => new Date(endsAt.getTime() - seconds * 1000);

describe('hardStopCheck', () => {
  it('warns at 5 minutes and 1 minute, once each', () => {
    expect(hardStopCheck(endsAt, before(301), new Set())).toMatchObject({ stop: false, warn: null });
    expect(hardStopCheck(endsAt, before(300), new Set())).toMatchObject({ warn: 300, due: [300], secondsLeft: 300 });
    expect(hardStopCheck(endsAt, before(200), new Set([300])).warn).toBeNull();
    expect(hardStopCheck(endsAt, before(60), new Set([300])).warn).toBe(60);
  });

  it('sends only the nearest warning to a late watcher but marks all due', () => {
    expect(hardStopCheck(endsAt, before(30), new Set())).toMatchObject({ warn: 60, due: [300, 60], secondsLeft: 30 });
  });

  it('stops at the end', () => {
    expect(hardStopCheck(endsAt, endsAt, new Set())).toEqual({ stop: true, warn: null, due: [], secondsLeft: 0 });
  });
});
