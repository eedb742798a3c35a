import type { TFunction } from 'i18next';
import type { ViewerTime } from '../../shared/time/use-viewer-time.ts';

/**
 * "The classroom opens … on {{day}} at {{time}}": the day without its time (dateOnly) and the
 * time on its own, so the time is said once (it read "at 07:55 at 07:55" when the day was a
 * full date-time).
 */
export function notOpenText(t: TFunction, viewer: Pick<ViewerTime, 'dateTime' | 'time'>, opensAt: string): string {
  return t('blocked.notOpen', { day: viewer.dateTime(opensAt, { dateStyle: 'full', dateOnly: true }), time: viewer.time(opensAt) });
}
