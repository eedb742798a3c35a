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
import { ACHIEVEMENTS_CARD } from './achievements-documents.ts';

/**
 * Today's compact achievements card (issue 18, 001 §7, decision 086): the latest badge earned and
 * the next milestone with the classes to go. Placed on Today by the learn area (like the daily
 * practice card), with its own small query.
 */
export function AchievementsCard() {
  const { t } = useTranslation('achievements');
  const locale = useLocale();
  const query = useDataQuery({ query: ACHIEVEMENTS_CARD });
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton lines={2} barClassName="h-6" className="min-h-32 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
    >
      {({ attendanceAchievements: view }) => (
        <Card role="region" aria-labelledby="achievements-card-heading" className="flex flex-col gap-3" data-testid="achievements-card">
          <h2 id="achievements-card-heading" className="text-xl font-semibold text-slate-900">
            {t('card.title')}
          </h2>
          <p className="text-slate-800">
            {view.latest ? t('card.latest', { count: view.latest.milestone }) : t('card.none')}
            {view.latest && !view.latest.claimedAt ? ` ${t('card.unclaimed')}` : ''}
          </p>
          {view.next ? (
            <p className="text-slate-800">{t('card.next', { count: view.next.classesLeft, milestone: view.next.milestone })}</p>
          ) : null}
          <Link to={buildPath(studentPaths.achievements, { locale })} className={buttonClass('secondary', 'self-start')}>
            {t('card.open')}
          </Link>
        </Card>
      )}
    </QueryState>
  );
}
