/** Attendance achievements: earned at these numbers of attended classes (001 §9). */
export const ATTENDANCE_MILESTONES = [1, 3, 5, 10, 20, 24, 50, 66, 80, 123, 300] as const;

export type AttendanceMilestone = (typeof ATTENDANCE_MILESTONES)[number];

/** The slug of a milestone's achievement (001 §3: achievements have a slug and claimedAt). */
export function attendanceAchievementSlug(milestone: number): string {
  return `attended-${milestone}`;
}

export function milestoneOfSlug(slug: string): AttendanceMilestone | null {
  const match = /^attended-(\d+)$/.exec(slug);
  const value = match ? Number(match[1]) : Number.NaN;
  return (ATTENDANCE_MILESTONES as readonly number[]).includes(value) ? (value as AttendanceMilestone) : null;
}

/** The milestones reached with this many attended classes, lowest first. */
export function earnedMilestones(attended: number): AttendanceMilestone[] {
  return ATTENDANCE_MILESTONES.filter((m) => attended >= m);
}

/** The next milestone and how many classes are left to it; null after the last one. */
export function nextMilestone(attended: number): { milestone: AttendanceMilestone; classesLeft: number } | null {
  const next = ATTENDANCE_MILESTONES.find((m) => attended < m);
  return next === undefined ? null : { milestone: next, classesLeft: next - attended };
}
