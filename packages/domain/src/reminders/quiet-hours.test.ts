import { describe, expect, it } from 'vitest';
import { quietHoursDecision } from './quiet-hours.ts';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);

describe('quietHoursDecision', () => {
  it('sends from 08:00 to 21:59 local', () => {
    expect(quietHoursDecision(at('2026-11-10T07:00:00Z'), BERLIN)).toEqual({ action: 'send' }); // 08:00 CET
    expect(quietHoursDecision(at('2026-11-10T20:59:00Z'), BERLIN)).toEqual({ action: 'send' }); // 21:59 CET
  });

  it('holds a message at 03:00 until 08:00 the same morning, and one at 22:00 until the next', () => {
    expect(quietHoursDecision(at('2026-11-10T02:00:00Z'), BERLIN)).toEqual({ action: 'hold', until: at('2026-11-10T07:00:00Z') });
    expect(quietHoursDecision(at('2026-11-10T21:00:00Z'), BERLIN)).toEqual({ action: 'hold', until: at('2026-11-11T07:00:00Z') });
  });

  it('reads the night in the recipient zone, across a DST change', () => {
    // 23:30 in New York is 05:30 in Berlin: quiet for both, released at each one's 08:00.
    expect(quietHoursDecision(at('2026-11-11T04:30:00Z'), 'America/New_York')).toEqual({
      action: 'hold',
      until: at('2026-11-11T13:00:00Z'),
    });
    // Saturday 24 Oct 23:00 CEST: released Sunday 08:00 CET (after the change).
    expect(quietHoursDecision(at('2026-10-24T21:00:00Z'), BERLIN)).toEqual({ action: 'hold', until: at('2026-10-25T07:00:00Z') });
  });

  it('sends at night for a class within the hour', () => {
    const now = at('2026-11-10T05:45:00Z'); // 06:45 CET
    expect(quietHoursDecision(now, BERLIN, { classStartAt: at('2026-11-10T06:00:00Z') })).toEqual({ action: 'send' });
    expect(quietHoursDecision(now, BERLIN, { classStartAt: at('2026-11-10T07:00:00Z') }).action).toBe('hold');
  });

  it('drops a message that 08:00 would deliver too late', () => {
    // A log due at 06:00: the 4-hour reminder at 02:00 has no morning to wait for.
    expect(quietHoursDecision(at('2026-11-10T01:00:00Z'), BERLIN, { staleAt: at('2026-11-10T05:00:00Z') })).toEqual({ action: 'drop' });
  });
});
