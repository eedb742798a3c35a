import { errorMessageKey, isErrorCode } from '@parla/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { dataOf } from '../../../shared/data/data-state.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { BOOK_FIRST_CLASS, FIRST_CLASS_PREVIEW, type FirstClassOption } from './first-class-documents.ts';

const INLINE = { notifyErrors: false };

/** The booking input of a suggestion: a seat in the class, or a new class of the lesson at that time. */
export function inputOf(option: FirstClassOption) {
  return option.class
    ? { classUid: option.class.uid }
    : { lessonId: option.key.split(':')[1], startDate: option.startDate, type: option.type };
}

/** The preview of the chosen time (the booking page's own: credit, free cancellation) and the one button that books it. */
export function FirstClassConfirm(props: { option: FirstClassOption; onCancel: () => void; onBooked: (classUid: string) => void }) {
  const { option, onCancel, onBooked } = props;
  const { t } = useTranslation(['onboarding', 'errors']);
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const input = inputOf(option);
  const query = useDataQuery({ query: FIRST_CLASS_PREVIEW, variables: { input } });
  const [booking, book] = useMutation(BOOK_FIRST_CLASS);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const preview = dataOf(query.state)?.bookingPreview;
  const submit = async () => {
    setError(null);
    const res = await book({ input }, INLINE);
    if (res.data?.bookClass) return onBooked(res.data.bookClass.class.uid);
    setError(errorText(res.error));
  };
  return (
    <section aria-labelledby="first-class-confirm" className="flex flex-col gap-3 rounded-2xl border border-brand-700 bg-brand-50 p-5">
      <h2 id="first-class-confirm" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        {t('confirmBooking.title', { when: viewer.dateTime(option.startDate, { dateStyle: 'full' }) })}
      </h2>
      <QueryState query={query} skeleton={<Skeleton lines={2} barClassName="h-5" className="min-h-16 gap-2" />}>
        {(data) => (
          <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
            <li>{t(`confirmBooking.credit.${data.bookingPreview.creditKind}`, { count: data.bookingPreview.creditsAvailable })}</li>
            <li>{t('confirmBooking.refund', { deadline: viewer.dateTime(data.bookingPreview.refundDeadline, { dateStyle: 'full' }) })}</li>
          </ul>
        )}
      </QueryState>
      {preview?.blockingError ? (
        <Alert>{isErrorCode(preview.blockingError) ? t(errorMessageKey(preview.blockingError)) : t('confirmBooking.blocked')}</Alert>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button busy={booking.fetching} disabled={!!preview?.blockingError || !preview} onClick={submit}>
          {t('confirmBooking.book')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('confirmBooking.cancel')}
        </Button>
      </div>
    </section>
  );
}
