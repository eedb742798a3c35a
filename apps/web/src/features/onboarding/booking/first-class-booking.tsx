import { BOOK_BEFORE_TRIAL_START_FLAG } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf } from '../../../shared/data/data-state.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { LazyFlagGate } from '../../../shared/features-flags/lazy-flag-gate.tsx';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { FirstClassConfirm } from './first-class-confirm.tsx';
import { FIRST_CLASS_SUGGESTIONS, type FirstClassOption } from './first-class-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * The three best first classes (issue 16): the next lesson of the student's module, at their
 * preferred times in their zone, existing classes with seats first. Choosing one shows what
 * booking it means (credit, free cancellation); confirming books it through the normal booking.
 * Shared with post-checkout's book-class step: it passes its own `onBooked` and `skipPath`.
 */
export function FirstClassBooking({ onBooked, skipPath }: { onBooked: (classUid: string) => void; skipPath: string }) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const query = useDataQuery({ query: FIRST_CLASS_SUGGESTIONS }, (d) => d.firstClassSuggestions.options.length === 0);
  const [chosen, setChosen] = useState<FirstClassOption | null>(null);
  const suggestions = dataOf(query.state)?.firstClassSuggestions;
  const storeLink = buildPath(studentPaths.store, { locale });
  const bookingLink = buildPath(studentPaths.booking, { locale });
  return (
    <div className="flex flex-col gap-5">
      {suggestions ? (
        <div className="flex flex-col gap-1 text-slate-800">
          {suggestions.lesson ? (
            <p>
              {t('booking.lesson', {
                module: suggestions.module.name,
                number: suggestions.lesson.number,
                title: suggestions.lesson.title,
              })}
            </p>
          ) : null}
          <p className="text-slate-700">
            {suggestions.atPreferredTimes
              ? t('booking.atPreferredTimes', { times: suggestions.timesOfDay.map((x) => t(`times.${x}`)).join(', ') })
              : t('booking.notAtPreferredTimes', { times: suggestions.timesOfDay.map((x) => t(`times.${x}`)).join(', ') })}
          </p>
        </div>
      ) : null}
      {suggestions && !suggestions.hasCredits ? (
        // 000 §4 trial flag (decision 105): where it is on, the step offers the free trial to book this first class.
        <LazyFlagGate
          flag={BOOK_BEFORE_TRIAL_START_FLAG}
          whenUndecided={false}
          otherwise={
            <Alert tone="info">
              {t(suggestions.classType === 'individual' ? 'booking.noPrivateCredits' : 'booking.noCredits')}{' '}
              <Link to={storeLink} className={linkClass}>
                {t('booking.toStore')}
              </Link>
            </Alert>
          }
        >
          <Alert tone="info">
            <span data-testid="trial-first-class-offer">{t('booking.trialOffer')}</span>{' '}
            <Link to={storeLink} className={linkClass}>
              {t('booking.toTrial')}
            </Link>
          </Alert>
        </LazyFlagGate>
      ) : null}
      <QueryState
        query={query}
        skeleton={<Skeleton lines={3} barClassName="h-28" className="min-h-96 gap-4" />}
        empty={
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
            {t('booking.none')}{' '}
            <Link to={bookingLink} className={linkClass}>
              {t('booking.toBookingPage')}
            </Link>
          </p>
        }
      >
        {(data) => (
          <ol className="flex flex-col gap-3" aria-label={t('booking.listLabel')}>
            {data.firstClassSuggestions.options.map((option, index) => (
              <OptionCard
                key={option.key}
                option={option}
                best={index === 0}
                canBook={data.firstClassSuggestions.hasCredits}
                chosen={chosen?.key === option.key}
                onChoose={() => setChosen(option)}
              />
            ))}
          </ol>
        )}
      </QueryState>
      {chosen ? <FirstClassConfirm key={chosen.key} option={chosen} onCancel={() => setChosen(null)} onBooked={onBooked} /> : null}
      <p className="text-slate-700">
        <Link to={bookingLink} className={linkClass}>
          {t('booking.moreTimes')}
        </Link>
        {' · '}
        <Link to={skipPath} className={linkClass}>
          {t('booking.skip')}
        </Link>
      </p>
    </div>
  );
}

function OptionCard(props: { option: FirstClassOption; best: boolean; canBook: boolean; chosen: boolean; onChoose: () => void }) {
  const { option, best, canBook, chosen, onChoose } = props;
  const { t } = useTranslation('onboarding');
  const viewer = useViewerTime();
  const when = viewer.dateTime(option.startDate, { dateStyle: 'full' });
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm smn:flex-row smn:items-center smn:justify-between ${chosen ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
      data-testid="first-class-option"
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">
          <time dateTime={option.startDate}>{when}</time>
        </p>
        <p className="text-sm text-slate-700">
          {t(`types.${option.type}`)} · {t(`times.${option.timeOfDay}`)}
          {' · '}
          {option.isExisting ? t('booking.existing', { count: option.availableSeats }) : t('booking.newClass')}
          {option.teacher ? ` · ${t('booking.teacher', { name: option.teacher.firstName })}` : ''}
        </p>
        {best ? <p className="text-sm font-medium text-emerald-800">{t('booking.best')}</p> : null}
      </div>
      <Button
        variant={chosen ? 'primary' : 'secondary'}
        disabled={!canBook}
        onClick={onChoose}
        aria-label={t('booking.chooseLabel', { when })}
        className="self-start smn:self-center"
      >
        {t('booking.choose')}
      </Button>
    </li>
  );
}
