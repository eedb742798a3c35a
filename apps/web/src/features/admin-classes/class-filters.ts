import type { AdminClassStatus, ClassStaffing } from './admin-classes-documents.ts';

/** The class search's filters as the form holds them (strings). */
export interface ClassFilterValues {
  fromDay: string;
  toDay: string;
  sectionId: string;
  moduleId: string;
  teacherId: string;
  status: string;
  staffing: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local day as the date input writes it. */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today and the 13 days after it, every language, module, teacher and status. */
export function defaultClassFilters(now: Date): ClassFilterValues {
  const last = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 13);
  return { fromDay: localDay(now), toDay: localDay(last), sectionId: '', moduleId: '', teacherId: '', status: '', staffing: '' };
}

function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  return Number.isNaN(start.getTime()) ? null : start;
}

/**
 * The query's variables: whole local days, `to` the midnight after the last day (the server's
 * `to` is exclusive); a missing or reversed day falls back to the default 14 days from `now`.
 */
export function classSearchVariables(filters: ClassFilterValues, now: Date) {
  const fallback = defaultClassFilters(now);
  const from = dayStart(filters.fromDay) ?? (dayStart(fallback.fromDay) as Date);
  const lastDay = dayStart(filters.toDay);
  const last = lastDay && lastDay >= from ? lastDay : new Date(from.getFullYear(), from.getMonth(), from.getDate() + 13);
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    sectionId: filters.sectionId || undefined,
    moduleId: filters.moduleId || undefined,
    teacherId: filters.teacherId || undefined,
    // The selects offer only the enums' values.
    status: (filters.status || undefined) as AdminClassStatus | undefined,
    staffing: (filters.staffing || undefined) as ClassStaffing | undefined,
  };
}
