import { zonedDateKey } from '../time/index.ts';
import { type TimeOfDay, TIMES_OF_DAY, timeOfDay } from './time-of-day.ts';

/** Where the recommendation's times of day come from (decision 044). */
export const RECOMMENDATION_BASES = ['profile', 'history', 'default'] as const;
export type RecommendationBasis = (typeof RECOMMENDATION_BASES)[number];

/** A lesson of the student's current module, in number order, with the student's status. */
export interface RecommendableLesson {
  id: string;
  number: number;
  /** NOT_TAKEN, RETAKE, BOOKED, PENDING, COMPLETED, SKIP (null for a non-student). */
  studentStatus: string | null;
}

/** A bookable time the search found (an existing class with seats or a free slot for a new one). */
export interface RecommendableOption {
  key: string;
  lessonId: string;
  startDate: Date;
  isExisting: boolean;
  /** The rule that would refuse the student this time, or null. */
  refusal: string | null;
}

export interface RecommendationInput {
  lessons: readonly RecommendableLesson[];
  /** The profile's preferred class time (001 §3), when the student set one. */
  profileTime: TimeOfDay | null;
  /** Start instants of the classes the student booked before (any status but cancelled), most recent first. */
  pastStarts: readonly Date[];
  timeZone: string;
  options: readonly RecommendableOption[];
  now: Date;
  /** How many times to suggest; default 3. */
  limit?: number;
}

export interface Recommendation {
  /** The next lesson: the first one of the module the student has neither attended nor booked; null when none is left. */
  lessonId: string | null;
  timesOfDay: TimeOfDay[];
  basis: RecommendationBasis;
  /** Keys of the suggested options, soonest first, at most one per local day. */
  optionKeys: string[];
  /** False when no time at the preferred times was free, so the suggestions are the soonest at any time. */
  atPreferredTimes: boolean;
}

/** The evening (17:00-21:59 in the student's zone): when most working adults take classes. */
export const DEFAULT_RECOMMENDED_TIMES: readonly TimeOfDay[] = ['evening'];
/** Past classes looked at: enough to show a habit, recent enough to follow a change of routine. */
export const RECENT_CLASSES_CONSIDERED = 20;

/** The next lesson of a module: lessons not taken yet or to retake, in number order (skipped ones are not booked). */
export function nextLessonId(lessons: readonly RecommendableLesson[]): string | null {
  const sorted = [...lessons].sort((a, b) => a.number - b.number);
  return sorted.find((l) => l.studentStatus === 'NOT_TAKEN' || l.studentStatus === 'RETAKE')?.id ?? null;
}

/**
 * The student's preferred times of day: the profile's preferred class time; otherwise the
 * part(s) of the day most of their recent classes started in (ties all kept); otherwise evenings.
 */
export function preferredTimesOfDay(
  profileTime: TimeOfDay | null,
  pastStarts: readonly Date[],
  timeZone: string,
): { timesOfDay: TimeOfDay[]; basis: RecommendationBasis } {
  if (profileTime) return { timesOfDay: [profileTime], basis: 'profile' };
  const recent = pastStarts.slice(0, RECENT_CLASSES_CONSIDERED);
  if (recent.length > 0) {
    const counts = new Map<TimeOfDay, number>();
    for (const start of recent) {
      const time = timeOfDay(start, timeZone);
      counts.set(time, (counts.get(time) ?? 0) + 1);
    }
    const most = Math.max(...counts.values());
    return { timesOfDay: TIMES_OF_DAY.filter((t) => counts.get(t) === most), basis: 'history' };
  }
  return { timesOfDay: [...DEFAULT_RECOMMENDED_TIMES], basis: 'default' };
}

/**
 * "Recommended for you" on the booking page (issue 12 point 5): the next lesson of the
 * student's module at their preferred times. Bookable times come first (a refused time is only
 * suggested when nothing else is), then those at a preferred time of day; one suggestion per
 * local day (the soonest days first) so the student sees a choice of days, and within a day an
 * existing class (a teacher already committed, maybe classmates) before a new one.
 */
export function recommendBooking(input: RecommendationInput): Recommendation {
  const { timesOfDay, basis } = preferredTimesOfDay(input.profileTime, input.pastStarts, input.timeZone);
  const lessonId = nextLessonId(input.lessons);
  const empty = { lessonId, timesOfDay, basis, optionKeys: [], atPreferredTimes: true };
  if (!lessonId) return empty;
  const limit = input.limit ?? 3;
  const candidates = input.options.filter((o) => o.lessonId === lessonId && o.startDate.getTime() > input.now.getTime());
  const bookable = candidates.filter((o) => o.refusal === null);
  const pool = bookable.length > 0 ? bookable : candidates;
  const preferred = pool.filter((o) => timesOfDay.includes(timeOfDay(o.startDate, input.timeZone)));
  const chosenFrom = preferred.length > 0 ? preferred : pool;
  // Per local day, an existing class (a teacher, maybe classmates) before a new one, then the soonest.
  const dayOf = (o: RecommendableOption) => zonedDateKey(o.startDate, input.timeZone);
  const ordered = [...chosenFrom].sort(
    (a, b) =>
      dayOf(a).localeCompare(dayOf(b)) || Number(b.isExisting) - Number(a.isExisting) || a.startDate.getTime() - b.startDate.getTime(),
  );
  const days = new Set<string>();
  const picked: RecommendableOption[] = [];
  for (const option of ordered) {
    const day = dayOf(option);
    if (days.has(day)) continue;
    days.add(day);
    picked.push(option);
    if (picked.length === limit) break;
  }
  const optionKeys = picked.map((o) => o.key);
  return { ...empty, optionKeys, atPreferredTimes: preferred.length > 0 || pool.length === 0 };
}
