import { addMonthsToKey, type MonthKey, startOfLocalMonth, zonedMonthKey } from '../time/zoned.ts';

/** A monthly challenge asks for this many learning activities (001 §9). */
export const CHALLENGE_TARGET = 30;

/**
 * What counts as one learning activity: an attended class, a finished practice set (a lesson's
 * homework or quiz with every exercise answered), a finished Lingobite, and a completed daily
 * practice. Each counts once per object: redoing the same set does not farm the challenge.
 */
export const CHALLENGE_ACTIVITY_KINDS = ['class_attended', 'practice_set', 'lingobite', 'daily_practice'] as const;
export type ChallengeActivityKind = (typeof CHALLENGE_ACTIVITY_KINDS)[number];

export interface ChallengeActivity {
  kind: ChallengeActivityKind;
  /** The object it was done on (class id, lesson id, date key): duplicates count once. */
  objectId: string;
  at: Date;
}

/** The month a challenge runs in, in the school's zone: it starts and ends at the same instant for everyone. */
export interface ChallengeMonth {
  month: MonthKey;
  from: Date;
  to: Date;
}

export function challengeMonth(now: Date, schoolZone: string): ChallengeMonth {
  const month = zonedMonthKey(now, schoolZone);
  return { month, from: startOfLocalMonth(month, schoolZone), to: startOfLocalMonth(addMonthsToKey(month, 1), schoolZone) };
}

/** The activities that count for a challenge month, without duplicates. */
export function countChallengeActivities(activities: readonly ChallengeActivity[], month: ChallengeMonth): number {
  const seen = new Set<string>();
  for (const a of activities) {
    const at = a.at.getTime();
    if (at >= month.from.getTime() && at < month.to.getTime()) seen.add(`${a.kind}:${a.objectId}`);
  }
  return seen.size;
}

export interface ChallengeStanding {
  activities: number;
  target: number;
  completed: boolean;
  /** Whole days left until the month ends (0 on its last day after the end). */
  daysLeft: number;
}

/** `target`: the challenge's own (an admin may set it before the month starts; decision 104). */
export function challengeStanding(
  activities: number,
  month: ChallengeMonth,
  now: Date,
  target: number = CHALLENGE_TARGET,
): ChallengeStanding {
  const left = Math.max(0, month.to.getTime() - now.getTime());
  return { activities, target, completed: activities >= target, daysLeft: Math.ceil(left / 86_400_000) };
}

export interface LeaderboardEntry {
  studentId: string;
  activities: number;
  /** When the student reached their count: ties rank whoever got there first higher. */
  reachedAt: Date;
  hidden: boolean;
}

/** Participants ranked by activities (then who got there first); a hidden student keeps a rank without a name. */
export function rankLeaderboard(entries: readonly LeaderboardEntry[]): (LeaderboardEntry & { rank: number })[] {
  return [...entries]
    .sort((a, b) => b.activities - a.activities || a.reachedAt.getTime() - b.reachedAt.getTime() || a.studentId.localeCompare(b.studentId))
    .map((entry, i) => ({ ...entry, rank: i + 1 }));
}

/** The school's zone: a challenge month starts and ends at Berlin midnight (decision 087). */
export const CHALLENGE_ZONE = 'Europe/Berlin';

/** Extra group credits for reaching the target by the month's end (decision 087: no rank prizes). */
export const CHALLENGE_PRIZE_GROUP_CREDITS = 2;

/**
 * The prize job settles a challenge one day after its month ends: a class on the last evening is
 * logged by its teacher within hours, and its attendance must still count (decision 087).
 */
export const CHALLENGE_SETTLE_DELAY_MS = 24 * 60 * 60_000;

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** The challenge's URL name (001 §2 `challenges/{challengeName}`): `2026-12` -> `december-2026`. */
export function challengeSlug(month: MonthKey): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1]}-${year}`;
}

/** `december-2026` -> `2026-12`; null for anything else (a bad URL is simply not found). */
export function monthOfChallengeSlug(slug: string): MonthKey | null {
  const match = /^([a-z]+)-(\d{4})$/.exec(slug);
  if (!match) return null;
  const index = MONTH_NAMES.indexOf(match[1] as (typeof MONTH_NAMES)[number]);
  if (index < 0) return null;
  return `${match[2]}-${String(index + 1).padStart(2, '0')}`;
}
