import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addMonthsToKey,
  localHourStart,
  startOfLocalDay,
  startOfLocalMonth,
  zonedDateKey,
  zonedHour,
  zonedMonthKey,
  zonedParts,
} from './zoned.ts';
import { localWeek } from './week.ts';

const BERLIN = 'Europe/Berlin';
const iso = (date: Date) => date.toISOString();

describe('zonedParts', () => {
  it('reads what a TZDate reads, across DST changes, half-hour shifts and odd offsets (decision 052)', () => {
    const zones = [BERLIN, 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'UTC'];
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (const zone of zones) {
      // Every 37 minutes for a year: every phase of every hour, both sides of each change.
      for (let at = start; at < start + 365 * 86_400_000; at += 37 * 60_000) {
        const tz = new TZDate(at, zone);
        const expected = {
          year: tz.getFullYear(),
          month: tz.getMonth() + 1,
          day: tz.getDate(),
          hour: tz.getHours(),
          minute: tz.getMinutes(),
          second: tz.getSeconds(),
        };
        const parts = zonedParts(at, zone);
        if (JSON.stringify(parts) !== JSON.stringify(expected))
          expect({ zone, at: new Date(at).toISOString(), parts }).toEqual({ zone, at: new Date(at).toISOString(), parts: expected });
        const key = `${String(expected.year).padStart(4, '0')}-${String(expected.month).padStart(2, '0')}-${String(expected.day).padStart(2, '0')}`;
        if (zonedDateKey(at, zone) !== key) expect(zonedDateKey(at, zone)).toBe(key);
        if (zonedHour(at, zone) !== expected.hour)
          expect({ zone, at, hour: zonedHour(at, zone) }).toEqual({ zone, at, hour: expected.hour });
      }
    }
  });

  it('reads Berlin wall-clock time in winter and summer', () => {
    expect(zonedParts(new Date('2026-01-15T11:00:00Z'), BERLIN)).toEqual({ year: 2026, month: 1, day: 15, hour: 12, minute: 0, second: 0 });
    expect(zonedParts(new Date('2026-07-15T11:00:00Z'), BERLIN)).toEqual({ year: 2026, month: 7, day: 15, hour: 13, minute: 0, second: 0 });
  });

  it('prints midnight as hour 0, not 24', () => {
    expect(zonedParts(new Date('2026-03-28T23:00:00Z'), BERLIN).hour).toBe(0);
  });

  it('reads both passes of the repeated autumn hour as 02:00', () => {
    expect(zonedParts(new Date('2026-10-25T00:00:00Z'), BERLIN).hour).toBe(2);
    expect(zonedParts(new Date('2026-10-25T01:00:00Z'), BERLIN).hour).toBe(2);
  });

  it('handles half-hour zones', () => {
    expect(zonedParts(new Date('2026-01-15T09:00:00Z'), 'Asia/Kolkata')).toMatchObject({ hour: 14, minute: 30 });
  });
});

