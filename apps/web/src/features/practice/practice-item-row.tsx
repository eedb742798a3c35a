import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import type { PracticeItemData } from './practice-documents.ts';
import { flashcardsPath, practiceItemPath } from './practice-links.ts';

/** One line of the practice list: lesson, kind, progress; a locked lesson says how to open it. */
export function PracticeItemRow({ item }: { item: PracticeItemData }) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const label = t(`types.${item.type}`);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm text-slate-700">{t('list.lessonOption', { number: item.lessonNumber, title: item.lessonTitle })}</p>
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">
          {t('list.progress', { done: item.done, size: item.size })}
          {item.score != null ? ` · ${t('list.score', { score: item.score })}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={item.locked ? 'muted' : item.status === 'completed' ? 'success' : 'info'}>
          {item.locked ? t('list.locked') : t(`statuses.${item.status}`)}
        </Badge>
        {item.locked ? (
          <p className="max-w-56 text-sm text-slate-700">{t('list.lockedHint')}</p>
        ) : (
          <Link
            to={practiceItemPath(item.type, item.lessonId, locale)}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {item.status === 'completed' ? t('list.again', { what: label }) : t('list.start', { what: label })}
          </Link>
        )}
        {!item.locked && item.type === 'vocabulary' ? (
          <Link
            to={flashcardsPath(item.lessonId, locale)}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t('flashcards.open')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
