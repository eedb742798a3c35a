import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useRunScheduleWrite } from './schedule-writes.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import {
  type AvailabilityEntry,
  SCHEDULE_TYPENAMES,
  SET_EXACT_AVAILABILITY,
  SET_STANDARD_AVAILABILITY,
  WEEKDAYS,
} from './schedule-documents.ts';
import { formatDay, formatHour } from './schedule-format.ts';

/** The stored availability in words: the weekly pattern by weekday, then the coming exact dates; each removable after a confirmation. */
export function AvailabilityList({ entries, timeFormat }: { entries: AvailabilityEntry[]; timeFormat: string }) {
  const { t } = useTranslation('teacherSchedule');
  const locale = useLocale();
  const [removing, setRemoving] = useState<AvailabilityEntry | null>(null);
  const [standardState, clearStandard] = useMutation(SET_STANDARD_AVAILABILITY);
  const [exactState, clearExact] = useMutation(SET_EXACT_AVAILABILITY);
  const runWrite = useRunScheduleWrite();
  const standard = entries
    .filter((e) => e.availabilityType === 'standard')
    .sort((a, b) => WEEKDAYS.indexOf(a.dayOfWeek!) - WEEKDAYS.indexOf(b.dayOfWeek!) || a.startHour - b.startHour);
  const exact = entries.filter((e) => e.availabilityType === 'exact');
  const range = (entry: AvailabilityEntry) =>
    t('list.range', { from: formatHour(entry.startHour, timeFormat, locale), to: formatHour(entry.endHour, timeFormat, locale) });
  const where = (entry: AvailabilityEntry) => (entry.dayOfWeek ? t(`weekdays.${entry.dayOfWeek}`) : formatDay(entry.date!, locale, 'long'));

  const remove = async () => {
    if (!removing) return;
    const change = { slotSize: 'full' as const, startHour: removing.startHour, endHour: removing.endHour };
    const result = await runWrite(async () =>
      removing.dayOfWeek
        ? await clearStandard({ input: { ...change, dayOfWeek: removing.dayOfWeek } }, SCHEDULE_TYPENAMES)
        : await clearExact({ input: { ...change, date: removing.date! } }, SCHEDULE_TYPENAMES),
    );
    if (!result.error) {
      notify('success', t('list.removed'));
      setRemoving(null);
    }
  };

  // One line per weekday or date, its runs side by side.
  const grouped = (list: AvailabilityEntry[]) => {
    const groups = new Map<string, AvailabilityEntry[]>();
    for (const entry of list) groups.set(where(entry), [...(groups.get(where(entry)) ?? []), entry]);
    return (
      <ul className="mt-1 divide-y divide-slate-100">
        {[...groups].map(([label, runs]) => (
          <li key={label} className="flex flex-col gap-2 py-3 smw:flex-row smw:items-start">
            <span className="text-sm font-medium text-slate-900 smw:w-56 smw:shrink-0 smw:pt-1.5">{label}</span>
            <ul className="flex flex-wrap gap-2">
              {runs.map((entry) => (
                <li
                  key={entry.id}
                  // Wraps inside its frame on a phone ("Nicht verfügbar · Ganzer Tag" is wider than "Available").
                  className="flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-slate-200 py-1 pr-1 pl-3 text-sm text-slate-900"
                >
                  <span className="whitespace-nowrap">{range(entry)}</span>
                  <Badge tone={entry.availability === 'available' ? 'success' : 'muted'}>{t(`availability.${entry.availability}`)}</Badge>
                  <span className="whitespace-nowrap text-slate-600">{t(`slotSizes.${entry.availabilityRange}`)}</span>
                  <Button
                    variant="ghost"
                    className="ml-auto min-h-9 px-2"
                    onClick={() => setRemoving(entry)}
                    aria-label={t('list.removeLabel', { what: `${label} ${range(entry)}` })}
                  >
                    {t('list.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="availability-weekly-heading">
        <h3 id="availability-weekly-heading" className="text-base font-semibold text-slate-900">
          {t('list.weekly')}
        </h3>
        {standard.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('list.weeklyEmpty')}</p> : grouped(standard)}
      </section>
      <section aria-labelledby="availability-exact-heading">
        <h3 id="availability-exact-heading" className="text-base font-semibold text-slate-900">
          {t('list.exact')}
        </h3>
        {exact.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('list.exactEmpty')}</p> : grouped(exact)}
      </section>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('list.confirmTitle')}
        description={
          removing ? (
            <p>
              {removing.dayOfWeek
                ? t('list.confirmWeekly', { what: `${where(removing)} ${range(removing)}` })
                : t('list.confirmExact', { what: `${where(removing)} ${range(removing)}` })}
            </p>
          ) : null
        }
        actions={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)} autoFocus>
              {t('list.keep')}
            </Button>
            <Button busy={standardState.fetching || exactState.fetching} onClick={() => void remove()}>
              {t('list.confirmRemove')}
            </Button>
          </>
        }
      />
    </div>
  );
}
