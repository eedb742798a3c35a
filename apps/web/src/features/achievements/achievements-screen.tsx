import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ATTENDANCE_ACHIEVEMENTS, CLAIM_ATTENDANCE_ACHIEVEMENT } from './achievements-documents.ts';

const INLINE = { notifyErrors: false };

/**
 * account/achievements (issue 18, 001 §2, decision 086): the attendance badges earned (a claim
 * button on unclaimed ones, a small celebration that stays still under reduced motion) and the
 * locked ones with the classes still to go.
 */
export function AchievementsScreen() {
  const { t } = useTranslation('achievements');
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const query = useDataQuery({ query: ATTENDANCE_ACHIEVEMENTS });
  const [claiming, claim] = useMutation(CLAIM_ATTENDANCE_ACHIEVEMENT);
  const [celebrated, setCelebrated] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onClaim = async (slug: string, milestone: number) => {
    setError(null);
    const res = await claim({ slug }, INLINE);
    if (res.error) setError(errorText(res.error));
    else setCelebrated(milestone);
    query.retry();
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-slate-700">{t('lead')}</p>
      {celebrated !== null ? (
        <div role="status" className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-300 text-2xl text-amber-900 motion-safe:animate-bounce"
          >
            ★
          </span>
          <span className="font-semibold">{t('celebration', { count: celebrated })}</span>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-24" className="min-h-96 gap-3" />}>
        {({ attendanceAchievements: view }) => {
          const earned = view.achievements.filter((a) => a.earned);
          const locked = view.achievements.filter((a) => !a.earned);
          return (
            <div className="flex flex-col gap-6">
              <p className="font-semibold text-slate-900" data-testid="attended-count">
                {t('attended', { count: view.attendedClasses })}
              </p>
              <section aria-labelledby="earned-heading" className="flex flex-col gap-3">
                <h2 id="earned-heading" className="text-xl font-semibold text-slate-900">
                  {t('earned.heading')}
                </h2>
                {earned.length === 0 ? (
                  <Card data-testid="achievements-empty">
                    <p className="text-slate-800">{t('earned.empty')}</p>
                  </Card>
                ) : (
                  <ul className="grid gap-3 smw:grid-cols-2">
                    {earned.map((a) => (
                      <li key={a.slug} data-testid={`achievement-${a.slug}`}>
                        <Card className="flex h-full flex-col gap-3">
                          <div className="flex items-center gap-3">
                            <span
                              aria-hidden="true"
                              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-lg font-bold text-amber-900"
                            >
                              {a.milestone}
                            </span>
                            <h3 className="font-semibold text-slate-900">{t('badge.name', { count: a.milestone })}</h3>
                          </div>
                          {a.earnedAt ? (
                            <p className="text-sm text-slate-700">
                              {t('badge.earnedOn', { date: viewer.dateTime(a.earnedAt, { dateOnly: true }) })}
                            </p>
                          ) : null}
                          {a.claimedAt ? (
                            <span className="self-start">
                              <Badge tone="success">{t('badge.claimed')}</Badge>
                            </span>
                          ) : (
                            <Button
                              className="self-start"
                              busy={claiming.fetching && claiming.operation?.variables.slug === a.slug}
                              onClick={() => void onClaim(a.slug, a.milestone)}
                            >
                              {t('badge.claim')}
                            </Button>
                          )}
                        </Card>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {locked.length > 0 ? (
                <section aria-labelledby="locked-heading" className="flex flex-col gap-3">
                  <h2 id="locked-heading" className="text-xl font-semibold text-slate-900">
                    {t('locked.heading')}
                  </h2>
                  <ul className="grid gap-3 smw:grid-cols-3">
                    {locked.map((a) => (
                      <li
                        key={a.slug}
                        data-testid={`achievement-${a.slug}`}
                        className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4"
                      >
                        <span
                          aria-hidden="true"
                          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 font-bold text-slate-700"
                        >
                          {a.milestone}
                        </span>
                        <div className="flex flex-col">
                          <span className="font-semibold text-slate-900">{t('badge.name', { count: a.milestone })}</span>
                          <span className="text-sm text-slate-700">{t('locked.toGo', { count: a.classesLeft })}</span>
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
