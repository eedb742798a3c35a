import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import type { BookingOption } from './booking-documents.ts';

const REFUSALS = new Set([
  'no_appointments_during_scheduled_pause',
  'trial_class_outside_trial',
  'booking_after_subscription_expiry',
  'sprint_one_booking_per_day',
  'limit_per_lesson_per_day_reached',
]);

/** The reason a time cannot be booked, in words (the row is not a link, so the reason must be readable, not a colour). */
export function useRefusalText(): (option: BookingOption) => string {
  const { t } = useTranslation('student');
  return (option) => refusalText(t, option);
}

function refusalText(t: TFunction<'student'>, option: BookingOption): string {
  if (option.refusal === 'not_enough_credits') {
    return option.type === 'individual' ? t('booking.refusal.not_enough_credits_private') : t('booking.refusal.not_enough_credits_group');
  }
  return option.refusal && REFUSALS.has(option.refusal) ? t(`booking.refusal.${option.refusal}`) : t('booking.refusal.generic');
}

interface OptionRowProps {
  option: BookingOption;
  /** What the row shows first (the day and time in the recommendation); the day list's rows sit under their time. */
  lead?: ReactNode;
  /** Read before the row by screen readers when the lesson title is shown once above a group. */
  context?: string;
}

/** One bookable time: a link to the preview, or (refused) the reason in words. */
export function OptionRow({ option, lead, context }: OptionRowProps) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const body = (
    <>
      {context ? <span className="sr-only">{context}</span> : null}
      {lead ? <span className="min-w-24 shrink-0 font-semibold text-slate-900">{lead}</span> : null}
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        {option.isExisting ? (
          <span>{t('booking.seatsLeft', { count: option.availableSeats })}</span>
        ) : (
          <Badge tone="muted">{t('booking.newClass')}</Badge>
        )}
        {option.teacher ? (
          <span>{t('booking.withTeacher', { name: `${option.teacher.firstName} ${option.teacher.lastName}`.trim() })}</span>
        ) : null}
      </span>
    </>
  );
  if (option.refusal) {
    return (
      <div
        className="flex flex-col gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5 smn:flex-row smn:items-center smn:gap-3"
        data-refusal={option.refusal}
      >
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">{body}</span>
        <span className="text-sm font-semibold text-slate-800 smn:max-w-52 smn:text-right">
          {t('booking.refusal.label')} {refusalText(t, option)}
        </span>
      </div>
    );
  }
  return (
    <Link
      to={buildPath(studentPaths.bookingPreview, { locale: viewer.locale, key: option.key })}
      className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 hover:border-brand-700"
    >
      <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">{body}</span>
      <span className="shrink-0 text-sm font-semibold text-brand-800">
        {t('booking.choose')}
        <span aria-hidden="true"> →</span>
      </span>
    </Link>
  );
}
