import { describe, expect, it } from 'vitest';
import { pauseCancellationRefunds } from './pause-rules.ts';
import { type BookedSeat, membershipEndConsequences, pauseConsequences } from './membership-consequences.ts';

const DAY = 86_400_000;
const now = new Date('2026-03-10T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const seat = (days: number, kind: BookedSeat['kind'] = 'group', paid = true): BookedSeat => ({
  kind,
  startAt: at(days),
  endAt: new Date(at(days).getTime() + 3_600_000),
  paid,
});

describe('membershipEndConsequences', () => {
  const grants = [
    { kind: 'group' as const, remaining: 30, expiresAt: at(300) },
    { kind: 'group' as const, remaining: 6, expiresAt: at(200) },
    { kind: 'private' as const, remaining: 2, expiresAt: at(365) },
    // expires before the end anyway: not a cost of cancelling
    { kind: 'group' as const, remaining: 4, expiresAt: at(10) },
  ];

  it('counts what is held at the end per kind, plus the credits of the classes it cancels', () => {
    const result = membershipEndConsequences({ grants, booked: [seat(5), seat(25), seat(40, 'group')], endsAt: at(18), now });
    expect(result.classesCancelled).toBe(2);
    expect(result.creditsBack).toBe(2);
    expect(result.lapsing).toEqual([
      { kind: 'group', count: 38, lapsesAt: at(18), validUntil: at(300) },
      { kind: 'private', count: 2, lapsesAt: at(18), validUntil: at(365) },
    ]);
  });

  it('a class without a spent credit is cancelled but gives nothing back', () => {
    const result = membershipEndConsequences({ grants: [], booked: [seat(25, 'private', false)], endsAt: at(18), now });
    expect(result).toMatchObject({ classesCancelled: 1, creditsBack: 0, lapsing: [] });
  });

  it('nothing lapses when a next plan takes the credits over', () => {
    expect(membershipEndConsequences({ grants, booked: [], endsAt: at(18), now, creditsKept: true }).lapsing).toEqual([]);
  });

  it('ending now (a withdrawal) cancels every future class and takes every credit now', () => {
    const result = membershipEndConsequences({ grants, booked: [seat(1), seat(2, 'private')], endsAt: now, now });
    expect(result.classesCancelled).toBe(2);
    expect(result.lapsing.map((l) => [l.kind, l.count])).toEqual([
      ['group', 41],
      ['private', 3],
    ]);
  });
});

describe('pauseConsequences', () => {
  it('cancels the classes overlapping the pause: credit back 7+ days ahead, lost closer', () => {
    const result = pauseConsequences({
      booked: [seat(3), seat(10), seat(20), seat(4, 'group', false)],
      from: at(2),
      to: at(16),
      now,
      refunds: (startAt) => pauseCancellationRefunds(startAt, now),
    });
    expect(result).toEqual({ lapsing: [], classesCancelled: 3, creditsBack: 1, creditsLost: 1 });
  });
});
