import { type DateKey, addDaysToKey, startOfLocalDay } from '@parla/domain/time';
import { useTranslation } from 'react-i18next';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';

interface DayStripProps {
  /** The seven days of the week shown. */
  days: DateKey[];
  selected: DateKey;
  today: DateKey;
  /** Classes per day for the current tab and filters; undefined while loading. */
  counts: Map<DateKey, number> | undefined;
  onSelect: (day: DateKey) => void;
}

/**
 * The week as seven day buttons: a compact strip on phones, a week calendar with the number
 * of classes per day from `md` up. Days before today cannot be chosen; the arrows move a week.
 */
export function DayStrip({ days, selected, today, counts, onSelect }: DayStripProps) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const format = (day: DateKey, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(viewer.locale, { timeZone: viewer.timeZone, ...options }).format(startOfLocalDay(day, viewer.timeZone));
  const first = days[0];
  const last = days[days.length - 1];
  const weekLabel = t('booking.weekLabel', {
    from: viewer.dateTime(startOfLocalDay(first, viewer.timeZone), { dateOnly: true }),
    to: viewer.dateTime(startOfLocalDay(last, viewer.timeZone), { dateOnly: true }),
  });
  const canGoBack = first > today;
  const arrow =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <nav aria-label={t('booking.dayNav')} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={arrow}
          disabled={!canGoBack}
          onClick={() => onSelect(addDaysToKey(first, -7) < today ? today : addDaysToKey(first, -7))}
        >
          <span aria-hidden="true">←</span>
          <span className="sr-only sm:not-sr-only">{t('booking.previousWeek')}</span>
        </button>
        <p className="text-center text-sm font-semibold text-slate-900 sm:text-base" aria-live="polite">
          {weekLabel}
        </p>
        <button type="button" className={arrow} onClick={() => onSelect(addDaysToKey(first, 7))}>
          <span className="sr-only sm:not-sr-only">{t('booking.nextWeek')}</span>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <ul className="grid grid-cols-7 gap-1 md:gap-2">
        {days.map((day) => {
          const count = counts?.get(day) ?? 0;
          const past = day < today;
          const isSelected = day === selected;
          const label = [
            format(day, { weekday: 'long', day: 'numeric', month: 'long' }),
            day === today ? t('booking.today') : null,
            past ? null : counts ? t('booking.dayCount', { count }) : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={day}>
              <button
                type="button"
                aria-pressed={isSelected}
                disabled={past}
                onClick={() => onSelect(day)}
                className={`flex min-h-14 w-full flex-col items-center justify-center rounded-lg border px-0.5 py-1.5 text-slate-900 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500 md:min-h-20 md:gap-0.5 ${
                  isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:border-brand-700'
                }`}
              >
                {/* The full date is the name; the short visible parts are hidden from screen readers. */}
                <span className="sr-only">{label}</span>
                <span aria-hidden="true" className="text-xs font-medium uppercase">
                  {format(day, { weekday: 'short' })}
                </span>
                <span aria-hidden="true" className="text-lg leading-tight font-semibold">
                  {format(day, { day: 'numeric' })}
                </span>
                <span
                  aria-hidden="true"
                  className={`hidden text-xs md:block ${isSelected ? 'text-white' : count > 0 ? 'text-slate-700' : 'text-slate-500'}`}
                >
                  {past || !counts ? '\u00a0' : t('booking.dayCountShort', { count })}
                </span>
                <span
                  aria-hidden="true"
                  className={`mt-1 size-1.5 rounded-full md:hidden ${!past && count > 0 ? (isSelected ? 'bg-white' : 'bg-brand-700') : 'bg-transparent'}`}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
