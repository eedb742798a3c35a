import { addDaysToKey, isDateKey, startOfLocalDay } from '@parla/domain/time';

export const ERROR_SOURCES = ['client', 'server'] as const;
export type ErrorSourceFilter = (typeof ERROR_SOURCES)[number] | '';

/** The list's filters as the form holds them; they live in the page's URL, so "back" from a group keeps them. */
export interface ErrorFilterValues {
  source: ErrorSourceFilter;
  search: string;
  fromDay: string;
  toDay: string;
}

export const NO_ERROR_FILTERS: ErrorFilterValues = { source: '', search: '', fromDay: '', toDay: '' };

const PARAMS = { source: 'source', search: 'q', fromDay: 'from', toDay: 'to' } as const;

/** The filters and the page offset read from the URL; anything malformed is left out. */
export function filtersFromParams(params: URLSearchParams): { filters: ErrorFilterValues; offset: number } {
  const source = params.get(PARAMS.source);
  const day = (value: string | null) => (value && isDateKey(value) ? value : '');
  const offset = Number(params.get('offset'));
  return {
    filters: {
      source: source === 'client' || source === 'server' ? source : '',
      search: (params.get(PARAMS.search) ?? '').slice(0, 200),
      fromDay: day(params.get(PARAMS.fromDay)),
      toDay: day(params.get(PARAMS.toDay)),
    },
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL's query for filters and an offset: empty values and the first page leave no trace. */
export function filtersToParams(filters: ErrorFilterValues, offset = 0): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof ErrorFilterValues)[]) {
    const value = filters[key].trim();
    if (value) params.set(PARAMS[key], value);
  }
  if (offset > 0) params.set('offset', String(offset));
  return params;
}

/**
 * The query's variables: the days are whole local days of the admin's zone, `to` being the
 * midnight after the last chosen day (the server's `to` is exclusive).
 */
export function errorGroupVariables(filters: ErrorFilterValues, timeZone: string) {
  return {
    source: filters.source || undefined,
    search: filters.search.trim() || undefined,
    from: isDateKey(filters.fromDay) ? startOfLocalDay(filters.fromDay, timeZone).toISOString() : undefined,
    to: isDateKey(filters.toDay) ? startOfLocalDay(addDaysToKey(filters.toDay, 1), timeZone).toISOString() : undefined,
  };
}
