import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { notify } from '../../shared/notifications/notification-store.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { BOOK_CLASS, BOOKING_PREVIEW, BOOKING_TYPENAMES, type BookingPreviewData } from './booking-documents.ts';
import { inputFromKey } from './booking-key.ts';
import { OfferLinks } from '../../shared/standing/offer-links.tsx';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { track } from '../../shared/telemetry/analytics.ts';

const KNOWN_BLOCKING = new Set([
  'not_enough_credits',
  'class_is_full',
  'individual_class_is_full',
  'limit_per_lesson_per_day_reached',
  'class_booking_limit_reached',
  'no_appointments_during_scheduled_pause',
  'already_booked',
  'class_not_available',
  'start_date_too_soon',
  'invalid_start_date',
  'open_discussion_unavailable',
  'trial_class_outside_trial',
  'booking_after_subscription_expiry',
  'sprint_one_booking_per_day',
]);

/** booking/preview?key=...: the rules that apply to this booking, then "Confirm booking". */
export function BookingPreviewScreen() {
  const { t } = useTranslation('student');
  const [search] = useSearchParams();
  const input = inputFromKey(search.get('key') ?? '');
  const viewer = useViewerTime();
  if (!input) {
    return (
      <Shell title={t('booking.preview.title')}>
        <Alert>{t('booking.preview.invalidKey')}</Alert>
        <Link to={buildPath(studentPaths.booking, { locale: viewer.locale })} className={buttonClass('secondary', 'self-start')}>
          {t('booking.preview.back')}
        </Link>
      </Shell>
    );
  }
  return <PreviewForInput input={input} />;
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}

function PreviewForInput({ input }: { input: NonNullable<ReturnType<typeof inputFromKey>> }) {
  const { t } = useTranslation('student');
  const errorText = useErrorText();
  const viewer = useViewerTime();
  const navigate = useNavigate();
  // Seats and credits move while the student reads: always ask the server afresh.
  const query = useDataQuery({ query: BOOKING_PREVIEW, variables: { input }, requestPolicy: 'network-only' });
  const data = dataOf(query.state);
  const [booking, bookClass] = useMutation(BOOK_CLASS);
  const [bookError, setBookError] = useState<{ code: string | undefined; text: string } | null>(null);
  const reasonId = useId();
  useEffect(() => track('booking_previewed'), []);

  const confirm = async () => {
    setBookError(null);
    // Errors are shown here, not also as a banner.
    const result = await bookClass({ input }, { ...BOOKING_TYPENAMES, notifyErrors: false });
    if (result.error) {
      setBookError({ code: errorCodeOf(result.error), text: errorText(result.error, t('common:errors.generic')) });
      // Something changed since the preview (a seat, a credit): ask again, so Confirm and the offers follow.
      query.retry();
      return;
    }
    if (result.data) {
      track('booking_completed');
      notify('success', t('booking.booked'));
      // The class page may then ask how booking went (decision 090); it reads `justBooked` from the history entry.
      navigate(buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: result.data.bookClass.class.uid }), {
        state: { justBooked: true },
      });
    }
  };

  if (!data) {
    // Loading: the class details and the price keep their place. Failed: the reason (the class is
    // gone, not allowed) or "could not load" with Try again, and the way back to the classes.
    return (
      <Shell title={t('booking.preview.title')}>
        <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-6" className="min-h-64 gap-3" />}>
          {() => null}
        </QueryState>
        <Link to={buildPath(studentPaths.booking, { locale: viewer.locale })} className={buttonClass('secondary', 'self-start')}>
          {t('booking.preview.back')}
        </Link>
      </Shell>
    );
  }
  const { blockingError, offers } = data.bookingPreview;
  return (
    <Shell title={t('booking.preview.title')}>
      <PreviewDetails preview={data.bookingPreview} />
      {blockingError ? (
        <div className="flex flex-col gap-3" data-testid="booking-blocked">
          <div id={reasonId}>
            <Alert>{KNOWN_BLOCKING.has(blockingError) ? t(`booking.blocking.${blockingError}`) : t('booking.blocking.generic')}</Alert>
          </div>
          {offers.length > 0 ? (
            <section aria-label={t('booking.preview.whatNow')} className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{t('booking.preview.whatNow')}</h2>
              <OfferLinks offers={offers} />
            </section>
          ) : null}
        </div>
      ) : null}
      {/* The same refusal is shown once: the preview's, when the refetched preview already names it. */}
      {bookError && bookError.code !== blockingError ? <Alert>{bookError.text}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button
          busy={booking.fetching}
          disabled={blockingError !== null}
          aria-describedby={blockingError ? reasonId : undefined}
          onClick={() => void confirm()}
        >
          {t('booking.preview.confirm')}
        </Button>
        <Link
          to={buildPath(studentPaths.booking, { locale: viewer.locale, lesson: data.bookingPreview.option.lesson.id })}
          className={buttonClass('ghost')}
        >
          {t('booking.preview.back')}
        </Link>
      </div>
    </Shell>
  );
}

function PreviewDetails({ preview }: { preview: BookingPreviewData['bookingPreview'] }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const { option } = preview;
  const left = Math.max(0, preview.creditsAvailable - 1);
  return (
    <Card className="flex flex-col gap-5">
      <dl className="grid gap-3 smn:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">{t('booking.preview.lesson')}</dt>
        <dd className="text-slate-900">{option.lesson.title}</dd>
        <dt className="font-semibold text-slate-700">{t('booking.preview.when')}</dt>
        <dd className="text-slate-900">
          {viewer.dateTime(option.startDate, { dateStyle: 'full' })} – {viewer.time(option.endDate)}
        </dd>
        <dt className="font-semibold text-slate-700">{t('booking.preview.classType')}</dt>
        <dd className="text-slate-900">
          {t(`booking.types.${option.type}`)} ·{' '}
          {option.isExisting ? t('booking.existingClass', { count: option.availableSeats }) : t('booking.newClass')}
        </dd>
        <dt className="font-semibold text-slate-700">{t('booking.preview.teacher')}</dt>
        <dd className="text-slate-900">
          {option.teacher ? (
            <Link
              to={buildPath(studentPaths.teacher, { locale: viewer.locale, uid: option.teacher.uid })}
              className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {`${option.teacher.firstName} ${option.teacher.lastName}`.trim()}
            </Link>
          ) : (
            t('booking.preview.teacherPending')
          )}
        </dd>
      </dl>
      <section aria-labelledby="booking-rules-heading" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <h2 id="booking-rules-heading" className="text-lg font-semibold text-slate-900">
          {t('booking.preview.rulesHeading')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
          <li>
            {t(`booking.preview.uses.${preview.creditKind}`)}{' '}
            {preview.creditsAvailable > 0
              ? t(`booking.preview.creditsLeft.${preview.creditKind}`, { count: left })
              : t('booking.preview.noCreditsLeft')}
          </li>
          <li>
            {preview.refundByNotice
              ? t('booking.preview.freeUntil', { deadline: viewer.dateTime(preview.refundDeadline, { dateStyle: 'full' }) })
              : t('booking.preview.noFreeCancellation')}
          </li>
          <li>{t('booking.preview.grace', { count: preview.graceMinutes })}</li>
          <li>{t('booking.preview.lateLoss')}</li>
        </ul>
      </section>
    </Card>
  );
}
