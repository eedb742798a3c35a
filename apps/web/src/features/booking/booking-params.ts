import type { EnumOf } from '../../shared/graphql/graphql.ts';
import { type DateKey, isDateKey } from '@parla/domain/time';

// The lists keep the filter's display order; `satisfies` ties every value to the schema's enums.
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const satisfies readonly EnumOf<'TimeOfDay'>[];
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** Booking offers group and private (individual) classes; trial classes come from the trial flow. */
export const BOOKABLE_TYPES = ['group', 'individual'] as const satisfies readonly EnumOf<'ClassType'>[];
export type BookableType = (typeof BOOKABLE_TYPES)[number];

/**
 * The booking page's state, as kept in the URL (001 §2 booking) so back/forward, reload and a
 * shared link show the same view: the day shown, the kind tab, the lesson and the filters.
 */
export interface BookingParams {
  /** The day listed (the strip shows its week); absent: the first day from today with classes. */
  day?: DateKey;
  lessonId?: string;
  /** A module other than the student's own (the course page's Book button for another module). */
  moduleId?: string;
  /** The Group / Private tab; absent: decided by the student's credits. */
  type?: BookableType;
  timesOfDay: TimeOfDay[];
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** URL -> state; unknown values are dropped rather than failing the page. */
export function parseBookingParams(search: URLSearchParams): BookingParams {
  // `week` is what links said before the day strip: its first day.
  const day = search.get('day') ?? search.get('week');
  const times = (search.get('time') ?? '')
    .split(',')
    .map((v) => oneOf(TIMES_OF_DAY, v.trim()))
    .filter((v): v is TimeOfDay => v !== undefined);
  return {
    day: isDateKey(day) ? day : undefined,
    lessonId: search.get('lesson') || undefined,
    moduleId: search.get('module') || undefined,
    type: oneOf(BOOKABLE_TYPES, search.get('type')),
    // In the order of the day, without repeats, so equal filters give equal URLs.
    timesOfDay: TIMES_OF_DAY.filter((v) => times.includes(v)),
  };
}

/** State -> URL query values (empty values are left out). */
export function toBookingSearch(params: BookingParams): Record<string, string> {
  const search: Record<string, string> = {};
  if (params.lessonId) search.lesson = params.lessonId;
  if (params.moduleId) search.module = params.moduleId;
  if (params.day) search.day = params.day;
  if (params.type) search.type = params.type;
  const times = TIMES_OF_DAY.filter((v) => params.timesOfDay.includes(v));
  if (times.length > 0) search.time = times.join(',');
  return search;
}

/**
 * `lesson=next`: the student's next lesson, whatever it is (Today's "Book a class" link, which
 * does not know it): the booking page asks the recommendation and puts the lesson in the URL.
 */
export const NEXT_LESSON = 'next';

/** How many filters narrow the list (the phone's Filters button shows it); the tab and the day are not filters. */
export function activeFilterCount(params: BookingParams): number {
  return params.timesOfDay.length + (params.lessonId ? 1 : 0);
}

/** The tab a student lands on: private when they hold only private credits, otherwise group. */
export function defaultBookableType(credits: { groupCredits: number; privateCredits: number } | undefined): BookableType {
  return credits && credits.groupCredits === 0 && credits.privateCredits > 0 ? 'individual' : 'group';
}
