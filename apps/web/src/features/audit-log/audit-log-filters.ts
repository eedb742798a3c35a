/** The filters as the form holds them (strings) and as the query takes them. */
export interface AuditFilterValues {
  action: string;
  actorId: string;
  objectId: string;
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: AuditFilterValues = { action: '', actorId: '', objectId: '', fromDay: '', toDay: '' };

/** Midnight of a `yyyy-mm-dd` day in the browser's zone, or null for an empty or malformed day. */
function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  return Number.isNaN(start.getTime()) ? null : start;
}

/**
 * The query's variables: empty filters left out; the date range covers whole days, `to` being
 * the midnight after the last chosen day (the server's `to` is exclusive).
 */
export function auditVariables(filters: AuditFilterValues) {
  const from = dayStart(filters.fromDay);
  const lastDay = dayStart(filters.toDay);
  const to = lastDay ? new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1) : null;
  return {
    action: filters.action || undefined,
    actorId: filters.actorId || undefined,
    objectId: filters.objectId.trim() || undefined,
    from: from?.toISOString(),
    to: to?.toISOString(),
  };
}

/** A JSON value of the log, printed for reading: two-space indent, null as an em dash. */
export function readableJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
