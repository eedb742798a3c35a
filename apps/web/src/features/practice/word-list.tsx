import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { VOCABULARY_LIST, type VocabularyData } from './practice-documents.ts';
import { PronounceButton } from './pronounce-button.tsx';
import { ReportErrorButton } from './report-error-dialog.tsx';
import { FromClass } from './from-class.tsx';

/** The words with their FSRS state: new, reviewing (level), known; when each is due again. */
export function WordList({ lessonId, lang }: { lessonId: string | null; lang: string }) {
  const { t } = useTranslation('practice');
  const viewer = useViewerTime();
  const query = useDataQuery({ query: VOCABULARY_LIST, variables: { lessonId } }, (d) => d.vocabularyList.length === 0);
  const when = (w: VocabularyData) => {
    if (w.reps === 0 || !w.due) return null;
    return w.isCompleted ? t('vocabulary.nextReview', { date: viewer.dateTime(new Date(w.due)) }) : t('vocabulary.dueNow');
  };
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('vocabulary.wordsTitle')}</h2>
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-10" />} empty={<p>{t('vocabulary.emptyText')}</p>}>
        {(data) => (
          <ul className="flex flex-col divide-y divide-slate-200">
            {data.vocabularyList.map((w) => (
              <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="word-row">
                <div className="flex min-w-0 flex-col">
                  <span lang={lang} className="font-semibold text-slate-900">
                    {w.title}
                  </span>
                  <span className="text-sm text-slate-700">{w.translation.text}</span>
                  {w.fromClassAt ? <FromClass at={w.fromClassAt} /> : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={w.status === 'known' ? 'success' : w.status === 'reviewing' ? 'info' : 'neutral'}>
                    {w.status === 'reviewing' && w.level
                      ? t('vocabulary.reviewingLevel', { level: w.level })
                      : t(`vocabulary.status.${w.status}`)}
                  </Badge>
                  {when(w) ? <span className="text-sm text-slate-700">{when(w)}</span> : null}
                  <PronounceButton text={w.title} audioUrls={w.audioUrls} lang={lang} />
                  <ReportErrorButton target="vocabulary" targetId={w.id} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
