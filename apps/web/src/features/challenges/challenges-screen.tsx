import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ChallengeProgress, ChallengeStatus, monthLabel } from './challenge-parts.tsx';
import { CHALLENGES, CHALLENGE_TYPENAMES, type ChallengeData } from './challenges-documents.ts';

/** account/challenges: this month's challenge, then the past ones the student took part in (kept, decision 087). */
export function ChallengesScreen() {
  const { t } = useTranslation('challenges');
  const query = useDataQuery({ query: CHALLENGES, context: CHALLENGE_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('title')}</PageTitle>
        <p className="text-slate-700">{t('intro')}</p>
      </div>
      <QueryState
        main
        query={query}
        skeleton={<Skeleton lines={5} barClassName="h-6" className="min-h-64 gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
      >
        {({ challenges }) => {
          const [current, ...past] = challenges;
          return (
            <div className="flex flex-col gap-8">
              <section aria-labelledby="challenges-current" className="flex flex-col gap-3">
                <h2 id="challenges-current" className="text-xl font-semibold text-slate-900">
                  {t('current')}
                </h2>
                {current ? <ChallengeSummary challenge={current} /> : null}
              </section>
              <section aria-labelledby="challenges-past" className="flex flex-col gap-3">
                <h2 id="challenges-past" className="text-xl font-semibold text-slate-900">
                  {t('past')}
                </h2>
                {past.length === 0 ? (
                  <p className="text-slate-700">{t('pastEmpty')}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {past.map((challenge) => (
                      <li key={challenge.id}>
                        <ChallengeSummary challenge={challenge} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

function ChallengeSummary({ challenge }: { challenge: ChallengeData }) {
  const { t } = useTranslation('challenges');
  const locale = useLocale();
  const month = monthLabel(challenge, locale);
  return (
    <Card className="flex flex-col gap-4" data-testid="challenge-summary">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('challengeTitle', { month })}</h3>
        <ChallengeStatus challenge={challenge} />
      </div>
      <p className="text-slate-800">{t('goal', { month })}</p>
      <ChallengeProgress challenge={challenge} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={buildPath(studentPaths.challenge, { locale, challengeName: challenge.name })} className={buttonClass('secondary')}>
          {t('open')}
        </Link>
        <span className="text-sm text-slate-700">
          {challenge.isOver ? t('status.over') : t('daysLeft', { count: challenge.daysLeft })} ·{' '}
          {t('participants', { count: challenge.participantCount })}
        </span>
      </div>
    </Card>
  );
}
