import { useId } from 'react';
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
import { ChallengeProgress, ChallengeStatus, monthLabel } from './challenge-parts.tsx';
import { CHALLENGE_TYPENAMES, CURRENT_CHALLENGE } from './challenges-documents.ts';

/**
 * Today's challenge card (001 §7 Today: challenges; decision 087): this month's challenge, joined
 * or not, the viewer's activities and the days left. Placed on Today by the learn area.
 */
export function ChallengeTodayCard() {
  const { t } = useTranslation('challenges');
  const locale = useLocale();
  const headingId = useId();
  const query = useDataQuery({ query: CURRENT_CHALLENGE, context: CHALLENGE_TYPENAMES });
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton lines={3} barClassName="h-6" className="min-h-40 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
    >
      {({ currentChallenge: challenge }) => (
        <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="challenge-today-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              {t('today.heading')}: {monthLabel(challenge, locale)}
            </h2>
            <ChallengeStatus challenge={challenge} />
          </div>
          <p className="text-slate-800">
            {challenge.completed
              ? t('today.completedText')
              : challenge.joined
                ? t('today.joinedText', { activities: challenge.activities, target: challenge.target })
                : t('today.notJoinedText', { activities: challenge.activities })}
          </p>
          {challenge.joined ? <ChallengeProgress challenge={challenge} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to={buildPath(studentPaths.challenge, { locale, challengeName: challenge.name })} className={buttonClass('primary')}>
              {t('today.open')}
            </Link>
            <span className="text-sm text-slate-700">{t('daysLeft', { count: challenge.daysLeft })}</span>
          </div>
        </Card>
      )}
    </QueryState>
  );
}
