import { describe, expect, it } from 'vitest';
import { joinWindow } from './join-window.ts';

const startAt = new Date('2026-05-06T10:00:00Z');
const endAt = new Date('2026-05-06T11:00:00Z');
const M = 60_000;
const at = (ms: number) => new Date(startAt.getTime() + ms);
const cls = { startAt, endAt };

describe('joinWindow', () => {
  it('opens exactly 5 minutes before the start, not a millisecond earlier', () => {
    expect(joinWindow(cls, at(-5 * M - 1)).canJoin).toBe(false);
    expect(joinWindow(cls, at(-5 * M)).canJoin).toBe(true);
    expect(joinWindow(cls, at(-5 * M)).opensAt).toEqual(new Date('2026-05-06T09:55:00Z'));
  });

  it('stays open until the end, exclusive', () => {
    expect(joinWindow(cls, at(59 * M)).canJoin).toBe(true);
    expect(joinWindow(cls, new Date(endAt.getTime() - 1)).canJoin).toBe(true);
    expect(joinWindow(cls, endAt).canJoin).toBe(false);
    expect(joinWindow(cls, endAt).closesAt).toEqual(endAt);
  });

  it('is late beyond the limit only after more than 10 minutes', () => {
    expect(joinWindow(cls, at(0)).isLateBeyondLimit).toBe(false);
    expect(joinWindow(cls, at(10 * M)).isLateBeyondLimit).toBe(false);
    expect(joinWindow(cls, at(10 * M + 1)).isLateBeyondLimit).toBe(true);
    expect(joinWindow(cls, at(-5 * M)).isLateBeyondLimit).toBe(false);
  });

  it("uses the class's own minutesInAdvanceAllowed when set", () => {
    const early = { ...cls, minutesInAdvanceAllowed: 15 };
    expect(joinWindow(early, at(-15 * M)).canJoin).toBe(true);
    expect(joinWindow(early, at(-15 * M - 1)).canJoin).toBe(false);
    expect(joinWindow({ ...cls, minutesInAdvanceAllowed: null }, at(-6 * M)).canJoin).toBe(false);
  });
});
