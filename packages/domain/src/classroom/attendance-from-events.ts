import { MINUTE_MS } from '../classes/time-units.ts';
import type { ClassroomEventKind } from './apply-room-command.ts';

export interface ClassroomEventRow {
  userId: string | null;
  kind: ClassroomEventKind | string;
  at: Date;
}

export interface AttendanceSummary {
  userId: string;
  firstJoinedAt: Date | null;
  lastLeftAt: Date | null;
  /** Whole minutes in class: joined → left intervals summed, an open interval closed at `until`. */
  minutesInClass: number;
  joinCount: number;
  admitted: boolean;
  denied: boolean;
  removed: boolean;
}

/**
 * Attendance evidence from classroom_events (issue 6): how long each user was in class. The
 * class log pre-fills attendance from it; the class report shows it. `until` closes intervals
 * still open (the room's end, or now while the class runs).
 */
export function attendanceFromEvents(events: ClassroomEventRow[], until: Date): Map<string, AttendanceSummary> {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const result = new Map<string, AttendanceSummary>();
  const openSince = new Map<string, Date>();
  const totalMs = new Map<string, number>();
  for (const event of sorted) {
    if (!event.userId) continue;
    let summary = result.get(event.userId);
    if (!summary) {
      summary = {
        userId: event.userId,
        firstJoinedAt: null,
        lastLeftAt: null,
        minutesInClass: 0,
        joinCount: 0,
        admitted: false,
        denied: false,
        removed: false,
      };
      result.set(event.userId, summary);
    }
    if (event.kind === 'joined') {
      summary.joinCount += 1;
      summary.firstJoinedAt ??= event.at;
      if (!openSince.has(event.userId)) openSince.set(event.userId, event.at);
    } else if (event.kind === 'left') {
      summary.lastLeftAt = event.at;
      const since = openSince.get(event.userId);
      if (since) {
        totalMs.set(event.userId, (totalMs.get(event.userId) ?? 0) + (event.at.getTime() - since.getTime()));
        openSince.delete(event.userId);
      }
    } else if (event.kind === 'admitted') summary.admitted = true;
    else if (event.kind === 'denied') summary.denied = true;
    else if (event.kind === 'removed') summary.removed = true;
  }
  for (const [userId, since] of openSince) {
    const end = Math.max(since.getTime(), until.getTime());
    totalMs.set(userId, (totalMs.get(userId) ?? 0) + (end - since.getTime()));
  }
  for (const summary of result.values()) summary.minutesInClass = Math.floor((totalMs.get(summary.userId) ?? 0) / MINUTE_MS);
  return result;
}
