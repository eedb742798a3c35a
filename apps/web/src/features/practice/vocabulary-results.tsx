import { useTranslation } from 'react-i18next';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import type { QuizAnswer } from './vocabulary-quiz.tsx';

/** After the quiz: each word's rating, its new status and when FSRS brings it back. */
export function VocabularyResults({
  answers,
  onAgain,
  onDone,
}: {
  answers: readonly QuizAnswer[];
  onAgain: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('practice');
  const viewer = useViewerTime();
  const remembered = answers.filter((a) => a.rating !== 'again').length;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('vocabulary.resultsTitle')}</h2>
      <p className="text-slate-800">{t('vocabulary.resultsLead', { remembered, total: answers.length })}</p>
      <ul className="flex flex-col divide-y divide-slate-200">
        {answers.map(({ word, rating, after }) => (
          <li key={word.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid="result-row">
            <span className="font-semibold text-slate-900">{word.title}</span>
            <span className="text-sm text-slate-700">
              {t(`vocabulary.ratings.${rating}`)}
              {after ? ` · ${t(`vocabulary.status.${after.status}`)}` : ''}
              {after?.due ? ` · ${t('vocabulary.nextReview', { date: viewer.dateTime(new Date(after.due)) })}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAgain}>{t('vocabulary.again')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('vocabulary.backToDashboard')}
        </Button>
      </div>
    </Card>
  );
}
