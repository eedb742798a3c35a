import { describe, expect, it } from 'vitest';
import { calendarConnectionState } from './calendar-connection.ts';

const now = new Date('2026-05-04T10:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('calendarConnectionState', () => {
  it('is connected while a calendar app fetches the current URL, expired once it stops', () => {
    expect(calendarConnectionState({ hasToken: true, currentFetchedAt: hoursAgo(1), earlierUrlWasFetched: false }, now)).toBe('connected');
    expect(calendarConnectionState({ hasToken: true, currentFetchedAt: hoursAgo(48), earlierUrlWasFetched: false }, now)).toBe('connected');
    expect(calendarConnectionState({ hasToken: true, currentFetchedAt: hoursAgo(49), earlierUrlWasFetched: true }, now)).toBe('expired');
  });

  it('asks to reconnect after the URL was regenerated under a subscribed calendar', () => {
    expect(calendarConnectionState({ hasToken: true, currentFetchedAt: null, earlierUrlWasFetched: true }, now)).toBe('reconnect');
    expect(calendarConnectionState({ hasToken: true, currentFetchedAt: null, earlierUrlWasFetched: false }, now)).toBe('not_connected');
    expect(calendarConnectionState({ hasToken: false, currentFetchedAt: null, earlierUrlWasFetched: true }, now)).toBe('not_connected');
  });
});
