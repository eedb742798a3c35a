import { useTranslation } from 'react-i18next';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { WORDS_LEARNED_THIS_WEEK } from './practice-documents.ts';

/** "12 words learned this week" on the trainer dashboard; nothing while loading or on an error (the dashboard stands without it). */
export function WordsThisWeek() {
  const { t } = useTranslation('practice');
  const { state } = useDataQuery({ query: WORDS_LEARNED_THIS_WEEK });
  if (state.kind !== 'ready' && state.kind !== 'refreshFailed') return null;
  const data = state.data;
  return (
    <p className="text-slate-800" data-testid="words-this-week">
      {t('classWords.thisWeek', { count: data.wordsLearnedThisWeek })}
    </p>
  );
}