describe('zonedDateKey and zonedMonthKey', () => {
  it('give the local calendar day and month, which can differ from the UTC ones', () => {
    expect(zonedDateKey(new Date('2026-03-28T23:00:00Z'), BERLIN)).toBe('2026-03-29');
    expect(zonedDateKey(new Date('2026-03-28T23:00:00Z'), 'UTC')).toBe('2026-03-28');
    expect(zonedDateKey(new Date('2026-03-29T03:00:00Z'), 'America/New_York')).toBe('2026-03-28');
    expect(zonedDateKey('2026-05-31T18:30:00Z', 'Asia/Kolkata')).toBe('2026-06-01');
    expect(zonedMonthKey(new Date('2026-05-31T21:30:00Z'), BERLIN)).toBe('2026-05');
    expect(zonedMonthKey(new Date('2026-05-31T22:00:00Z'), BERLIN)).toBe('2026-06');
  });

  it('rejects an unknown time zone', () => {
    expect(() => zonedDateKey(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('startOfLocalDay', () => {
  it('finds local midnight in the Berlin DST weeks', () => {
    expect(iso(startOfLocalDay('2026-03-29', BERLIN))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(startOfLocalDay('2026-03-30', BERLIN))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(startOfLocalDay('2026-10-25', BERLIN))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(startOfLocalDay('2026-10-26', BERLIN))).toBe('2026-10-25T23:00:00.000Z');
  });

  it('finds the first existing minute where clocks skip midnight', () => {
    // Santiago 2026-09-06: 00:00 -04 becomes 01:00 -03.
    expect(iso(startOfLocalDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedParts(startOfLocalDay('2026-09-06', 'America/Santiago'), 'America/Santiago')).toMatchObject({ day: 6, hour: 1 });
    // Havana 2026-03-08: 00:00 -05 becomes 01:00 -04.
    expect(iso(startOfLocalDay('2026-03-08', 'America/Havana'))).toBe('2026-03-08T05:00:00.000Z');
    // Beirut 2026-03-29: 00:00 +02 becomes 01:00 +03.
    expect(iso(startOfLocalDay('2026-03-29', 'Asia/Beirut'))).toBe('2026-03-28T22:00:00.000Z');
  });

  it('takes the first midnight where midnight repeats', () => {
    // Havana 2026-11-01: 01:00 -04 goes back to 00:00 -05; the day starts at the first 00:00.
    expect(iso(startOfLocalDay('2026-11-01', 'America/Havana'))).toBe('2026-11-01T04:00:00.000Z');
  });

  it('handles half-hour zones', () => {
    expect(iso(startOfLocalDay('2026-06-01', 'Asia/Kolkata'))).toBe('2026-05-31T18:30:00.000Z');
  });

  it('rejects what is not a date key', () => {
    expect(() => startOfLocalDay('2026-02-30', BERLIN)).toThrow(RangeError);
  });
});

describe('localHourStart', () => {
  it('keeps a local hour across the spring change', () => {
    expect(iso(localHourStart('2026-03-24', 8, BERLIN))).toBe('2026-03-24T07:00:00.000Z');
    expect(iso(localHourStart('2026-03-31', 8, BERLIN))).toBe('2026-03-31T06:00:00.000Z');
    expect(iso(localHourStart('2026-03-31', 8, 'America/New_York'))).toBe('2026-03-31T12:00:00.000Z');
  });

  it('moves a skipped hour past the gap, in zones east and west of UTC', () => {
    expect(iso(localHourStart('2026-03-29', 2, BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(localHourStart('2026-03-29', 3, BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    // New York 2026-03-08: 02:00 EST does not exist; 03:00 EDT is 07:00Z.
    expect(iso(localHourStart('2026-03-08', 2, 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes the first pass of a repeated hour (RFC 5545)', () => {
    expect(iso(localHourStart('2026-10-25', 2, BERLIN))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(localHourStart('2026-10-25', 3, BERLIN))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads hour 24 as the start of the next day, and half-hour zones at :30 UTC', () => {
    expect(iso(localHourStart('2026-03-28', 24, BERLIN))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(localHourStart('2026-01-15', 9, 'Asia/Kolkata'))).toBe('2026-01-15T03:30:00.000Z');
  });
});

describe('local months', () => {
  it('start at local midnight of the 1st, also when the offset changes within the month', () => {
    expect(iso(startOfLocalMonth('2026-04', BERLIN))).toBe('2026-03-31T22:00:00.000Z');
    expect(iso(startOfLocalMonth('2026-11', BERLIN))).toBe('2026-10-31T23:00:00.000Z');
    expect(iso(startOfLocalMonth('2026-06', 'Asia/Kolkata'))).toBe('2026-05-31T18:30:00.000Z');
  });

  it('move on the calendar', () => {
    expect(addMonthsToKey('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToKey('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToKey('2026-05', -13)).toBe('2025-04');
    expect(() => addMonthsToKey('2026-13', 1)).toThrow(RangeError);
  });
});

describe('the machine running the code', () => {
  it('does not change the answers (the web runs in every viewer’s zone)', () => {
    const saved = process.env.TZ;
    const answers = () => [
      iso(localHourStart('2026-10-25', 2, BERLIN)),
      iso(startOfLocalDay('2026-09-06', 'America/Santiago')),
      iso(startOfLocalDay('2026-04-05', 'Australia/Lord_Howe')),
      zonedDateKey(new Date('2026-09-06T04:00:00Z'), 'America/Santiago'),
    ];
    try {
      process.env.TZ = 'UTC';
      const inUtc = answers();
      for (const host of ['Europe/Berlin', 'America/Santiago', 'Australia/Lord_Howe']) {
        process.env.TZ = host;
        expect(answers()).toEqual(inUtc);
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('localWeek', () => {
  it('is 167 hours in the spring week and 169 in the autumn week (Europe/Berlin)', () => {
    const spring = localWeek('2026-03-23', BERLIN);
    expect(iso(spring.from)).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(spring.to)).toBe('2026-03-29T22:00:00.000Z');
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(167);
    expect(spring.days).toHaveLength(7);
    const autumn = localWeek('2026-10-19', BERLIN);
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(169);
  });

  it('is 167 hours in a week whose Sunday skips midnight (America/Santiago)', () => {
    const week = localWeek('2026-09-06', 'America/Santiago');
    expect(iso(week.from)).toBe('2026-09-06T04:00:00.000Z');
    expect((week.to.getTime() - week.from.getTime()) / 3_600_000).toBe(167);
  });
});
