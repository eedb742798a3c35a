import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { DAILY_PRACTICE_CARD } from './practice-documents.ts';
import { DailyStateBadge } from './daily-state-badge.tsx';

/**
 * Today's daily practice card (issue 17, decision 077): the day's set and its state, or the store
 * hint without a subscription (001 §6); nothing before any lesson's practice is open. Lazy on Today
 * with its own small query, so Today's first load does not carry it.
 */
export function DailyPracticeCard() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const query = useDataQuery({ query: DAILY_PRACTICE_CARD }, (d) => d.dailyPractice.available && !d.dailyPractice.practiceOpen);
  // Practice not open yet: no card at all (an empty wrapper would still take a gap on Today).
  if (query.state.kind === 'empty') return null;
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton lines={3} barClassName="h-6" className="min-h-40 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
      empty={null}
    >
      {({ dailyPractice: day }) => (
        <Card role="region" className="flex flex-col gap-4" aria-labelledby="daily-practice-heading" data-testid="daily-practice-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="daily-practice-heading" className="text-xl font-semibold text-slate-900">
              {t('daily.title')}
            </h2>
            {day.available ? <DailyStateBadge state={day.state} /> : null}
          </div>
          {day.available ? (
            <>
              <p className="text-slate-800">{t(`daily.stateText.${day.state}`)}</p>
              <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
                <li>{day.wordsToReview > 0 ? t('daily.wordsDue', { count: day.wordsToReview }) : t('daily.noWordsDue')}</li>
                <li>{day.exercise ? t('daily.exercise', { title: day.exercise.title }) : t('daily.noExercise')}</li>
              </ul>
              <Link to={buildPath(studentPaths.dailyPractice, { locale })} className={buttonClass('primary', 'self-start')}>
                {day.state === 'available' ? t('daily.start') : t('daily.seeResult')}
              </Link>
            </>
          ) : (
            <>
              <p className="text-slate-800">{t('daily.storeHint')}</p>
              <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('secondary', 'self-start')}>
                {t('offer.toStore')}
              </Link>
            </>
          )}
        </Card>
      )}
    </QueryState>
  );
}
