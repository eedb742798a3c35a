import { type DateKey, zonedDateKey } from '@parla/domain/time';

export interface DayGroup<T> {
  day: DateKey;
  items: T[];
}

/** Options grouped by the local day they start on in the viewer's zone, days and items in time order. */
export function groupByLocalDay<T extends { startDate: string }>(items: readonly T[], timeZone: string): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime());
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = zonedDateKey(item.startDate, timeZone);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
