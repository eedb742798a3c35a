import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { YEARLY_SUMMARY } from './achievements-documents.ts';

/**
 * account/recap/:year (issue 18, 001 §7 yearly summary, decision 086): the year in numbers and
 * the shareable image (the server's SVG): the Web Share API where the browser has it, a download
 * link always. Outside December and January the server answers recap_not_available, shown in place.
 */
export function RecapScreen() {
  const { t } = useTranslation('recap');
  const locale = useLocale();
  const year = Number(useParams().year);
  const query = useDataQuery({ query: YEARLY_SUMMARY, variables: { year: Number.isInteger(year) ? year : 0 } });
  const imageUrl = `/api/recap/${year}/image.svg?locale=${locale}`;
  const [shareFailed, setShareFailed] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      const blob = await (await fetch(imageUrl, { credentials: 'same-origin' })).blob();
      const file = new File([blob], `parla-recap-${year}.svg`, { type: 'image/svg+xml' });
      const data: ShareData = navigator.canShare?.({ files: [file] }) ? { files: [file] } : { url: window.location.href };
      await navigator.share({ ...data, title: t('title', { year }) });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShareFailed(true);
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title', { year })}</PageTitle>
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-8" className="min-h-80 gap-3" />}>
        {({ yearlySummary: s }) => (
          <div className="flex flex-col gap-6">
            <p className="text-slate-700">{t('lead')}</p>
            <Card>
              <ul className="grid gap-4 smw:grid-cols-2" data-testid="recap-stats">
                <li className="text-lg font-semibold text-slate-900">{t('stats.classes', { count: s.classesAttended })}</li>
                <li className="text-lg font-semibold text-slate-900">
                  {t('stats.hours', {
                    count: s.minutesSpoken / 60,
                    hours: (s.minutesSpoken / 60).toLocaleString(locale, { maximumFractionDigits: 1 }),
                  })}
                </li>
                <li className="text-lg font-semibold text-slate-900">{t('stats.teachers', { count: s.teachersMet })}</li>
                <li className="text-lg font-semibold text-slate-900">{t('stats.words', { count: s.wordsLearned })}</li>
                <li className="text-lg font-semibold text-slate-900">{t('stats.streak', { count: s.bestWeekStreak })}</li>
                <li className="text-lg font-semibold text-slate-900">
                  {s.levelsFinished.length > 0 ? t('stats.levels', { levels: s.levelsFinished.join(', ') }) : t('stats.noLevels')}
                </li>
              </ul>
            </Card>
            <img
              src={imageUrl}
              alt={t('imageAlt', { year })}
              width={540}
              height={540}
              className="w-full max-w-md self-center rounded-2xl border border-slate-200"
            />
            <div className="flex flex-wrap gap-3">
              {canShare && !shareFailed ? <Button onClick={() => void share()}>{t('share')}</Button> : null}
              <a
                href={imageUrl}
                download={`parla-recap-${year}.svg`}
                className={buttonClass(canShare && !shareFailed ? 'secondary' : 'primary')}
              >
                {t('download')}
              </a>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
