import { describe, expect, it } from 'vitest';
import { classLogWindow } from './class-log-window.ts';

const startAt = new Date('2026-05-10T10:00:00Z');
const endAt = new Date('2026-05-10T11:00:00Z');
const M = 60_000;
const H = 60 * M;
const at = (ms: number) => new Date(startAt.getTime() + ms);
const cls = { startAt, endAt };

describe('classLogWindow', () => {
  it('opens exactly 15 minutes after the start', () => {
    expect(classLogWindow(cls, at(15 * M - 1)).state).toBe('not_yet_open');
    expect(classLogWindow(cls, at(15 * M)).state).toBe('open');
    expect(classLogWindow(cls, at(0)).opensAt).toEqual(new Date('2026-05-10T10:15:00Z'));
  });

  it('allows a no-show report only after waiting 15 minutes', () => {
    expect(classLogWindow(cls, at(15 * M - 1)).canReportNoShow).toBe(false);
    expect(classLogWindow(cls, at(15 * M)).canReportNoShow).toBe(true);
    expect(classLogWindow(cls, at(0)).noShowAllowedAt).toEqual(new Date('2026-05-10T10:15:00Z'));
  });

  it('is due 24 hours after the end and overdue from then on', () => {
    const due = new Date(endAt.getTime() + 24 * H);
    expect(classLogWindow(cls, at(0)).dueAt).toEqual(due);
    expect(classLogWindow(cls, new Date(due.getTime() - 1)).state).toBe('open');
    expect(classLogWindow(cls, due).state).toBe('overdue');
    expect(classLogWindow(cls, due).canReportNoShow).toBe(false);
  });

  it('follows the configuration', () => {
    const config = { classLogOpensAfterStartMinutes: 30, noShowWaitMinutes: 10, classLogDueHours: 48 };
    const window = classLogWindow(cls, at(20 * M), config);
    expect(window.state).toBe('not_yet_open');
    expect(window.canReportNoShow).toBe(false);
    expect(window.dueAt).toEqual(new Date(endAt.getTime() + 48 * H));
  });
});
