import { describe, expect, it } from 'vitest';
import { type FirstClassCandidate, rankFirstClasses } from './rank-first-classes.ts';

// 2026-01-12 is a Monday; Berlin is UTC+1 in January, so local hour h on day d is (h - 1):00Z.
const berlin = (day: number, hour: number) => new Date(Date.UTC(2026, 0, day, hour - 1));
const NOW = berlin(12, 9);
const TZ = 'Europe/Berlin';

const candidate = (key: string, start: Date, extra: Partial<FirstClassCandidate> = {}): FirstClassCandidate => ({
  key,
  lessonId: 'l1',
  startDate: start,
  isExisting: false,
  availableSeats: 5,
  refusal: null,
  ...extra,
});
const rank = (candidates: FirstClassCandidate[], preferredTimes: ('morning' | 'afternoon' | 'evening' | 'night')[] = ['evening']) =>
  rankFirstClasses({ lessonId: 'l1', candidates, preferredTimes, timeZone: TZ, now: NOW });

describe('rankFirstClasses', () => {
  it('puts existing classes with free seats first, then new slots, three in all', () => {
    const ranked = rank([
      candidate('new-mon', berlin(12, 18)),
      candidate('new-tue', berlin(13, 18)),
      candidate('class-thu', berlin(15, 19), { isExisting: true, availableSeats: 2 }),
      candidate('new-wed', berlin(14, 18)),
    ]);
    expect(ranked).toEqual({ keys: ['class-thu', 'new-mon', 'new-tue'], atPreferredTimes: true });
  });

  it('keeps to the preferred times when anything is free there', () => {
    const ranked = rank([candidate('morning', berlin(12, 10)), candidate('evening', berlin(14, 20))]);
    expect(ranked.keys).toEqual(['evening']);
    expect(ranked.atPreferredTimes).toBe(true);
  });

  it('falls back to any time, and says so, when nothing is free at the preferred times', () => {
    const ranked = rank([candidate('morning', berlin(12, 10)), candidate('afternoon', berlin(13, 14))], ['night']);
    expect(ranked).toEqual({ keys: ['morning', 'afternoon'], atPreferredTimes: false });
  });

  it('reads the time of day in the student zone', () => {
    // 19:00 UTC is 20:00 in Berlin (evening) but 14:00 in New York (afternoon).
    const start = new Date(Date.UTC(2026, 0, 13, 19));
    const c = [candidate('c', start)];
    expect(
      rankFirstClasses({ lessonId: 'l1', candidates: c, preferredTimes: ['afternoon'], timeZone: 'America/New_York', now: NOW }).keys,
    ).toEqual(['c']);
    expect(
      rankFirstClasses({ lessonId: 'l1', candidates: c, preferredTimes: ['afternoon'], timeZone: TZ, now: NOW }).atPreferredTimes,
    ).toBe(false);
  });

  it('offers new slots on different days only', () => {
    const ranked = rank([candidate('mon-18', berlin(12, 18)), candidate('mon-19', berlin(12, 19)), candidate('tue-18', berlin(13, 18))]);
    expect(ranked.keys).toEqual(['mon-18', 'tue-18']);
  });

  it('leaves out refused times, full classes, other lessons and the past', () => {
    const ranked = rank([
      candidate('refused', berlin(12, 18), { refusal: 'not_enough_credits' }),
      candidate('full', berlin(13, 18), { isExisting: true, availableSeats: 0 }),
      candidate('other', berlin(14, 18), { lessonId: 'l2' }),
      candidate('past', berlin(11, 18)),
      candidate('ok', berlin(15, 18)),
    ]);
    expect(ranked.keys).toEqual(['ok']);
  });

  it('suggests nothing without a lesson to start with, and any time when no time is preferred', () => {
    expect(
      rankFirstClasses({ lessonId: null, candidates: [candidate('c', berlin(13, 18))], preferredTimes: [], timeZone: TZ, now: NOW }).keys,
    ).toEqual([]);
    expect(rank([candidate('morning', berlin(13, 8))], []).keys).toEqual(['morning']);
  });

  it('orders several existing classes soonest first and stops at the limit', () => {
    const ranked = rank([
      candidate('c3', berlin(16, 18), { isExisting: true }),
      candidate('c1', berlin(13, 18), { isExisting: true }),
      candidate('c2', berlin(13, 19), { isExisting: true }),
      candidate('c4', berlin(17, 18), { isExisting: true }),
    ]);
    expect(ranked.keys).toEqual(['c1', 'c2', 'c3']);
  });
});
