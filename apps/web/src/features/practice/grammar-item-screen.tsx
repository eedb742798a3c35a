import type { GrammarStatus } from '@parla/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { SwitchField } from '../../shared/ui/switch-field.tsx';
import { GRAMMAR_ITEM, SET_GRAMMAR_STATUS } from './practice-documents.ts';
import { practiceItemPath, practicePath } from './practice-links.ts';
import { langOfCourse } from './pronounce-button.tsx';
import { ReportErrorButton } from './report-error-dialog.tsx';

const INLINE = { notifyErrors: false };
const TONE = { new: 'neutral', seen: 'info', mastered: 'success' } as const;

/**
 * grammar/item/{grammarId} (001 §2 grammar/{grammarId}; decision 076): one explanation with its
 * status. Opening it marks a new item seen; the student then says whether it is mastered.
 */
export function GrammarItemScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const errorText = useErrorText();
  const { grammarId = '' } = useParams();
  const query = useDataQuery({ query: GRAMMAR_ITEM, variables: { grammarId } });
  const [setting, setStatus] = useMutation(SET_GRAMMAR_STATUS);
  const [error, setError] = useState<string | null>(null);
  const item = query.state.kind === 'ready' ? query.state.data.grammarItem : null;

  const save = async (status: GrammarStatus) => {
    setError(null);
    const res = await setStatus({ grammarId, status }, INLINE);
    if (res.error) setError(errorText(res.error));
  };
  // Reading the page is what "seen" means: once per opening, only while it is still new.
  const markedSeen = useRef(false);
  useEffect(() => {
    if (item?.status !== 'new' || markedSeen.current) return;
    markedSeen.current = true;
    void setStatus({ grammarId: item.id, status: 'seen' }, INLINE);
  }, [item, setStatus]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <Link
        to={item ? practiceItemPath('grammar', item.lessonId, locale) : practicePath(locale)}
        className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        {item ? t('grammarItem.back') : t('back')}
      </Link>
      {query.state.kind === 'ready' ? null : <PageTitle>{t('grammar.title')}</PageTitle>}
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-10" className="min-h-[20rem] gap-3" />}>
        {({ grammarItem: g, studentProfile }) => {
          const lang = langOfCourse(studentProfile.learningLanguage);
          return (
            <article className="flex flex-col gap-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <PageTitle>{g.title}</PageTitle>
                <div className="flex items-center gap-2">
                  <Badge tone={TONE[g.status]}>
                    <span data-testid="grammar-status">{t(`grammar.status.${g.status}`)}</span>
                  </Badge>
                  <ReportErrorButton target="grammar" targetId={g.id} />
                </div>
              </div>
              <Card className="flex flex-col gap-4">
                <p className="whitespace-pre-line text-slate-800">{g.explanation}</p>
                <h2 className="text-lg font-semibold text-slate-900">{t('grammarItem.examples')}</h2>
                <ul className="flex flex-col gap-2">
                  {g.examples.map((ex) => (
                    <li key={ex.text} className="rounded-lg bg-slate-50 p-3">
                      <p lang={lang} className="text-slate-900">
                        {ex.text}
                      </p>
                      <p className="text-sm text-slate-700">{ex.translation.text}</p>
                    </li>
                  ))}
                </ul>
              </Card>
              <Card>
                <SwitchField
                  label={t('grammarItem.mastered')}
                  description={t('grammarItem.masteredHint')}
                  checked={g.status === 'mastered'}
                  onCheckedChange={(on) => {
                    if (!setting.fetching) void save(on ? 'mastered' : 'seen');
                  }}
                />
              </Card>
              {error ? <Alert>{error}</Alert> : null}
            </article>
          );
        }}
      </QueryState>
    </div>
  );
}
