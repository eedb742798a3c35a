import type { TFunction } from 'i18next';

/** The can-do lines of a level from the `cefr` namespace (decision 060): a list, or none. */
export function canDoLines(t: TFunction, level: string): string[] {
  const lines = t(`cefr:levels.${level}.canDo`, { returnObjects: true, defaultValue: [] }) as unknown;
  return Array.isArray(lines) ? (lines as string[]) : [];
}
