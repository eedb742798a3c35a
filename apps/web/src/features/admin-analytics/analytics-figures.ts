/** What the analytics page computes from the server's counts (decision 103); pure, tested beside. */

export interface DayCount {
  day: string;
  name: string;
  count: number;
}

/** One number per day of the range for one event name, or for every event when `name` is null. */
export function dailySeries(days: readonly string[], counts: readonly DayCount[], name: string | null): number[] {
  const byDay = new Map<string, number>();
  for (const row of counts) if (name === null || row.name === name) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.count);
  return days.map((day) => byDay.get(day) ?? 0);
}

export interface FunnelStepFigures {
  name: string;
  people: number;
  /** Share of the first step's people who reached this step (0-1); null when nobody started. */
  ofFirst: number | null;
}

/**
 * A funnel's steps with their conversion. People are counted per step by the server (a signed-in
 * user, else a page session), so a later step may count someone whose first step fell outside the
 * range: a share above 1 is shown as it is rather than hidden.
 */
export function funnelFigures(steps: readonly { name: string; people: number }[]): FunnelStepFigures[] {
  const first = steps[0]?.people ?? 0;
  return steps.map((step) => ({ name: step.name, people: step.people, ofFirst: first > 0 ? step.people / first : null }));
}

/** A share as a whole percentage ("42 %"), or an em dash when there is none. */
export function percentText(share: number | null, locale: string): string {
  if (share === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
