export const BOOKING_TABS = ['classes', 'private', 'courses'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];
export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const FILTER_TYPES = ['group', 'individual', 'trial'] as const;

/** The booking page's filters as kept in the URL query, so a filtered week can be shared and reloaded. */
export interface TeacherBookingParams {
  tab: BookingTab;
  sectionId?: string;
  level?: (typeof LEVELS)[number];
  type?: (typeof FILTER_TYPES)[number];
  onlyAvailable: boolean;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

export function parseTeacherBookingParams(search: URLSearchParams): TeacherBookingParams {
  return {
    tab: oneOf(BOOKING_TABS, search.get('tab')) ?? 'classes',
    sectionId: search.get('section') || undefined,
    level: oneOf(LEVELS, search.get('level')),
    type: oneOf(FILTER_TYPES, search.get('type')),
    onlyAvailable: search.get('available') === '1',
  };
}

export function toTeacherBookingSearch(params: TeacherBookingParams): Record<string, string> {
  const search: Record<string, string> = {};
  if (params.tab !== 'classes') search.tab = params.tab;
  if (params.sectionId) search.section = params.sectionId;
  if (params.level) search.level = params.level;
  if (params.type) search.type = params.type;
  if (params.onlyAvailable) search.available = '1';
  return search;
}
