import { describe, expect, it } from 'vitest';
import { isReminderDue, reminderWindow } from './reminder-schedule.ts';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);

describe('reminderWindow', () => {
  it('announces a class the day before at its local start time', () => {
    // 10:00 CET on Tuesday 10 Nov 2026 -> 10:00 CET on Monday.
    const w = reminderWindow('class_24h', at('2026-11-10T09:00:00Z'), BERLIN);
    expect(w.fireAt).toEqual(at('2026-11-09T09:00:00Z'));
    expect(w.staleAt).toEqual(at('2026-11-10T07:00:00Z'));
  });

  it('keeps the local time across the spring change (23 real hours) and the autumn change (25)', () => {
    // Sunday 29 Mar 2026, 10:00 CEST (08:00Z): Saturday 10:00 CET is 09:00Z.
    expect(reminderWindow('class_24h', at('2026-03-29T08:00:00Z'), BERLIN).fireAt).toEqual(at('2026-03-28T09:00:00Z'));
    // Sunday 25 Oct 2026, 10:00 CET (09:00Z): Saturday 10:00 CEST is 08:00Z.
    expect(reminderWindow('class_24h', at('2026-10-25T09:00:00Z'), BERLIN).fireAt).toEqual(at('2026-10-24T08:00:00Z'));
    // The same class read from New York (no change that weekend): 05:00 EDT the day before.
    expect(reminderWindow('class_24h', at('2026-03-29T08:00:00Z'), 'America/New_York').fireAt).toEqual(at('2026-03-28T08:00:00Z'));
  });

  it('keeps half hours', () => {
    expect(reminderWindow('class_24h', at('2026-11-10T09:30:00Z'), BERLIN).fireAt).toEqual(at('2026-11-09T09:30:00Z'));
  });

  it('fires the 15-minute, log and trial reminders at fixed offsets', () => {
    const start = at('2026-11-10T09:00:00Z');
    expect(reminderWindow('class_15m', start, BERLIN)).toEqual({ fireAt: at('2026-11-10T08:45:00Z'), staleAt: start });
    expect(reminderWindow('teacher_class_15m', start, BERLIN).fireAt).toEqual(at('2026-11-10T08:45:00Z'));
    expect(reminderWindow('log_due_4h', start, BERLIN)).toEqual({ fireAt: at('2026-11-10T05:00:00Z'), staleAt: start });
    expect(reminderWindow('trial_ending_2d', start, BERLIN)).toEqual({ fireAt: at('2026-11-08T09:00:00Z'), staleAt: start });
    expect(reminderWindow('payment_failed', start, BERLIN)).toEqual({ fireAt: start, staleAt: at('2026-11-11T09:00:00Z') });
  });
});

describe('isReminderDue', () => {
  const w = reminderWindow('class_15m', at('2026-11-10T09:00:00Z'), BERLIN);
  it('is due from the fire time until the stale time, exclusive', () => {
    expect(isReminderDue(w, at('2026-11-10T08:44:59Z'))).toBe(false);
    expect(isReminderDue(w, at('2026-11-10T08:45:00Z'))).toBe(true);
    expect(isReminderDue(w, at('2026-11-10T08:59:59Z'))).toBe(true);
    expect(isReminderDue(w, at('2026-11-10T09:00:00Z'))).toBe(false);
  });
});
