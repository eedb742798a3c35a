import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { startOfLocalDay } from '@parla/domain/time';
import { Badge } from '../../shared/ui/badge.tsx';
import type { BookingOption } from './booking-documents.ts';
import { groupByLocalDay } from '../../shared/time/group-by-local-day.ts';

/** Options by local day; each one leads to the preview with the rules that apply. */
export function BookingOptionList({ options }: { options: BookingOption[] }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const groups = groupByLocalDay(options, viewer.timeZone);
  if (groups.length === 0) {
    return <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t('booking.noOptions')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`} className="flex flex-col gap-2">
          <h3 id={`day-${group.day}`} className="text-base font-semibold text-slate-900">
            {viewer.dateTime(startOfLocalDay(group.day, viewer.timeZone), { dateOnly: true, dateStyle: 'full' })}
          </h3>
          <ul className="flex flex-col gap-2">
            {group.items.map((option) => (
              <li key={option.key}>
                {option.refusal ? (
                  <div
                    className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 smn:flex-row smn:items-center smn:gap-4"
                    data-refusal={option.refusal}
                  >
                    <OptionSummary option={option} />
                    <span className="text-sm font-semibold text-slate-800 smn:max-w-48 smn:text-right">
                      {t('booking.refusal.label')} {refusalText(t, option)}
                    </span>
                  </div>
                ) : (
                  <Link
                    to={buildPath(studentPaths.bookingPreview, { locale: viewer.locale, key: option.key })}
                    className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700 smn:flex-row smn:items-center smn:gap-4"
                  >
                    <OptionSummary option={option} />
                    <span className="text-sm font-semibold text-brand-800">{t('booking.choose')}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const REFUSALS = new Set([
  'no_appointments_during_scheduled_pause',
  'trial_class_outside_trial',
  'booking_after_subscription_expiry',
  'sprint_one_booking_per_day',
  'limit_per_lesson_per_day_reached',
]);

/** The reason a time cannot be booked, in words (the row is not a link, so the reason must be readable, not a colour). */
function refusalText(t: TFunction<'student'>, option: BookingOption): string {
  if (option.refusal === 'not_enough_credits') {
    return option.type === 'individual' ? t('booking.refusal.not_enough_credits_private') : t('booking.refusal.not_enough_credits_group');
  }
  return option.refusal && REFUSALS.has(option.refusal) ? t(`booking.refusal.${option.refusal}`) : t('booking.refusal.generic');
}

function OptionSummary({ option }: { option: BookingOption }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  return (
    <>
      <span className="w-28 shrink-0 font-semibold text-slate-900">
        {t('booking.timeRange', { from: viewer.time(option.startDate), to: viewer.time(option.endDate) })}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium text-slate-900">{option.lesson.title}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone={option.type === 'individual' ? 'info' : 'neutral'}>{t(`booking.types.${option.type}`)}</Badge>
          {option.isExisting ? t('booking.existingClass', { count: option.availableSeats }) : t('booking.newClass')}
          {option.teacher ? (
            <span>· {t('booking.withTeacher', { name: `${option.teacher.firstName} ${option.teacher.lastName}`.trim() })}</span>
          ) : null}
        </span>
      </span>
    </>
  );
}
