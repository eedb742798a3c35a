import type { EnumOf } from '../../shared/graphql/graphql.ts';
import { type DateKey, isDateKey } from '@parla/domain/time';

// The lists keep the filter's display order; `satisfies` ties every value to the schema's enums.
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const satisfies readonly EnumOf<'TimeOfDay'>[];
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** Booking offers group and private (individual) classes; trial classes come from the trial flow. */
export const BOOKABLE_TYPES = ['group', 'individual'] as const satisfies readonly EnumOf<'ClassType'>[];
export type BookableType = (typeof BOOKABLE_TYPES)[number];

/** The booking page's filters, as kept in the URL (001 §2 booking) so a filtered view can be shared and reloaded. */
export interface BookingParams {
  week?: DateKey;
  lessonId?: string;
  /** A module other than the student's own (the course page's Book button for another module). */
  moduleId?: string;
  type?: BookableType;
  timesOfDay: TimeOfDay[];
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** URL -> filters; unknown values are dropped rather than failing the page. */
export function parseBookingParams(search: URLSearchParams): BookingParams {
  const week = search.get('week');
  const times = (search.get('time') ?? '')
    .split(',')
    .map((v) => oneOf(TIMES_OF_DAY, v.trim()))
    .filter((v): v is TimeOfDay => v !== undefined);
  return {
    week: isDateKey(week) ? week : undefined,
    lessonId: search.get('lesson') || undefined,
    moduleId: search.get('module') || undefined,
    type: oneOf(BOOKABLE_TYPES, search.get('type')),
    // In the order of the day, without repeats, so equal filters give equal URLs.
    timesOfDay: TIMES_OF_DAY.filter((v) => times.includes(v)),
  };
}

/** Filters -> URL query values (empty filters are left out). */
export function toBookingSearch(params: BookingParams): Record<string, string> {
  const search: Record<string, string> = {};
  if (params.lessonId) search.lesson = params.lessonId;
  if (params.moduleId) search.module = params.moduleId;
  if (params.week) search.week = params.week;
  if (params.type) search.type = params.type;
  const times = TIMES_OF_DAY.filter((v) => params.timesOfDay.includes(v));
  if (times.length > 0) search.time = times.join(',');
  return search;
}
