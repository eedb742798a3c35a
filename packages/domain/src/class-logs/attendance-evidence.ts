import type { Attendance } from '@parla/contracts';

export interface PresenceEvent {
  userId: string;
  kind: 'joined' | 'left';
  at: Date;
}

/** Share of the class a student must be present for to count as attended; below it, incomplete. */
export const ATTENDED_PRESENCE_SHARE = 0.75;

/**
 * Suggests each booked student's attendance from the classroom's joined/left events, to
 * pre-fill the class log (the teacher confirms or corrects it):
 * - present for at least 75% of the class: attended; present for some of it: incomplete; never
 *   during the class (or only before it started): missed;
 * - presence is clipped to the class time; a join without a later leave lasts to the end;
 * - without any evidence for the class (classroom not used) nothing is suggested.
 */
export function attendanceFromEvidence(
  cls: { startAt: Date; endAt: Date },
  studentIds: readonly string[],
  events: readonly PresenceEvent[],
  presenceShare = ATTENDED_PRESENCE_SHARE,
): Map<string, Attendance> {
  const suggestions = new Map<string, Attendance>();
  if (events.length === 0) return suggestions;
  const start = cls.startAt.getTime();
  const end = cls.endAt.getTime();
  const length = end - start;
  for (const studentId of studentIds) {
    const own = events.filter((e) => e.userId === studentId).sort((a, b) => a.at.getTime() - b.at.getTime());
    let present = 0;
    let joinedAt: number | null = null;
    for (const event of own) {
      const at = Math.min(Math.max(event.at.getTime(), start), end);
      if (event.kind === 'joined') joinedAt ??= at;
      else if (joinedAt !== null) {
        present += at - joinedAt;
        joinedAt = null;
      }
    }
    if (joinedAt !== null) present += end - joinedAt;
    suggestions.set(studentId, present >= length * presenceShare ? 'attended' : present > 0 ? 'incomplete' : 'missed');
  }
  return suggestions;
}
