import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { GRAMMAR_ITEMS, SET_GRAMMAR_STATUS } from './practice-documents.ts';
import { grammarItemPath, practicePath } from './practice-links.ts';
import { langOfCourse } from './pronounce-button.tsx';
import { ReportErrorButton } from './report-error-dialog.tsx';

/** grammar/{lessonId} (001 §2): the lesson's grammar explained with examples; the student marks it seen or mastered. */
export function GrammarScreen() {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const { lessonId = '' } = useParams();
  const query = useDataQuery({ query: GRAMMAR_ITEMS, variables: { lessonId } }, (d) => d.grammarItems.length === 0);
  const [setting, setStatus] = useMutation(SET_GRAMMAR_STATUS);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <Link to={practicePath(locale)} className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t('back')}
      </Link>
      <PageTitle>{t('grammar.title')}</PageTitle>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={6} barClassName="h-10" className="min-h-[20rem] gap-3" />}
        empty={<Card>{t('grammar.empty')}</Card>}
      >
        {(data) => {
          const lang = langOfCourse(data.studentProfile.learningLanguage);
          return data.grammarItems.map((g) => (
            <Card key={g.id} className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-xl font-semibold text-slate-900">
                  <Link to={grammarItemPath(g.id, locale)} className="underline underline-offset-4 hover:text-brand-800">
                    {g.title}
                  </Link>
                </h2>
                <div className="flex items-center gap-2">
                  <Badge tone={g.status === 'mastered' ? 'success' : g.status === 'seen' ? 'info' : 'neutral'}>
                    {t(`grammar.status.${g.status}`)}
                  </Badge>
                  <ReportErrorButton target="grammar" targetId={g.id} />
                </div>
              </div>
              <p className="whitespace-pre-line text-slate-800">{g.explanation}</p>
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
              <div className="flex flex-wrap gap-3">
                {g.status === 'new' ? (
                  <Button
                    variant="secondary"
                    busy={setting.fetching}
                    onClick={() => setStatus({ grammarId: g.id, status: 'seen' }, { notifyErrors: false })}
                  >
                    {t('grammar.markSeen')}
                  </Button>
                ) : null}
                {g.status !== 'mastered' ? (
                  <Button
                    busy={setting.fetching}
                    onClick={() => setStatus({ grammarId: g.id, status: 'mastered' }, { notifyErrors: false })}
                  >
                    {t('grammar.markMastered')}
                  </Button>
                ) : null}
              </div>
            </Card>
          ));
        }}
      </QueryState>
    </div>
  );
}
